// SPEC §3/§5 traveler codes and messages, without zod: the browser imports them as values.

/** SPEC §3 assistance codes (special service requests an airline understands). */
export const AssistanceCodes = ['BLND', 'DEAF', 'STCR', 'WCHR', 'WCHS', 'WCHC', 'WCBD', 'WCBW', 'WCLB', 'WCMP', 'WCOB'] as const;
export type AssistanceCode = (typeof AssistanceCodes)[number];

/** What a missing name reads: the API's validation and the browser's check before sending say the same. */
export const TravelerNameMessages = {
  givenName: 'Enter the given name.',
  surname: 'Enter the surname.',
} as const;

/**
 * Document number formats, one definition for the profile's validation and the booking's
 * passenger rules (MalformedKnownTravelerNumber, MalformedRedressNumber, InvalidPassportNumber).
 */
export const KnownTravelerNumberPattern = /^[A-Z0-9]{8,10}$/i;
export const RedressNumberPattern = /^\d{7,13}$/;
export const PassportNumberPattern = /^[A-Z0-9]{5,20}$/i;

/** SPEC §5 custom key/value pairs: what a key and a value may contain, and what a person reads otherwise. */
export const CustomPairKeyPattern = /^[A-Za-z0-9]+$/;
export const CustomPairValuePattern = /^[A-Za-z0-9 /@._+-]+$/;
export const CustomPairMessages = {
  key: 'A field name can only contain letters and digits.',
  value: 'A value can only contain letters, digits, spaces and / @ . _ + -',
  emptyValue: 'Enter a value, or remove this field.',
} as const;
/** What is wrong with one custom pair, if anything. */
export function customPairProblem(key: string, value: string): string | undefined {
  if (!CustomPairKeyPattern.test(key)) return CustomPairMessages.key;
  if (value.length === 0) return CustomPairMessages.emptyValue;
  if (!CustomPairValuePattern.test(value)) return CustomPairMessages.value;
  return undefined;
}
