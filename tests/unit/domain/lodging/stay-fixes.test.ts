import { describe, expect, it } from 'vitest';
import { fixesFor, fixFor } from '../../../../src/lib/domain/lodging/stay-fixes';
import type { UnavailabilityReason } from '../../../../src/lib/domain/lodging/lodging.constants';

const stay = { checkIn: '2027-02-12', checkOut: '2027-02-15', adults: 2, childAges: [5], pets: 1 };

describe('fixFor', () => {
  const cases: [UnavailabilityReason, ReturnType<typeof fixFor>][] = [
    ['MinStay', { kind: 'LongerStay', patch: { checkOut: '2027-02-17' } }],
    ['MaxStay', { kind: 'ShorterStay', patch: { checkOut: '2027-02-13' } }],
    ['Occupancy', { kind: 'FewerGuests', patch: { childAges: [] } }],
    ['PetPolicy', { kind: 'NoPets', patch: { pets: 0 } }],
    ['CheckInNotAllowed', { kind: 'OtherDates', patch: { checkIn: '2027-02-13', checkOut: '2027-02-16' } }],
    ['CheckOutNotAllowed', { kind: 'OtherDates', patch: { checkIn: '2027-02-13', checkOut: '2027-02-16' } }],
    ['BlockedDates', { kind: 'OtherDates', patch: { checkIn: '2027-02-19', checkOut: '2027-02-22' } }],
    ['MinBookingWindow', { kind: 'LaterCheckIn', patch: { checkIn: '2027-02-15', checkOut: '2027-02-18' } }],
  ];
  for (const [reason, fix] of cases) it(reason, () => expect(fixFor(reason, stay)).toEqual(fix));

  it('no fix where nothing can change', () => {
    const alone = { ...stay, adults: 1, childAges: [], pets: 0, checkOut: '2027-02-13' };
    expect(fixFor('Occupancy', alone)).toBeNull();
    expect(fixFor('PetPolicy', alone)).toBeNull();
    expect(fixFor('MaxStay', alone)).toBeNull();
    expect(fixFor('Occupancy', { ...alone, adults: 3 })).toEqual({ kind: 'FewerGuests', patch: { adults: 2 } });
  });
  it('the same change once', () => {
    expect(fixesFor(['CheckInNotAllowed', 'CheckOutNotAllowed', 'PetPolicy'], stay).map((f) => f.kind)).toEqual(['OtherDates', 'NoPets']);
  });
});
