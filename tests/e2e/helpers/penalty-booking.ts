import type { APIRequestContext } from '@playwright/test';
import { rewardsAccounts, saveAda } from './bookings';
import { apiCall, expect, torontoDay } from './fixtures';

// A confirmed JFK–LAX booking chosen by its fare's cancel rule, with the protections asked for:
// what the cancel and after-booking suites start from.

export type Penalty = 'NoPenalty' | 'NotPossible';
interface FareRow {
  fareId: string;
  amount: { fiat: { value: number } };
  penalties: { kind: string; cancel?: { kind: string } };
}

export const wallet = async (request: APIRequestContext, token: string) =>
  (await (await apiCall(request, 'GET', '/api/v0/user/wallet', undefined, token)).json()) as {
    credits: { id: string; amountMinor: number; state: string }[];
  };

/**
 * Books through the API (as the checkout does) a nonstop JFK–LAX fare whose cancel rule is
 * `penalty`, `days` out or on the first later day that has one, paid by a travel credit and rewards.
 */
export async function bookByPenalty(
  request: APIRequestContext,
  token: string,
  penalty: Penalty,
  days: number,
  protections: ('Cfar' | 'DisruptionAssistance')[] = [],
) {
  const traveler = { id: await saveAda(request, token) };
  for (let day = days; day < days + 14; day++) {
    const search = {
      tripType: 'oneWay' as const,
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: torontoDay(day) }],
      passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
    };
    const found = (await (await apiCall(request, 'POST', '/api/v0/flights/search', search, token)).json()) as {
      itineraries: { id: string; slices: { stops: number }[]; fares: FareRow[] }[];
    };
    for (const itinerary of found.itineraries.filter((i) => i.slices.every((s) => s.stops === 0))) {
      const fare = itinerary.fares.find((f) => f.penalties.cancel?.kind === penalty);
      if (!fare) continue;
      const selection = { ...search, itineraryId: itinerary.id, fareId: fare.fareId };
      const quoted = (await (await apiCall(request, 'POST', '/api/v0/flights/book/quote', { selection }, token)).json()) as {
        quote: { protections: { product: string; priceMinor?: number }[] };
      };
      const extra = protections.reduce((n, p) => n + (quoted.quote.protections.find((o) => o.product === p)?.priceMinor ?? 0), 0);
      const total = fare.amount.fiat.value + extra;
      // The demo user's travel credit pays part of the first booking; later ones are paid with rewards alone.
      const credit = (await wallet(request, token)).credits.find(
        (c) => c.state === 'Available' && c.amountMinor > 0 && c.amountMinor < total,
      );
      const account = (await rewardsAccounts(request, token))[0]!;
      const res = await apiCall(
        request,
        'POST',
        '/api/v0/flights/book',
        {
          selection,
          expectedTotal: total,
          travelers: [{ travelerId: traveler.id, passengerType: 'ADT' }],
          contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
          protections,
          payment: {
            ...(credit && { travelWallet: { creditIds: [credit.id] } }),
            rewards: { accountReferenceId: account.accountReferenceId, amount: total - (credit?.amountMinor ?? 0) },
          },
        },
        token,
        { 'Idempotency-Key': crypto.randomUUID() },
      );
      expect(res.status(), await res.text()).toBe(201);
      const { bookingId } = (await res.json()) as { bookingId: string };
      // The simulated airline answers within seconds; Trips shows what it said.
      await expect
        .poll(
          async () =>
            ((await (await apiCall(request, 'GET', `/api/v0/trips/${bookingId}`, undefined, token)).json()) as { reservation: string })
              .reservation,
        )
        .toBe('Confirmed');
      return { total, extra, credit, account, bookingId };
    }
  }
  throw new Error(`no nonstop ${penalty} fare within two weeks of day ${days}`);
}
