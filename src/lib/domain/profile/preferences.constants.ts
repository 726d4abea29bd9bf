// SPEC §2/§3 choices of the hotel and flight preference forms, without zod: the browser imports them as values.

/** SPEC §2 hotel preference amenities, in the order the form shows them. */
export const HotelAmenities = [
  'Restaurant',
  'FreeWifi',
  'ParkingIncluded',
  'FrontDesk24h',
  'Accessibility',
  'PetFriendly',
  'Pool',
  'Gym',
] as const;

export const StarRatings = [1, 2, 3, 4, 5] as const;

/** SPEC §2 airline choices (codes) of the flight preference form. */
export const PreferredAirlines = ['AA', 'DL', 'UA', 'NK', 'B6', 'F9'] as const;
/** SPEC §2 "Exclude Low Cost Carriers" is kept with the airline codes. */
export const ExcludeLowCostCarriers = 'NoLCC';
export const LowCostCarriers = ['NK', 'B6', 'F9'] as const;
