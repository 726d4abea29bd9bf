import type { CardBrand, VaultCredentials } from '../../lib/domain/profile/payment-methods.schema';

/** What a vault tells the portal about a token: never the number or the CVV. */
export interface VaultCardDescription {
  token: string;
  brand: CardBrand;
  lastFour: string;
  expMonth: number;
  expYear: number;
}

/** A zero-amount authorisation's outcome, as a gateway answers it. */
export type VaultVerification = { kind: 'Approved' } | { kind: 'Declined' } | { kind: 'ProcessingError' } | { kind: 'UnknownToken' };

/**
 * The portal's only view of card storage. The built-in vault (./builtin.ts) implements it over
 * its own table; a hosted provider (the spec's Spreedly, `GET /payments/spreedlyCredentials`)
 * implements it over its REST API and is chosen by configuration (PAYMENT_VAULT).
 */
export interface PaymentVault {
  readonly provider: VaultCredentials['provider'];
  /** What the portal's card form needs: the hosted form URL and the public environment key. */
  credentials(): VaultCredentials;
  describe(token: string): Promise<VaultCardDescription | null>;
  /** Authorise zero on the card (the CVV was checked when the form tokenized it). */
  verify(token: string): Promise<VaultVerification>;
  /**
   * The portal keeps this token (it saved the card): false when the token is unknown or expired.
   * Tokens the hosted form stored and no portal call claimed within an hour expire.
   */
  claim(token: string): Promise<boolean>;
  /** Forget the card: the token stops working and the number is wiped. */
  redact(token: string): Promise<void>;
}
