import { describe, expect, it } from 'vitest';
import { carrierNetworks, carrierWebsites } from '../../../src/server/inventory/carriers';

describe('every carrier the simulator flies has its site, where Trips sends travelers to check in', () => {
  it.each(carrierNetworks.map((c) => c.code))('%s', (code) => {
    expect(carrierWebsites[code]).toMatch(/^https:\/\/www\.[a-z.]+\.[a-z]+\/$/);
  });
});
