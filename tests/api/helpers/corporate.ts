import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PolicyTier } from '../../../src/lib/domain/corporate/policy';
import { businesses, policyTiers, users } from '../../../src/server/db/schema';
import { Client, type TestContext } from './context';
import { profileClient } from './profile';

/** A tier that restricts nothing (SPEC §5 inactive): tests tighten one limit from it. */
export const openTier: PolicyTier = {
  id: 'open',
  name: 'Open',
  settings: { isApprovalRequired: false },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: (['Short', 'Long'] as const).map((duration) => ({
      duration,
      maxPriceForOneWay: null,
      maxPriceForRoundTrip: null,
      allowedFareClasses: ['basic', 'standard', 'enhanced', 'premium', 'luxury'],
    })),
  },
  hotels: { allowedStarRatings: [1, 2, 3, 4, 5], maxPricePerNight: null },
  cars: { maxPricePerDay: null },
};

/** A corporate user of a new company (with its card, ending 5154) under `tier`, signed in. */
export async function policyEmployee(ctx: TestContext, tier: PolicyTier) {
  const businessId = `biz-${randomUUID().slice(0, 8)}`;
  await ctx.database.db.insert(businesses).values({
    id: businessId,
    name: 'Policy Co',
    accountReferenceId: `acct-${businessId}`,
    companyCard: { productDisplayName: 'Policy Co card', lastFour: '5154', lastFourVirtualCardNumbers: [] },
  });
  const tierId = `tier-${randomUUID().slice(0, 8)}`;
  await ctx.database.db.insert(policyTiers).values({ id: tierId, businessId, policy: { ...tier, id: tierId } });
  const { userId, email } = await profileClient(ctx, { businessId });
  await ctx.database.db.update(users).set({ policyTierId: tierId }).where(eq(users.id, userId));
  // The session cache holds the user row as it was at sign-in: a new session sees the tier.
  const client = await new Client(ctx.app).init();
  expect((await client.signIn(email, 'correct-horse-battery')).status).toBe(200);
  return { client, tierId, tier: { ...tier, id: tierId }, userId, businessId };
}
