// SPEC §3 flight enumerations, without zod: the browser imports them as values.

export const FareRatingNames = ['basic', 'standard', 'enhanced', 'premium', 'luxury'] as const;
export type FareRatingName = (typeof FareRatingNames)[number];
export const Cabins = ['BasicEconomy', 'Economy', 'PremiumEconomy', 'Business', 'First'] as const;
export type Cabin = (typeof Cabins)[number];

export const FlightSortKeys = ['fareScore', 'price', 'duration', 'stops', 'departureTime', 'arrivalTime'] as const;
export type FlightSortKey = (typeof FlightSortKeys)[number];
export const StopsFilters = ['DEFAULT', 'ANY_NUMBER', 'NONE', 'ONE_OR_LESS', 'TWO_OR_LESS'] as const;
export type StopsFilter = (typeof StopsFilters)[number];
