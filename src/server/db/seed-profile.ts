// Demo travelers and preferences, so the profile screen of each demo account shows real content.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FlightPreferences, HotelPreferences } from '../../lib/domain/profile/preferences.schema';
import { TravelerInputSchema, type TravelerInput } from '../../lib/domain/profile/travelers.schema';
import { travelers, userPreferences, users, type TravelerDocument } from './schema';
import type { Tx } from './types';

export interface DemoProfile {
  /** The first is the account holder's own profile (a corporate user's default traveler). */
  travelers: TravelerInput[];
  hotel?: HotelPreferences;
  flight?: FlightPreferences;
}

const noFareClass = { basic: false, standard: false, enhanced: false, premium: false, luxury: false };

/** By demo user email; Eli (corporate employee) stays a ghost user without travelers. */
export const demoProfiles: Record<string, DemoProfile> = {
  'ava.consumer@example.com': {
    travelers: [
      {
        givenName: 'Ava',
        surname: 'Martin',
        gender: 'F',
        dateOfBirth: '1988-04-12',
        emailAddress: 'ava.consumer@example.com',
        nationality: 'CA',
        passport: { countryOfIssue: 'CA', number: 'AB123456', expiration: '2031-06-30' },
        frequentFlyer: { AC: '123456789', UA: 'JK482113' },
        hotelLoyalty: { MB: '274019385', HH: '1029384756' },
      },
      {
        givenName: 'Lucas',
        surname: 'Martin',
        gender: 'M',
        dateOfBirth: '1986-09-30',
        nationality: 'CA',
        frequentFlyer: { AC: '987654321' },
        assistance: ['DEAF'],
      },
      { givenName: 'Noah', surname: 'Martin', gender: 'M', dateOfBirth: '2018-09-03', nationality: 'CA' },
    ],
    hotel: { amenities: ['FreeWifi', 'Pool'], starRatings: [4, 5], freeCancellationOnly: true },
    flight: {
      homeAirport: { id: 'airport:YYZ', kind: 'airport', code: 'YYZ', label: 'Toronto (YYZ)', sublabel: 'Lester B Pearson Intl, Canada' },
      fareClasses: { ...noFareClass, standard: true },
      airlines: ['AA', 'UA', 'NoLCC'],
      nonStopOnly: false,
    },
  },
  'ben.business@example.com': {
    travelers: [
      {
        givenName: 'Ben',
        surname: 'Okafor',
        gender: 'M',
        dateOfBirth: '1979-11-23',
        emailAddress: 'ben.business@example.com',
        knownTravelerNumber: 'TT8273645',
        frequentFlyer: { DL: '9283746501', B6: '3847561' },
        hotelLoyalty: { IHG: '837465102' },
      },
      { givenName: 'Grace', surname: 'Okafor', gender: 'F', dateOfBirth: '1982-03-17', frequentFlyer: { DL: '9283746512' } },
    ],
    flight: {
      homeAirport: {
        id: 'airport:JFK',
        kind: 'airport',
        code: 'JFK',
        label: 'New York (JFK)',
        sublabel: 'John F Kennedy Intl, United States',
      },
      fareClasses: noFareClass,
      airlines: ['DL', 'B6'],
      nonStopOnly: true,
    },
  },
  'cora.admin@example.com': {
    travelers: [
      {
        givenName: 'Cora',
        surname: 'Lindqvist',
        gender: 'F',
        dateOfBirth: '1983-02-08',
        emailAddress: 'cora.admin@example.com',
        nationality: 'US',
        passport: { countryOfIssue: 'US', number: '567123498', expiration: '2030-11-15' },
        frequentFlyer: { UA: 'HX774512' },
        hotelLoyalty: { WOH: '558812934' },
      },
      { givenName: 'Jonas', surname: 'Berg', gender: 'M', dateOfBirth: '1991-07-21', emailAddress: 'jonas.berg@example.com' },
    ],
    flight: {
      homeAirport: {
        id: 'airport:ORD',
        kind: 'airport',
        code: 'ORD',
        label: 'Chicago (ORD)',
        sublabel: 'Chicago Ohare Intl, United States',
      },
      fareClasses: { ...noFareClass, enhanced: true },
      airlines: ['AA', 'UA'],
      nonStopOnly: false,
    },
  },
  'dana.contoso@example.com': {
    travelers: [
      {
        givenName: 'Dana',
        surname: 'Okafor',
        gender: 'F',
        dateOfBirth: '1988-09-14',
        emailAddress: 'dana.contoso@example.com',
        nationality: 'US',
      },
    ],
  },
};

/** Runs in the transaction that creates the demo user, so it happens once per user. */
export async function seedDemoProfile(tx: Tx, userId: string, profile: DemoProfile): Promise<void> {
  const rows = profile.travelers.map((t) => {
    const document: TravelerDocument = { ...TravelerInputSchema.parse(t) };
    delete (document as { id?: string }).id;
    return { id: randomUUID(), ownerUserId: userId, document };
  });
  if (rows.length) await tx.insert(travelers).values(rows);
  const [own] = rows;
  const [user] = await tx.select({ customerType: users.customerType }).from(users).where(eq(users.id, userId));
  if (own && user?.customerType === 'Corporate') await tx.update(users).set({ defaultTravelerId: own.id }).where(eq(users.id, userId));
  if (profile.hotel || profile.flight) {
    await tx.insert(userPreferences).values({ userId, hotel: profile.hotel ?? null, flight: profile.flight ?? null });
  }
}
