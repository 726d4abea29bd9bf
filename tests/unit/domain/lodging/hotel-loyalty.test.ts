import { describe, expect, it } from 'vitest';
import { FrequentFlyerPrograms, HotelLoyaltyPrograms } from '../../../../src/lib/domain/lodging/hotel-loyalty';
import { TravelerInputSchema } from '../../../../src/lib/domain/profile/travelers.schema';
import { carrierNetworks } from '../../../../src/server/inventory/carriers';

const base = { givenName: 'Ava', surname: 'Martin', gender: 'F', dateOfBirth: '1988-04-12' } as const;

describe('HotelLoyaltyPrograms', () => {
  it('lists the 36 programs of SPEC §3, each with a unique code of 2–10 letters or digits', () => {
    expect(HotelLoyaltyPrograms).toHaveLength(36);
    const codes = HotelLoyaltyPrograms.map((p) => p.code);
    expect(new Set(codes).size).toBe(36);
    for (const p of HotelLoyaltyPrograms) {
      expect(p.code, p.name).toMatch(/^[A-Z0-9]{2,10}$/);
      expect(p.name.trim().length, p.code).toBeGreaterThan(2);
      expect(p.chain.trim().length, p.code).toBeGreaterThan(2);
    }
    expect(new Set(HotelLoyaltyPrograms.map((p) => p.name)).size).toBe(36);
  });

  it.each(['Marriott Bonvoy', 'World of Hyatt', 'Hilton Honors', 'IHG One Rewards', 'Wyndham Rewards', 'Choice Privileges'])(
    'includes %s',
    (name) => {
      expect(HotelLoyaltyPrograms.map((p) => p.name)).toContain(name);
    },
  );
});

describe('FrequentFlyerPrograms', () => {
  it('has exactly one program for each carrier the simulator flies', () => {
    const codes = FrequentFlyerPrograms.map((p) => p.airlineCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(carrierNetworks.map((n) => n.code).sort());
  });

  it.each([
    ['AA', 'AAdvantage'],
    ['DL', 'SkyMiles'],
    ['UA', 'MileagePlus'],
    ['NK', 'Free Spirit'],
    ['B6', 'TrueBlue'],
    ['F9', 'Frontier Miles'],
    ['AC', 'Aeroplan'],
    ['WS', 'WestJet Rewards'],
    ['WN', 'Rapid Rewards'],
  ])('%s is %s', (code, name) => {
    expect(FrequentFlyerPrograms.find((p) => p.airlineCode === code)?.name).toBe(name);
  });
});

describe('TravelerInputSchema program codes', () => {
  it.each<{ name: string; body: object; fields: string[] }>([
    { name: 'known codes', body: { frequentFlyer: { AA: '123', KL: '9' }, hotelLoyalty: { MB: '1', IHG: '2' } }, fields: [] },
    { name: 'an empty number for a known code (removed later)', body: { hotelLoyalty: { MB: '' } }, fields: [] },
    { name: 'an unknown airline', body: { frequentFlyer: { ZZ: '123' } }, fields: ['frequentFlyer.ZZ'] },
    { name: 'a hotel code used as an airline', body: { frequentFlyer: { MB: '123' } }, fields: ['frequentFlyer.MB'] },
    { name: 'an unknown hotel program', body: { hotelLoyalty: { NOPE: '1' } }, fields: ['hotelLoyalty.NOPE'] },
    { name: 'a lower-case hotel code', body: { hotelLoyalty: { mb: '1' } }, fields: ['hotelLoyalty.mb'] },
    { name: 'a number with symbols', body: { hotelLoyalty: { MB: '12;34' } }, fields: ['hotelLoyalty.MB'] },
  ])('$name', ({ body, fields }) => {
    const result = TravelerInputSchema.safeParse({ ...base, ...body });
    const paths = result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(fields);
    if (!result.success) for (const issue of result.error.issues) expect(issue.message).toMatch(/^[A-Z].{15,}/);
  });
});
