// What a booking failure asks the traveler to do next (every SPEC §8 failure maps to one
// message and one next action). The API answers these names; the checkout and confirmation pages
// turn each into a button or link.
export const NextActions = [
  'SearchAgain',
  'ChooseAnotherFare',
  'ConfirmNewPrice',
  'EditPayment',
  'EditTravelers',
  'ContactSupport',
] as const;
export type NextAction = (typeof NextActions)[number];

export const isNextAction = (value: unknown): value is NextAction => (NextActions as readonly unknown[]).includes(value);

/** SPEC §3 trip kinds: what a booking is, and which card shows it in Trips. */
export const TripKinds = ['Flight', 'Hotel', 'Watch', 'Car', 'Home', 'Package', 'PackageHotel', 'PackageFlight', 'Experience'] as const;
export type TripKind = (typeof TripKinds)[number];

/** SPEC §4 reservation states; a booking is written Pending and the supplier's answer settles it. */
export const ReservationStates = [
  'Confirmed',
  'Pending',
  'Declined',
  'UnMapped',
  'Canceled',
  'ConfirmedPendingNewChange',
  'UnMappedPersisted',
] as const;
export type ReservationState = (typeof ReservationStates)[number];
/** SPEC §4 ticket states. */
export const TicketStates = ['Canceled', 'Modified', 'Rejected', 'Ticketed'] as const;
