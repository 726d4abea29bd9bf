// Rewards earned by the card: on confirmation, what the booking's card part earns (one Earn row);
// later, what each card payment made after booking earns — an add-on, a fare difference (one
// EarnLater row per payment, in that payment's transaction). The booking's `rewardsEarned` is their
// sum, which a cancel takes back in proportion to the card part refunded.
import { and, eq } from 'drizzle-orm';
import { rewardsEarned } from '../../../lib/domain/booking/checkout-payment';
import { minorPerMile, selectRewardsAccount, type EarnCategory } from '../../../lib/domain/profile/rewards';
import { bookings, paymentMethods, rewardsAccounts, type BookingRewardsEarned } from '../../db/schema';
import type { Tx } from '../../db/types';
import { toRewardsAccount } from '../rewards';
import { moveRewards } from './ledger';

type Row = typeof bookings.$inferSelect;
type AccountRow = typeof rewardsAccounts.$inferSelect;

/** Credits what `paidMinor` by card earns on `account` as one ledger row; answers the units, or 0. */
async function credit(
  tx: Tx,
  account: AccountRow,
  bookingId: string,
  kind: 'Earn' | 'EarnLater',
  paidMinor: number,
  category: EarnCategory,
  now: Date,
) {
  const rewards = toRewardsAccount(account);
  const earned = rewardsEarned(paidMinor, rewards, category);
  if (earned.kind !== 'Earned' || earned.rewards.balanceUnits <= 0) return 0;
  const units = earned.rewards.balanceUnits;
  // Miles are worth what the account's miles are worth now; cash rewards are cents already.
  const cashEquivalentMinor = account.balanceCurrency === 'Cash' ? units : Math.round(units * minorPerMile(rewards));
  await moveRewards(tx, { accountId: account.id, bookingId, kind, amount: units, cashEquivalentMinor }, now);
  return units;
}

const locked = async (tx: Tx, id: string) => (await tx.select().from(rewardsAccounts).where(eq(rewardsAccounts.id, id)).for('update'))[0];

/**
 * Credits what the card part earns at the account's multiplier for the product (SPEC §9 rounding, in the
 * domain's rewardsEarned) as one Earn ledger row; the ledger's unique (booking, kind) key makes a
 * second credit impossible even if two settlements raced past the status check.
 */
export async function creditEarn(tx: Tx, booking: Row, category: EarnCategory, now: Date): Promise<BookingRewardsEarned | null> {
  if (!booking.earnAccountId || booking.cardMinor <= 0) return null;
  const row = await locked(tx, booking.earnAccountId);
  if (!row) return null;
  const units = await credit(tx, row, booking.id, 'Earn', booking.cardMinor, category, now);
  return units > 0 ? { amount: units, currency: row.balanceCurrency, accountReferenceId: row.accountReferenceId } : null;
}

/**
 * What a card payment after booking earns, on the booking's earning account — or, for a booking
 * paid without a card, the paying card's account (then the user's default): the booking's new
 * `earnAccountId` and `rewardsEarned` to write with the payment.
 */
export async function earnOnLaterPayment(
  tx: Tx,
  booking: Row,
  payment: { paidMinor: number; cardId: string },
  category: EarnCategory,
  now: Date,
): Promise<Pick<Row, 'earnAccountId' | 'rewardsEarned'>> {
  const same = { earnAccountId: booking.earnAccountId, rewardsEarned: booking.rewardsEarned };
  if (payment.paidMinor <= 0) return same;
  let accountId = booking.earnAccountId;
  if (!accountId) {
    const [card] = await tx
      .select({ ref: paymentMethods.accountReferenceId })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, payment.cardId), eq(paymentMethods.userId, booking.userId)));
    const rows = await tx.select().from(rewardsAccounts).where(eq(rewardsAccounts.userId, booking.userId));
    const fallback = selectRewardsAccount(rows.map(toRewardsAccount), null)?.accountReferenceId;
    accountId = (rows.find((r) => r.accountReferenceId === card?.ref) ?? rows.find((r) => r.accountReferenceId === fallback))?.id ?? null;
  }
  const account = accountId ? await locked(tx, accountId) : undefined;
  if (!account) return same;
  const units = await credit(tx, account, booking.id, 'EarnLater', payment.paidMinor, category, now);
  if (units === 0) return same;
  return {
    earnAccountId: account.id,
    rewardsEarned: {
      amount: (booking.rewardsEarned?.amount ?? 0) + units,
      currency: account.balanceCurrency,
      accountReferenceId: account.accountReferenceId,
    },
  };
}
