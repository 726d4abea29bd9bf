// The rewards ledger's one write that moves a balance: a signed row and the account's change, in
// the caller's transaction, so sum(ledger) = balance change always holds.
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/types';
import { ledgerEntries, rewardsAccounts } from '../../db/schema';

type Kind = (typeof ledgerEntries.$inferInsert)['kind'];

/** One signed ledger row (account units, and the cash equivalent in minor units) and the balance change it records. */
export async function moveRewards(
  tx: Tx,
  row: { accountId: string; bookingId: string; kind: Kind; amount: number; cashEquivalentMinor: number },
  now: Date,
): Promise<void> {
  await tx.insert(ledgerEntries).values({
    accountId: row.accountId,
    bookingId: row.bookingId,
    kind: row.kind,
    amount: row.amount,
    cashEquivalentMinor: row.cashEquivalentMinor,
    createdAt: now,
  });
  await tx
    .update(rewardsAccounts)
    .set({
      balanceValue: sql`${rewardsAccounts.balanceValue} + ${row.amount}`,
      cashEquivalentMinor: sql`${rewardsAccounts.cashEquivalentMinor} + ${row.cashEquivalentMinor}`,
    })
    .where(eq(rewardsAccounts.id, row.accountId));
}
