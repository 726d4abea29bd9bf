import { randomBytes } from 'node:crypto';
import type { CardBrand, VaultCredentials } from '../../../src/lib/domain/profile/payment-methods.schema';
import type { PaymentVault, VaultCardDescription, VaultVerification } from '../../../src/server/vault/provider';

type Outcome = VaultVerification['kind'];

/**
 * An in-memory PaymentVault for API tests: cards are added by last four (no card number
 * exists at all), verification answers like the built-in vault's demo cards unless a test
 * sets an outcome, and every call is recorded.
 */
export class FakeVault implements PaymentVault {
  readonly provider = 'builtin' as const;
  readonly calls = { describe: [] as string[], verify: [] as string[], claim: [] as string[], redact: [] as string[] };
  private readonly cards = new Map<string, VaultCardDescription>();
  private readonly outcomes = new Map<string, Outcome>();
  private readonly redacted = new Set<string>();

  /** A token for a card ending in `lastFour`; `outcome` overrides what verify answers. */
  addCard(lastFour: string, opts: { brand?: CardBrand; outcome?: Outcome } = {}): string {
    const token = `tok_${randomBytes(12).toString('hex')}`;
    this.cards.set(token, { token, brand: opts.brand ?? 'visa', lastFour, expMonth: 12, expYear: 2031 });
    if (opts.outcome) this.outcomes.set(token, opts.outcome);
    return token;
  }

  isRedacted(token: string): boolean {
    return this.redacted.has(token);
  }

  credentials(): VaultCredentials {
    return { provider: 'builtin', environmentKey: 'env_fake_vault', formUrl: '/vault/card-form/', formOrigin: 'http://localhost' };
  }

  async describe(token: string): Promise<VaultCardDescription | null> {
    this.calls.describe.push(token);
    return this.redacted.has(token) ? null : (this.cards.get(token) ?? null);
  }

  async verify(token: string): Promise<VaultVerification> {
    this.calls.verify.push(token);
    const card = this.cards.get(token);
    if (!card || this.redacted.has(token)) return { kind: 'UnknownToken' };
    const set = this.outcomes.get(token);
    if (set) return { kind: set } as VaultVerification;
    // The documented demo endings: 0002 declines, 0119 fails to process.
    if (card.lastFour === '0002') return { kind: 'Declined' };
    if (card.lastFour === '0119') return { kind: 'ProcessingError' };
    return { kind: 'Approved' };
  }

  async claim(token: string): Promise<boolean> {
    this.calls.claim.push(token);
    return this.cards.has(token) && !this.redacted.has(token);
  }

  async redact(token: string): Promise<void> {
    this.calls.redact.push(token);
    if (this.cards.has(token)) this.redacted.add(token);
  }
}
