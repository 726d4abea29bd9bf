// Changing a booked flight through the API, for the exchange and ledger suites: the booked route
// `days` later, its first offered flight (or one `pick` takes), quoted and changed under a new key.
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { ExchangeQuoteSchema, ExchangeShopAnswerSchema, type ExchangeOption } from '../../../src/lib/domain/booking/exchange.schema';
import type { FlightTrip } from '../../../src/lib/client/trips.store';
import { addDays } from '../../../src/lib/domain/shared/dates';
import type { Client } from './context';

/** The trip's first slice, `days` later than it leaves now. */
export const later = (trip: Pick<FlightTrip, 'slices'>, days: number) => ({
  slice: 0,
  origin: trip.slices[0]!.origin,
  destination: trip.slices[0]!.destination,
  departureDate: addDays(trip.slices[0]!.zonedDeparture.slice(0, 10), days),
});

export async function shopExchange(c: Client, trip: Pick<FlightTrip, 'id' | 'slices'>, days = 2) {
  const res = await c.request('POST', `/api/v0/trips/${trip.id}/exchange/shop`, { slices: [later(trip, days)] });
  expect(res.status, await res.clone().text()).toBe(200);
  return ExchangeShopAnswerSchema.parse(await res.json());
}

export const exchangeChoice = (trip: Pick<FlightTrip, 'slices'>, o: ExchangeOption, days = 2) => ({
  ...later(trip, days),
  itineraryId: o.itineraryId,
  fareId: o.fareId,
});

export async function quoteExchange(c: Client, trip: Pick<FlightTrip, 'id' | 'slices'>, o: ExchangeOption, days = 2) {
  const res = await c.request('POST', `/api/v0/trips/${trip.id}/exchange/quote`, { choices: [exchangeChoice(trip, o, days)] });
  expect(res.status, await res.clone().text()).toBe(200);
  return ExchangeQuoteSchema.parse(await res.json());
}

export const bookExchange = (
  c: Client,
  trip: Pick<FlightTrip, 'id' | 'slices'>,
  o: ExchangeOption,
  expected: { dueMinor: number; creditMinor: number },
  key = randomUUID(),
  days = 2,
) =>
  c.request(
    'POST',
    `/api/v0/trips/${trip.id}/exchange/book`,
    { choices: [exchangeChoice(trip, o, days)], expectedDueMinor: expected.dueMinor, expectedCreditMinor: expected.creditMinor },
    { 'Idempotency-Key': key },
  );

/** Shops `days` later, quotes the first flight `pick` takes and changes to it; answers the quote. */
export async function exchanged(
  c: Client,
  trip: Pick<FlightTrip, 'id' | 'slices'>,
  days = 2,
  pick: (o: ExchangeOption) => boolean = () => true,
) {
  const o = (await shopExchange(c, trip, days)).slices[0]!.options.find(pick);
  if (!o) throw new Error('no flight to change to on that day');
  const q = await quoteExchange(c, trip, o, days);
  const res = await bookExchange(c, trip, o, q.lines, randomUUID(), days);
  expect(res.status, await res.clone().text()).toBe(200);
  return q;
}
