import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { demoUsers } from '../db/seed';
import { experimentOverrides, rewardsAccounts, travelWalletItems, users } from '../db/schema';
import { starterWallet } from './travel-wallet';

export const TestUserKinds = ['consumer', 'business', 'corporate-admin', 'corporate-employee', 'corporate-invoiced'] as const;
export type TestUserKind = (typeof TestUserKinds)[number];

/** Test hooks only: a fresh copy of a demo user, so each e2e test owns its data. */
export async function createTestUser(db: Db, kind: TestUserKind, password: string, now: Date, experiments: Record<string, string> = {}) {
  const template = demoUsers[TestUserKinds.indexOf(kind)]!;
  const suffix = randomUUID().slice(0, 8);
  const email = template.user.email.replace('@', `+${suffix}@`);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ ...template.user, email, passwordHash: await hashPassword(password) })
      .returning({ id: users.id });
    if (template.accounts.length) {
      await tx
        .insert(rewardsAccounts)
        .values(template.accounts.map((a) => ({ ...a, userId: row!.id, accountReferenceId: `${a.accountReferenceId}-${suffix}` })));
      if (template.user.customerType === 'Consumer') await tx.insert(travelWalletItems).values(starterWallet(row!.id, now));
    }
    const overrides = Object.entries(experiments);
    if (overrides.length) {
      await tx.insert(experimentOverrides).values(overrides.map(([experimentId, variant]) => ({ userId: row!.id, experimentId, variant })));
    }
    return { email, password, userId: row!.id };
  });
}
