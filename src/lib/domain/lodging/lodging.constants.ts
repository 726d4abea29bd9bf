// SPEC §3 lodging enumerations, without zod: the browser imports them as values.

export const Collections = ['Premier', 'Lifestyle', 'NoCollection'] as const;
export const StarRatings = ['NotAvailable', 'One', 'Two', 'Three', 'Four', 'Five'] as const;
export const CancellationPolicies = ['FullyRefundable', 'NonRefundable', 'PartiallyRefundable', 'Unknown'] as const;
export const PaymentTimings = ['PayNow', 'PayLater'] as const;
export const MealPlans = [
  'AllInclusive',
  'Breakfast',
  'BreakfastFor1',
  'BreakfastFor2',
  'Dinner',
  'FullBoard',
  'HalfBoard',
  'Lunch',
  'RoomOnly',
] as const;
export const BedTypes = [
  'Murphy',
  'Single',
  'RunOfTheHouse',
  'Double',
  'King',
  'Dorm',
  'Twin',
  'Water',
  'Queen',
  'Sofa',
  'Full',
  'Tatami',
  'Futon',
] as const;
export const LodgingSorts = ['DistanceAscending', 'MostRecommended', 'Price', 'StarRating', 'UserRating'] as const;
export const LodgingKinds = ['hotel', 'vacation_rental'] as const;
/** SPEC §2 profile hotel amenities, the ones a traveler filters on. */
export const Amenities = [
  'Restaurant',
  'FreeWifi',
  'ParkingIncluded',
  'FrontDesk247',
  'Accessibility',
  'PetFriendly',
  'Pool',
  'Gym',
] as const;
export const ImageCategories = ['Primary', 'GuestRoom', 'Exterior', 'Lobby', 'Pool', 'Dining', 'View', 'Fitness', 'Spa', 'Bar'] as const;
export const UnavailabilityReasons = [
  'MinStay',
  'MaxStay',
  'Occupancy',
  'PetPolicy',
  'CheckInNotAllowed',
  'CheckOutNotAllowed',
  'BlockedDates',
  'MinBookingWindow',
] as const;
export type UnavailabilityReason = (typeof UnavailabilityReasons)[number];
