import { describe, expect, it } from 'vitest';
import {
  countAttempt,
  forgiveAttempt,
  growingDelayMs,
  retryAfterSeconds,
  type ThrottlePolicy,
} from '../../../../src/lib/domain/shared/throttle';

const MIN = 60_000;
const growing = { kind: 'growing', free: 5, windowMs: 15 * MIN, baseDelayMs: 30_000, maxDelayMs: 15 * MIN } as const;
const window = { kind: 'window', free: 3, windowMs: 10 * MIN } as const satisfies ThrottlePolicy;
const t0 = new Date('2026-11-26T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('growingDelayMs', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 30_000],
    [6, 60_000],
    [7, 2 * MIN],
    [9, 8 * MIN],
    [10, 15 * MIN],
    [500, 15 * MIN],
  ])('after attempt %i waits %i ms', (count, ms) => {
    expect(growingDelayMs(count, growing)).toBe(ms);
  });
});

describe('countAttempt (growing)', () => {
  it.each([
    ['no counter yet', null, t0, { kind: 'Allowed', count: 1, blockedUntil: null }],
    ['an empty counter', { count: 0, firstAt: t0, lastAt: t0, blockedUntil: null }, t0, { kind: 'Allowed', count: 1, blockedUntil: null }],
    [
      'the 5th attempt',
      { count: 4, firstAt: t0, lastAt: t0, blockedUntil: null },
      t0,
      { kind: 'Allowed', count: 5, blockedUntil: at(30_000) },
    ],
    [
      'while blocked',
      { count: 5, firstAt: t0, lastAt: t0, blockedUntil: at(30_000) },
      at(10_000),
      { kind: 'Throttled', retryAfterMs: 20_000 },
    ],
    [
      'once the wait is over',
      { count: 5, firstAt: t0, lastAt: t0, blockedUntil: at(30_000) },
      at(30_000),
      { kind: 'Allowed', count: 6, blockedUntil: at(90_000) },
    ],
    [
      '15 quiet minutes later',
      { count: 9, firstAt: t0, lastAt: t0, blockedUntil: at(8 * MIN) },
      at(15 * MIN),
      { kind: 'Allowed', count: 1, blockedUntil: null },
    ],
  ] as const)('%s', (_name, state, now, expected) => {
    const d = countAttempt(state, now, growing);
    if (expected.kind === 'Throttled') expect(d).toEqual(expected);
    else expect(d.kind === 'Allowed' && { kind: d.kind, count: d.next.count, blockedUntil: d.next.blockedUntil }).toEqual(expected);
  });
});

describe('countAttempt (window)', () => {
  it.each([
    ['the first', null, t0, { kind: 'Allowed', count: 1 }],
    ['the last free one', { count: 2, firstAt: t0, lastAt: t0, blockedUntil: null }, at(MIN), { kind: 'Allowed', count: 3 }],
    [
      'one too many',
      { count: 3, firstAt: t0, lastAt: at(MIN), blockedUntil: null },
      at(4 * MIN),
      { kind: 'Throttled', retryAfterMs: 6 * MIN },
    ],
    ['the next window', { count: 3, firstAt: t0, lastAt: at(MIN), blockedUntil: null }, at(10 * MIN), { kind: 'Allowed', count: 1 }],
  ] as const)('%s', (_name, state, now, expected) => {
    const d = countAttempt(state, now, window);
    if (expected.kind === 'Throttled') expect(d).toEqual(expected);
    else expect(d.kind === 'Allowed' && { kind: d.kind, count: d.next.count }).toEqual(expected);
  });
});

describe('forgiveAttempt', () => {
  it.each([
    [5, 4, null],
    [6, 5, at(30_000)],
    [0, 0, null],
  ])('count %i becomes %i, blocked until %s', (count, after, until) => {
    expect(forgiveAttempt({ count, firstAt: t0, lastAt: t0, blockedUntil: at(MIN) }, growing)).toMatchObject({
      count: after,
      blockedUntil: until,
    });
  });
});

describe('retryAfterSeconds', () => {
  it.each([
    [1, 1],
    [1000, 1],
    [1001, 2],
    [0, 1],
  ])('%i ms → %i s', (ms, s) => expect(retryAfterSeconds(ms)).toBe(s));
});
