import { and, eq, isNull } from 'drizzle-orm';
import type { PolicyTier } from '../../lib/domain/corporate/policy';
import type { CompanyCardRecord } from '../../lib/domain/corporate/company-card';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { businesses, experimentOverrides, policyTiers, rewardsAccounts, travelWalletItems, users } from './schema';
import { starterWallet } from '../services/travel-wallet';
import { demoProfiles, seedDemoProfile } from './seed-profile';

type NewAccount = Omit<typeof rewardsAccounts.$inferInsert, 'userId'>;
interface DemoUser {
  user: Omit<typeof users.$inferInsert, 'passwordHash'>;
  accounts: NewAccount[];
  overrides?: Record<string, string>;
}

const BUSINESS_ID = 'biz-northwind';
/** A second company, which pays its travel by invoice (central billing) and needs no approvals. */
const CONTOSO_ID = 'biz-contoso';

const standardTier: PolicyTier = {
  id: 'tier-northwind-standard',
  name: 'Standard travel',
  settings: { isApprovalRequired: true },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      { duration: 'Short', maxPriceForOneWay: 60000, maxPriceForRoundTrip: 110000, allowedFareClasses: ['basic', 'standard', 'enhanced'] },
      {
        duration: 'Long',
        maxPriceForOneWay: 150000,
        maxPriceForRoundTrip: 280000,
        allowedFareClasses: ['standard', 'enhanced', 'premium'],
      },
    ],
  },
  hotels: { allowedStarRatings: [3, 4], maxPricePerNight: 35000 },
  cars: { maxPricePerDay: 12000 },
};

const contosoTier: PolicyTier = { ...standardTier, id: 'tier-contoso-standard', settings: { isApprovalRequired: false } };

const northwindCard: CompanyCardRecord = {
  productDisplayName: 'Northwind Traders corporate card',
  lastFour: '5154',
  lastFourVirtualCardNumbers: ['8836'],
};

/** The demo accounts README lists, in the order of test-users' TestUserKinds. */
export const demoUsers: DemoUser[] = [
  {
    user: {
      email: 'ava.consumer@example.com',
      firstName: 'Ava',
      lastName: 'Martin',
      phoneNumber: '+1 416 555 0123',
      customerType: 'Consumer',
    },
    accounts: [
      {
        accountReferenceId: 'acct-ava-venturex',
        productDisplayName: 'Venture X',
        product: 'VentureX',
        accountType: 'Personal',
        customerAccountRole: 'Primary',
        lastFour: '4821',
        lastFourVirtualCardNumbers: ['7710'],
        allowRewardsRedemption: true,
        earn: { hotelsMultiplier: 10, flightsMultiplier: 5, carsMultiplier: 10, homesMultiplier: 5 },
        balanceValue: 184250,
        balanceCurrency: 'Miles',
        balanceDescription: 'miles',
        cashEquivalentMinor: 184250,
        sortOrder: 0,
      },
      {
        accountReferenceId: 'acct-ava-quicksilver',
        productDisplayName: 'Quicksilver',
        product: 'Quicksilver',
        accountType: 'Personal',
        customerAccountRole: 'Primary',
        lastFour: '3307',
        lastFourVirtualCardNumbers: [],
        allowRewardsRedemption: true,
        earn: { hotelsMultiplier: 5, flightsMultiplier: 1.5, carsMultiplier: 5, homesMultiplier: 5 },
        balanceValue: 31248,
        balanceCurrency: 'Cash',
        balanceDescription: 'Rewards Cash',
        cashEquivalentMinor: 31248,
        sortOrder: 1,
      },
    ],
    overrides: { favorites: 'available', marketplace: 'available' },
  },
  {
    user: {
      email: 'ben.business@example.com',
      firstName: 'Ben',
      lastName: 'Okafor',
      phoneNumber: '+1 646 555 0188',
      customerType: 'Consumer',
    },
    accounts: [
      {
        accountReferenceId: 'acct-ben-spark',
        productDisplayName: 'Spark Miles for Business',
        product: 'VentureXBusiness',
        accountType: 'Business',
        customerAccountRole: 'Account Manager',
        lastFour: '9034',
        lastFourVirtualCardNumbers: [],
        allowRewardsRedemption: true,
        earn: { hotelsMultiplier: 5, flightsMultiplier: 2, carsMultiplier: 5, homesMultiplier: 2 },
        balanceValue: 72500,
        balanceCurrency: 'Miles',
        balanceDescription: 'miles',
        cashEquivalentMinor: 72500,
        sortOrder: 0,
      },
    ],
  },
  {
    user: {
      email: 'cora.admin@example.com',
      firstName: 'Cora',
      lastName: 'Lindqvist',
      phoneNumber: '+1 312 555 0147',
      customerType: 'Corporate',
      businessId: BUSINESS_ID,
      policyTierId: standardTier.id,
      roles: ['TravelAdmin', 'Traveler'],
      cap1Role: 'Admin',
      canViewUsers: true,
      canViewAdmin: true,
      hasSeenModalMap: { welcome: true },
    },
    accounts: [],
  },
  {
    user: {
      email: 'eli.employee@example.com',
      firstName: 'Eli',
      lastName: 'Navarro',
      customerType: 'Corporate',
      businessId: BUSINESS_ID,
      policyTierId: standardTier.id,
      roles: ['Traveler'],
      cap1Role: 'Employee',
      canViewUsers: false,
      canViewAdmin: false,
      // A ghost user: no traveler profile, so no default traveler.
      defaultTravelerId: null,
    },
    accounts: [],
  },
  {
    user: {
      email: 'dana.contoso@example.com',
      firstName: 'Dana',
      lastName: 'Okafor',
      phoneNumber: '+1 206 555 0188',
      customerType: 'Corporate',
      businessId: CONTOSO_ID,
      policyTierId: contosoTier.id,
      roles: ['Traveler'],
      cap1Role: 'Employee',
      canViewUsers: false,
      canViewAdmin: false,
      hasSeenModalMap: { welcome: true },
    },
    accounts: [],
  },
];

/** Inserts the demo data that is missing; never changes rows that exist (safe on every start). */
/** `now`: when the demo wallet's credits were given (they expire a year and 90 days on). */
export async function seedDemoData(db: Db, password: string, now: Date): Promise<void> {
  await db
    .insert(businesses)
    .values({ id: BUSINESS_ID, name: 'Northwind Traders', isLive: true, accountReferenceId: 'acct-northwind', companyCard: northwindCard })
    .onConflictDoNothing();
  // Demo databases made before the company card existed get it once; a card set since is kept.
  await db
    .update(businesses)
    .set({ companyCard: northwindCard })
    .where(and(eq(businesses.id, BUSINESS_ID), isNull(businesses.companyCard)));
  await db.insert(policyTiers).values({ id: standardTier.id, businessId: BUSINESS_ID, policy: standardTier }).onConflictDoNothing();
  await db
    .insert(businesses)
    .values({ id: CONTOSO_ID, name: 'Contoso Consulting', isLive: true, centralBilling: { referencePrefix: 'CON' } })
    .onConflictDoNothing();
  await db.insert(policyTiers).values({ id: contosoTier.id, businessId: CONTOSO_ID, policy: contosoTier }).onConflictDoNothing();

  for (const demo of demoUsers) {
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, demo.user.email));
    if (existing.length > 0) continue;
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ ...demo.user, passwordHash })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) return; // another process seeded it meanwhile
      if (demo.accounts.length) {
        await tx.insert(rewardsAccounts).values(demo.accounts.map((a) => ({ ...a, userId: row.id })));
        if (demo.user.customerType === 'Consumer') await tx.insert(travelWalletItems).values(starterWallet(row.id, now));
      }
      const profile = demoProfiles[demo.user.email];
      if (profile) await seedDemoProfile(tx, row.id, profile);
      const overrides = Object.entries(demo.overrides ?? {});
      if (overrides.length) {
        await tx
          .insert(experimentOverrides)
          .values(overrides.map(([experimentId, variant]) => ({ userId: row.id, experimentId, variant })));
      }
    });
  }
}
