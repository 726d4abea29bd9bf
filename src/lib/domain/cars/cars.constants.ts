// SPEC §3 car rental enumerations, without zod: the browser imports them as values.

export const PickupModes = ['same_as_drop_off', 'different_drop_off'] as const;
export const CarCancellationPolicies = [
  'FreeCancellation',
  'NonRefundable',
  'PartiallyRefundable',
  'Conditional',
  'ConditionalAfterBooking',
] as const;
export type CarCancellationPolicy = (typeof CarCancellationPolicies)[number];
export const Transmissions = ['Automatic', 'Cvt', 'Manual'] as const;
export type Transmission = (typeof Transmissions)[number];
export const CarSizes = ['Big', 'Medium', 'Small', 'Unspecified'] as const;
export type CarSize = (typeof CarSizes)[number];
export const FuelPolicies = [
  'PrepayRefunds',
  'PrepayNoRefunds',
  'FreeTank',
  'Unknown',
  'ReturnSame',
  'FullToFull',
  'MultipleOptionsAtDesk',
] as const;
export type FuelPolicy = (typeof FuelPolicies)[number];
export const CarClasses = [
  'Truck',
  'Small',
  'Mystery',
  'SUV',
  'Mini',
  'Intermediate',
  'Van',
  'Luxury',
  'FullSize',
  'Compact',
  'Economy',
  'Standard',
  'SuppliersChoice',
] as const;
export type CarClass = (typeof CarClasses)[number];
export const ExtraPriceTypes = ['Extra', 'ExtraDaily', 'ExtraOriginal', 'TotalWithExtra'] as const;
export const ExtraGroups = ['Other', 'InsuranceExternal', 'Amenities', 'ExtraDriver', 'BabyOnBoard', 'General', 'Insurance'] as const;
export type ExtraGroup = (typeof ExtraGroups)[number];
export const CarSorts = ['recommended', 'price', 'rating'] as const;
export type CarSort = (typeof CarSorts)[number];
export const DeskKinds = ['Counter', 'Shuttle'] as const;
