import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { paymentMethods, rewardsAccounts } from '../../../src/server/db/schema';
import type { FlightBookRequest } from '../../../src/lib/domain/booking/booking.schema';
import { cashAnswer } from '../../../src/server/services/flights';
import { homeToday } from '../../../src/lib/domain/shared/dates';

/**
 * Gives a user's miles account `miles` (1 cent a mile) and one saved card linked to it: what a
 * booking pays with. The card is a vault token; no card number exists anywhere.
 */
export async function fundBuyer(db: Database['db'], userId: string, miles: number, lastFour = '4242') {
  const [account] = await db
    .update(rewardsAccounts)
    .set({ balanceValue: miles, cashEquivalentMinor: miles })
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

/**
 * The first nonstop itinerary of a search answer. The best itinerary of a route changes with the
 * day, and on some days JFK–LAX's best connects abroad (its travelers then need passports): a
 * test that books "a fare" takes a nonstop, which flies the same route on every day.
 */
export function firstNonstop<I extends { slices: readonly { stops: number }[] }>(answer: { itineraries: readonly I[] }): I {
  const found = answer.itineraries.find((i) => i.slices.every((s) => s.stops === 0));
  if (!found) throw new Error('no nonstop itinerary in this answer');
  return found;
}

/**
 * A nonstop JFK–LAX one-way fare on `departureDate`, as the shop page showed it on the day of `now`: the
 * selection and the total a booking of it expects, with one adult and no protections.
 */
export function oneWayFare(now: Date, departureDate: string): Pick<FlightBookRequest, 'selection' | 'expectedTotal' | 'protections'> {
  const search = {
    tripType: 'oneWay' as const,
    slices: [{ origin: 'JFK', destination: 'LAX', departureDate }],
    passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
  };
  const itinerary = firstNonstop(cashAnswer(search, homeToday(now.getTime())));
  const fare = itinerary.fares[0]!;
  return {
    selection: { ...search, itineraryId: itinerary.id, fareId: fare.fareId },
    expectedTotal: fare.amount.fiat.value,
    protections: [],
  };
}

type FlightFare = ReturnType<typeof cashAnswer>['itineraries'][number]['fares'][number];

/**
 * A nonstop JFK–LAX one-way fare on `departureDate` whose fare rules `pick` takes (a refundable
 * one, a basic one…), searching later days until one has it: the rule is what the test needs,
 * not the day.
 */
export function fareWhere(
  now: Date,
  departureDate: string,
  pick: (fare: FlightFare) => boolean,
  /** Which itineraries to look in: nonstops unless asked. */
  where: (itinerary: ReturnType<typeof cashAnswer>['itineraries'][number]) => boolean = (it) => it.slices.every((s) => s.stops === 0),
): Pick<FlightBookRequest, 'selection' | 'expectedTotal' | 'protections'> & { fare: FlightFare } {
  for (let i = 0; i < 30; i++) {
    const date = new Date(`${departureDate}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + i);
    const search = {
      tripType: 'oneWay' as const,
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: date.toISOString().slice(0, 10) }],
      passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
    };
    for (const itinerary of cashAnswer(search, homeToday(now.getTime())).itineraries.filter(where)) {
      const fare = itinerary.fares.find(pick);
      if (fare) {
        return {
          selection: { ...search, itineraryId: itinerary.id, fareId: fare.fareId },
          expectedTotal: fare.amount.fiat.value,
          protections: [],
          fare,
        };
      }
    }
  }
  throw new Error('no itinerary and fare with those rules in 30 days');
}
