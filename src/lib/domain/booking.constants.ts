// What a booking failure asks the traveler to do next (issue 8: every SPEC §8 failure maps to one
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
