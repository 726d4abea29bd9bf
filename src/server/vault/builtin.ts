import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import { VAULT_UNCLAIMED_TTL_MS } from '../../lib/domain/booking/hosted-card-form';
import { hasExpired, type ValidCard } from '../../lib/domain/profile/card-validation';
import { CardBrands, type CardBrand, type VaultCredentials } from '../../lib/domain/profile/payment-methods.schema';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { vaultCards } from '../db/schema';
import { decrypt, encrypt, type VaultKey } from './crypto';
import type { PaymentVault, VaultCardDescription, VaultVerification } from './provider';

/** What the vault keeps: the validated card without its CVV, which is checked and then dropped. */
export type CardToStore = Omit<ValidCard, 'cvv'>;

export interface BuiltinVaultOptions {
  key: VaultKey;
  environmentKey: string;
  logger: Logger;
  now: Clock;
}

/**
 * Documented test endings (README): a zero-amount authorisation on a number ending 0002 is
 * declined, on one ending 0119 the "gateway" fails; every other unexpired card is approved.
 */
const DECLINED_ENDING = '0002';
const PROCESSING_ERROR_ENDING = '0119';

/** The hosted form is served by this same server (src/pages/vault/card-form.astro). */
export const BUILTIN_FORM_PATH = '/vault/card-form/';

function asBrand(value: string): CardBrand {
  return (CardBrands as readonly string[]).includes(value) ? (value as CardBrand) : 'visa';
}

/**
 * The vault that ships with the portal: card numbers encrypted in `vault_cards`, tokens handed
 * out in their place. Only the vault app (./app.ts) calls `tokenize`; the portal sees the
 * PaymentVault interface.
 */
export class BuiltinVault implements PaymentVault {
  readonly provider = 'builtin' as const;
  private readonly now: Clock;

  constructor(
    private readonly db: Db,
    private readonly opts: BuiltinVaultOptions,
  ) {
    this.now = opts.now;
  }

  /**
   * The form is same-origin with the portal, and the server cannot know the origin the browser
   * used (proxies, several host names): an empty `formOrigin` means "the portal's own origin".
   * The form takes the environment key and locale from its query string.
   */
  credentials(): VaultCredentials {
    return { provider: 'builtin', environmentKey: this.opts.environmentKey, formUrl: BUILTIN_FORM_PATH, formOrigin: '' };
  }

  matchesEnvironmentKey(candidate: string): boolean {
    return candidate === this.opts.environmentKey;
  }

  /** Tokens the hosted form stored over an hour ago that no portal call claimed. */
  private unclaimedExpired() {
    return and(isNull(vaultCards.claimedAt), lte(vaultCards.createdAt, new Date(this.now().getTime() - VAULT_UNCLAIMED_TTL_MS)));
  }

  async tokenize(card: CardToStore): Promise<VaultCardDescription> {
    // Each new card sweeps the expired ones out (an indexed delete, usually of nothing).
    await this.db.delete(vaultCards).where(this.unclaimedExpired());
    const token = `tok_${randomBytes(24).toString('base64url')}`;
    const { ciphertext, keyId } = encrypt(card.number, this.opts.key, token);
    const row = {
      token,
      numberCiphertext: ciphertext,
      keyId,
      brand: card.brand,
      lastFour: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
      holderName: card.name,
      postalCode: card.postalCode,
      createdAt: this.now(),
    };
    await this.db.insert(vaultCards).values(row);
    return { token, brand: card.brand, lastFour: row.lastFour, expMonth: card.expMonth, expYear: card.expYear };
  }

  private async live(token: string) {
    const [row] = await this.db.select().from(vaultCards).where(eq(vaultCards.token, token)).limit(1);
    if (!row || row.redactedAt) return null;
    if (!row.claimedAt && row.createdAt.getTime() <= this.now().getTime() - VAULT_UNCLAIMED_TTL_MS) return null;
    return row;
  }

  async claim(token: string): Promise<boolean> {
    const row = await this.live(token);
    if (!row) return false;
    if (!row.claimedAt) await this.db.update(vaultCards).set({ claimedAt: this.now() }).where(eq(vaultCards.token, token));
    return true;
  }

  async describe(token: string): Promise<VaultCardDescription | null> {
    const row = await this.live(token);
    if (!row) return null;
    return { token: row.token, brand: asBrand(row.brand), lastFour: row.lastFour, expMonth: row.expMonth, expYear: row.expYear };
  }

  async verify(token: string): Promise<VaultVerification> {
    const row = await this.live(token);
    if (!row) return { kind: 'UnknownToken' };
    // A gateway needs the number itself: a row that no longer decrypts cannot be authorised.
    let number: string;
    try {
      number = decrypt(row.numberCiphertext, row.keyId, this.opts.key, row.token);
    } catch {
      this.opts.logger.error({ keyId: row.keyId }, 'vault: stored card does not decrypt');
      return { kind: 'ProcessingError' };
    }
    if (number.endsWith(DECLINED_ENDING)) return { kind: 'Declined' };
    if (number.endsWith(PROCESSING_ERROR_ENDING)) return { kind: 'ProcessingError' };
    if (hasExpired(row.expMonth, row.expYear, this.now())) return { kind: 'Declined' };
    return { kind: 'Approved' };
  }

  async redact(token: string): Promise<void> {
    await this.db
      .update(vaultCards)
      .set({ numberCiphertext: '', holderName: '', postalCode: '', redactedAt: this.now() })
      .where(eq(vaultCards.token, token));
  }
}
