import { describe, expect, it } from 'vitest';
import { clockStartingAt, configuredClock, systemClock } from '../../../src/server/clock';
import { ConfigError, loadConfig } from '../../../src/server/config';

describe('clockStartingAt', () => {
  it('reads the given instant when made and runs on at the system pace', () => {
    const realStart = Date.now();
    const clock = clockStartingAt(new Date('2027-03-14T06:59:00Z'), realStart);
    const read = clock().getTime();
    const elapsed = Date.now() - realStart;
    expect(read - Date.parse('2027-03-14T06:59:00Z')).toBeGreaterThanOrEqual(0);
    expect(read - Date.parse('2027-03-14T06:59:00Z')).toBeLessThanOrEqual(elapsed);
    expect(clock().getTime()).toBeGreaterThanOrEqual(read);
  });
});

describe('CLOCK_AT', () => {
  const env = { DATA_DIR: 'memory://', VAULT_KEY: Buffer.alloc(32, 1).toString('base64') };

  it.each([
    ['2027-06-30T16:00:00Z', '2027-06-30T16:00:00.000Z'],
    ['2027-06-30T12:00:00-04:00', '2027-06-30T16:00:00.000Z'],
  ])('%s sets where the server clock starts', (value, instant) => {
    const config = loadConfig({ ...env, CLOCK_AT: value });
    expect(config.clockAt?.toISOString()).toBe(instant);
    expect(Math.abs(configuredClock(config)().getTime() - Date.parse(instant))).toBeLessThan(60_000);
  });

  it('is the system clock when unset', () => {
    const config = loadConfig(env);
    expect(config.clockAt).toBeUndefined();
    expect(configuredClock(config)).toBe(systemClock);
  });

  it.each(['tomorrow', '2027-06-30', '2027-13-01T00:00:00Z'])('refuses %s with a message naming the variable', (value) => {
    expect(() => loadConfig({ ...env, CLOCK_AT: value })).toThrow(/CLOCK_AT/);
  });

  it('is refused in production, where the server must run on the real time', () => {
    expect(() => loadConfig({ ...env, NODE_ENV: 'production', CLOCK_AT: '2027-06-30T16:00:00Z' })).toThrow(ConfigError);
  });
});
