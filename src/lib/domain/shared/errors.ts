/** Codes the API answers with; corporate codes come from SPEC §2 and §8. */
export const ErrorCode = {
  BadRequest: 'BadRequest',
  ValidationFailed: 'ValidationFailed',
  MalformedJson: 'MalformedJson',
  Unauthorized: 'Unauthorized',
  InvalidCredentials: 'InvalidCredentials',
  CsrfRejected: 'CsrfRejected',
  Forbidden: 'Forbidden',
  NotFound: 'NotFound',
  MethodNotAllowed: 'MethodNotAllowed',
  PayloadTooLarge: 'PayloadTooLarge',
  Maintenance: 'Maintenance',
  Internal: 'Internal',
  /** The database cannot take writes or answer right now (disk full, restarting): try again later. */
  Unavailable: 'Unavailable',
  /** SPEC §8 passenger errors a search already knows. */
  NoAdultPassenger: 'NoAdultPassenger',
  TooManyPassengers: 'TooManyPassengers',
  TooManyLapInfants: 'TooManyLapInfants',
  /** An airport or city code the supplier does not know. */
  UnknownLocation: 'UnknownLocation',
  /** Dates in the past, too far ahead, or out of order. */
  InvalidDates: 'InvalidDates',
  /** A card number reached the portal's API: card data goes only to the vault (PCI DSS). */
  CardDataNotAccepted: 'CardDataNotAccepted',
  /** SPEC §3 lockout reasons. */
  ExcessiveActivity: 'ExcessiveActivity',
  /** Corporate access codes (SPEC §2, §8). */
  NotInBeta: '40102',
  AccessDenied: '40103',
  Onboarding: '40105',
  Acknowledgement: '40106',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const CorporateCodes = ['40102', '40103', '40105', '40106'] as const;
export type CorporateCode = (typeof CorporateCodes)[number];
export function isCorporateCode(code: string): code is CorporateCode {
  return (CorporateCodes as readonly string[]).includes(code);
}
