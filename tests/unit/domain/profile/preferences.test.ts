import { describe, expect, it } from 'vitest';
import { hasSavedPreferences, preferencesDirty, selectedFareClass, toggleFareClass } from '../../../../src/lib/domain/profile/preferences';
import { type FareClasses, type FlightPreferences, type HotelPreferences } from '../../../../src/lib/domain/profile/preferences.schema';
import { emptyFlightPreferences, emptyHotelPreferences } from '../../../../src/lib/domain/profile/preferences';

const hotel = (p: Partial<HotelPreferences> = {}): HotelPreferences => ({ ...emptyHotelPreferences(), ...p });
const flight = (p: Partial<FlightPreferences> = {}): FlightPreferences => ({ ...emptyFlightPreferences(), ...p });
const fares = (...on: (keyof FareClasses)[]): FareClasses => {
  const f = emptyFlightPreferences().fareClasses;
  for (const n of on) f[n] = true;
  return f;
};
const jfk = { id: 'airport:JFK', kind: 'airport' as const, code: 'JFK', label: 'New York (JFK)', sublabel: 'John F. Kennedy Intl' };
const yul = { id: 'airport:YUL', kind: 'airport' as const, code: 'YUL', label: 'Montréal (YUL)', sublabel: 'Trudeau Intl' };

describe('preferencesDirty — hotel (SPEC §4)', () => {
  it.each<[string, HotelPreferences | null, HotelPreferences, boolean]>([
    ['nothing saved, empty form', null, hotel(), false],
    ['nothing saved, something chosen', null, hotel({ amenities: ['Pool'] }), true],
    [
      'same lists in another order',
      hotel({ amenities: ['Pool', 'Gym'], starRatings: [5, 3] }),
      hotel({ amenities: ['Gym', 'Pool'], starRatings: [3, 5] }),
      false,
    ],
    ['an amenity removed', hotel({ amenities: ['Pool', 'Gym'] }), hotel({ amenities: ['Pool'] }), true],
    ['a rating added', hotel({ starRatings: [4] }), hotel({ starRatings: [4, 5] }), true],
    ['free cancellation toggled', hotel(), hotel({ freeCancellationOnly: true }), true],
    ['saved set, form cleared', hotel({ starRatings: [4] }), hotel(), true],
    ['saved empty set equals nothing saved', hotel(), hotel(), false],
  ])('%s → %s', (_name, saved, draft, expected) => {
    expect(preferencesDirty(saved, draft)).toBe(expected);
  });
});

describe('preferencesDirty — flight (SPEC §4)', () => {
  it.each<[string, FlightPreferences | null, FlightPreferences, boolean]>([
    ['nothing saved, empty form', null, flight(), false],
    ['nothing saved, airport chosen', null, flight({ homeAirport: jfk }), true],
    ['same airport (new object)', flight({ homeAirport: jfk }), flight({ homeAirport: { ...jfk } }), false],
    ['another airport', flight({ homeAirport: jfk }), flight({ homeAirport: yul }), true],
    ['airport removed', flight({ homeAirport: jfk }), flight(), true],
    ['airlines in another order', flight({ airlines: ['AA', 'DL'] }), flight({ airlines: ['DL', 'AA'] }), false],
    ['airline added', flight({ airlines: ['AA'] }), flight({ airlines: ['AA', 'NoLCC'] }), true],
    ['fare class changed', flight({ fareClasses: fares('basic') }), flight({ fareClasses: fares('luxury') }), true],
    ['same fare class', flight({ fareClasses: fares('premium') }), flight({ fareClasses: fares('premium') }), false],
    ['nonstop toggled', flight(), flight({ nonStopOnly: true }), true],
  ])('%s → %s', (_name, saved, draft, expected) => {
    expect(preferencesDirty(saved, draft)).toBe(expected);
  });
});

describe('hasSavedPreferences (SPEC §4 Clear preferences)', () => {
  it.each<[string, HotelPreferences | FlightPreferences | null, boolean]>([
    ['nothing saved', null, false],
    ['empty hotel set', hotel(), false],
    ['hotel amenity', hotel({ amenities: ['Gym'] }), true],
    ['hotel rating', hotel({ starRatings: [2] }), true],
    ['free cancellation only', hotel({ freeCancellationOnly: true }), true],
    ['empty flight set', flight(), false],
    ['home airport', flight({ homeAirport: jfk }), true],
    ['fare class', flight({ fareClasses: fares('standard') }), true],
    ['airline', flight({ airlines: ['UA'] }), true],
    ['nonstop only', flight({ nonStopOnly: true }), true],
  ])('%s → %s', (_name, saved, expected) => {
    expect(hasSavedPreferences(saved)).toBe(expected);
  });
});

describe('toggleFareClass (SPEC §2 single choice)', () => {
  it.each<[string, FareClasses, keyof FareClasses, FareClasses]>([
    ['choose from none', fares(), 'enhanced', fares('enhanced')],
    ['switch to another', fares('basic'), 'luxury', fares('luxury')],
    ['clicking the selected one deselects', fares('premium'), 'premium', fares()],
    ['stored data with several flags becomes one choice', fares('basic', 'standard'), 'luxury', fares('luxury')],
    ['several flags, clicking a set one clears all', fares('basic', 'standard'), 'standard', fares()],
  ])('%s', (_name, before, name, expected) => {
    expect(toggleFareClass(before, name)).toEqual(expected);
  });

  it('does not change its input', () => {
    const before = fares('basic');
    toggleFareClass(before, 'standard');
    expect(before).toEqual(fares('basic'));
  });
});

describe('selectedFareClass', () => {
  it.each<[FareClasses, string | null]>([
    [fares(), null],
    [fares('standard'), 'standard'],
    [fares('luxury'), 'luxury'],
    [fares('premium', 'basic'), 'basic'],
  ])('%o → %s', (f, expected) => {
    expect(selectedFareClass(f)).toBe(expected);
  });
});
