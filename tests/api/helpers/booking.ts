import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { paymentMethods, rewardsAccounts } from '../../../src/server/db/schema';

/**
 * Gives a user's miles account `miles` (1 cent a mile) and one saved card linked to it: what a
 * booking pays with. The card is a vault token; no card number exists anywhere.
 */
export async function fundBuyer(db: Database['db'], userId: string, miles: number, lastFour = '4242') {
  const [account] = await db
    .update(rewardsAccounts)
    .set({ balanceValue: miles, cashEquivalentCents: miles })
    .where(eq(rewardsAccounts.userId, userId))
    .returning();
  const [card] = await db
    .insert(paymentMethods)
    .values({
      userId,
      token: `tok_${randomUUID()}`,
      brand: 'visa',
      lastFour,
      expMonth: 12,
      expYear: 2040,
      accountReferenceId: account!.accountReferenceId,
    })
    .returning();
  return { account: account!, card: card!, cardId: card!.id };
}
