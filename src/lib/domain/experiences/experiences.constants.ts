// SPEC §3 experience (activity) enumerations, without zod: the browser imports them as values
// (the results page's sorts and filters), and experiences.schema.ts re-exports them for the API.

export const ExperienceSorts = [
  'DurationAscending',
  'DurationDescending',
  'PriceAscending',
  'PriceDescending',
  'Rating',
  'Recommended',
] as const;
export const RatingFilters = ['Any', 'Great', 'VeryGood', 'Good'] as const;
export const DurationFilters = ['LessThanOneHour', 'OneToFourHours', 'UpToOneDay', 'MoreThanOneDay'] as const;
export const TimesOfDay = ['Morning', 'Afternoon', 'EveningAndNight'] as const;
export const ExperienceFlags = [
  'BadgeOfExcellence',
  'FreeCancellation',
  'LikelyToSellOut',
  'AvailableToday',
  'WheelchairAccess',
  'FamilyFriendly',
  'AdultsOnly',
] as const;
export const PricingKinds = ['PerGroup', 'PerPerson'] as const;
export const TicketTypes = ['MobileOnly', 'Paper', 'Unknown'] as const;
export const TicketScopes = ['OnePerBooking', 'OnePerTraveler'] as const;
export const ItineraryTypes = ['Activities', 'HopOnHopOff', 'MultiDayTour', 'Standard', 'Unstructured'] as const;
export const AgeBands = ['Adult', 'Child', 'Infant', 'Senior', 'Traveler', 'Youth'] as const;
export const GuideModes = ['Audio', 'Human', 'Written'] as const;
export const ReviewSorts = ['Newest', 'RatingsHighToLow', 'RatingsLowToHigh'] as const;
export const PickupKinds = ['Airport', 'Hotel', 'Location', 'Port'] as const;
export const ExperienceCancellationStates = [
  'AlreadyCanceled',
  'BookingPending',
  'CancellationPending',
  'ContactCustomerService',
  'FullyRefundable',
  'NonCancellable',
  'NonRefundable',
  'PartiallyRefundable',
  'PastActivityStart',
] as const;
/** Why an experience cannot be booked on the day for the party. */
export const ExperienceUnavailableReasons = ['SoldOut', 'NotBookableToday', 'AdultsOnly'] as const;

export type ExperienceSort = (typeof ExperienceSorts)[number];
export type RatingFilter = (typeof RatingFilters)[number];
export type DurationFilter = (typeof DurationFilters)[number];
export type TimeOfDay = (typeof TimesOfDay)[number];
export type ExperienceFlag = (typeof ExperienceFlags)[number];
export type AgeBand = (typeof AgeBands)[number];
export type ExperienceCancellationState = (typeof ExperienceCancellationStates)[number];
export type ExperienceUnavailableReason = (typeof ExperienceUnavailableReasons)[number];
