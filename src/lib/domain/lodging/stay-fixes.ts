// What to change in a search so an unavailable vacation rental may take the stay (SPEC §3 the
// eight unavailability reasons). The results only say which rule a stay breaks, not the rental's
// numbers: each fix is one step in the right direction that a person can try with one link.
import { addDays } from '../shared/dates';
import type { UnavailabilityReason } from './lodging.constants';
import { MAX_STAY_NIGHTS, nightsOf, type StaySearch } from './stay-search-url';

export type StayFixKind = 'LongerStay' | 'ShorterStay' | 'FewerGuests' | 'NoPets' | 'OtherDates' | 'LaterCheckIn';
export interface StayFix {
  kind: StayFixKind;
  patch: Partial<Pick<StaySearch, 'checkIn' | 'checkOut' | 'adults' | 'childAges' | 'pets'>>;
}

type Stay = Pick<StaySearch, 'checkIn' | 'checkOut' | 'adults' | 'childAges' | 'pets'>;
const shift = (s: Stay, days: number) => ({ checkIn: addDays(s.checkIn, days), checkOut: addDays(s.checkOut, days) });

/** The fix of one reason, or null when no change of the search can help. */
export function fixFor(reason: UnavailabilityReason, s: Stay): StayFix | null {
  const nights = nightsOf(s);
  switch (reason) {
    case 'MinStay':
      return nights + 2 > MAX_STAY_NIGHTS ? null : { kind: 'LongerStay', patch: { checkOut: addDays(s.checkOut, 2) } };
    case 'MaxStay':
      return nights <= 1 ? null : { kind: 'ShorterStay', patch: { checkOut: addDays(s.checkIn, Math.max(1, Math.floor(nights / 2))) } };
    case 'Occupancy':
      if (s.childAges.length > 0) return { kind: 'FewerGuests', patch: { childAges: s.childAges.slice(0, -1) } };
      return s.adults > 1 ? { kind: 'FewerGuests', patch: { adults: s.adults - 1 } } : null;
    case 'PetPolicy':
      return s.pets > 0 ? { kind: 'NoPets', patch: { pets: 0 } } : null;
    case 'CheckInNotAllowed':
    case 'CheckOutNotAllowed':
      return { kind: 'OtherDates', patch: shift(s, 1) };
    case 'BlockedDates':
      return { kind: 'OtherDates', patch: shift(s, 7) };
    case 'MinBookingWindow':
      return { kind: 'LaterCheckIn', patch: shift(s, 3) };
  }
}

/** One fix per reason, the same change once. */
export function fixesFor(reasons: readonly UnavailabilityReason[], s: Stay): StayFix[] {
  const seen = new Set<string>();
  const out: StayFix[] = [];
  for (const r of reasons) {
    const fix = fixFor(r, s);
    const key = fix && JSON.stringify(fix.patch);
    if (fix && key && !seen.has(key)) {
      seen.add(key);
      out.push(fix);
    }
  }
  return out;
}
