import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocationAnswerSchema } from '../../src/lib/domain/shared/autocomplete.schema';
import {
  FlightShopResponseSchema,
  NearbyDatesResponseSchema,
  PriceCalendarResponseSchema,
  PricePredictionResponseSchema,
  type FlightSearchInput,
} from '../../src/lib/domain/flights/flights.schema';
import { Client, createTestContext, signedInClient, type TestContext } from './helpers/context';
import { inDays, today } from './helpers/dates';
import { addDays } from '../../src/lib/domain/shared/dates';
import { expectError } from './helpers/http';

// Dates are relative to today where prices are set (America/Toronto), so the suite never ages.
let ctx: TestContext;
let client: Client;
beforeAll(async () => {
  ctx = await createTestContext();
  ({ client } = await signedInClient(ctx, { withMilesAccount: true }));
});
afterAll(() => ctx.close());

const adult = { ADT: 1, CNN: 0, INF: 0, INS: 0 };
const roundTrip = (over: Partial<FlightSearchInput> = {}): FlightSearchInput => ({
  tripType: 'roundTrip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: inDays(60) },
    { origin: 'LAX', destination: 'JFK', departureDate: inDays(67) },
  ],
  passengers: adult,
  ...over,
});

async function search(body: unknown) {
  return client.request('POST', '/api/v0/flights/search', body);
}

describe('POST /api/v0/flights/search', () => {
  it('answers a busy round trip with hundreds of itineraries, tagged once each, priced in cash and in each rewards account', async () => {
    const res = await search({ ...roundTrip(), sort: 'price', page: { limit: 500 } });
    expect(res.status).toBe(200);
    const answer = FlightShopResponseSchema.parse(await res.json());
    expect(answer.itineraries.length).toBeGreaterThan(150);
    expect(answer.total).toBe(answer.itineraries.length);
    expect(answer.found).toBe(answer.total);
    for (const tag of ['Best Overall', 'Best Price', 'Best Quality', 'Fastest'] as const) {
      expect(answer.itineraries.filter((i) => i.tags.includes(tag))).toHaveLength(1);
    }
    const cheapest = answer.itineraries[0]!;
    expect(cheapest.tags).toContain('Best Price');
    const fare = cheapest.fares[0]!;
    expect(fare.amount.fiat.value).toBe(fare.baseFare + fare.taxes);
    // The user's miles account is worth 1 cent a mile (1,000 miles = $10): the price in miles is the
    // price in cents, rounded up (SPEC §9).
    expect(fare.amount.rewards).toEqual([
      expect.objectContaining({ currency: 'Miles', value: Math.ceil(fare.amount.fiat.value), currencyDescription: 'miles' }),
    ]);
    expect(answer.airlines.map((a) => a.code)).toEqual(expect.arrayContaining(['AA', 'DL', 'B6']));
    expect(answer.airports.find((a) => a.code === 'LAX')?.timeZone).toBe('America/Los_Angeles');
  });

  it('answers 10 itineraries a page, best first, with facet counts, and filters, sorts and pages on request', async () => {
    const first = FlightShopResponseSchema.parse(await (await search(roundTrip())).json());
    expect(first.itineraries).toHaveLength(10);
    expect([first.offset, first.limit]).toEqual([0, 10]);
    expect(first.itineraries[0]!.tags).toContain('Best Overall');
    expect(first.facets.stops.ANY_NUMBER).toBe(first.total);
    expect(first.facets.stops.NONE).toBeGreaterThan(0);

    // How many flights match depends on the day's schedule; the rules hold on every day.
    const nonstopPage = async (offset: number) =>
      FlightShopResponseSchema.parse(
        await (
          await search({
            ...roundTrip(),
            sort: 'price',
            filters: { stops: 'NONE', noLowCostCarriers: true },
            page: { offset, limit: 60 },
          })
        ).json(),
      );
    const nonstop = await nonstopPage(0);
    expect(nonstop.total).toBeGreaterThan(0);
    expect(nonstop.total).toBeLessThan(first.total);
    const rest = await Promise.all(Array.from({ length: Math.ceil(nonstop.total / 60) - 1 }, (_, i) => nonstopPage(60 * (i + 1))));
    const pages = [nonstop, ...rest];
    expect(pages.map((p) => p.total)).toEqual(pages.map(() => nonstop.total));
    expect(pages.map((p) => p.itineraries.length)).toEqual(pages.map((_, i) => Math.min(60, nonstop.total - 60 * i)));
    const all = pages.flatMap((p) => p.itineraries);
    expect(new Set(all.map((i) => i.id)).size).toBe(nonstop.total);
    const lowCost = new Set(nonstop.airlines.filter((a) => a.isLowCost).map((a) => a.code));
    for (const it of all) {
      expect(it.slices.every((s) => s.stops === 0)).toBe(true);
      expect(it.airlines.some((a) => lowCost.has(a))).toBe(false);
    }
    const prices = all.map((i) => i.fares[0]!.amount.fiat.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const second = FlightShopResponseSchema.parse(await (await search({ ...roundTrip(), page: { offset: 10, limit: 10 } })).json());
    expect(second.itineraries.map((i) => i.id)).not.toContain(first.itineraries[0]!.id);
  });

  it('gives the same answer to the same query on the same day', async () => {
    const a = await (await search(roundTrip())).json();
    const b = await (await search(roundTrip())).json();
    expect(b).toEqual(a);
  });

  it('answers one-way and multi-city trips', async () => {
    const oneWay = await search({
      tripType: 'oneWay',
      slices: [{ origin: 'yul', destination: 'cdg', departureDate: inDays(100) }],
      passengers: adult,
    });
    expect(oneWay.status).toBe(200);
    const one = FlightShopResponseSchema.parse(await oneWay.json());
    expect(one.itineraries.length).toBeGreaterThan(0);
    expect(one.itineraries.every((i) => i.slices.length === 1 && i.slices[0]!.origin === 'YUL' && i.slices[0]!.destination === 'CDG')).toBe(
      true,
    );

    const multi = await search({
      tripType: 'multiCity',
      slices: [
        { origin: 'JFK', destination: 'CDG', departureDate: inDays(150) },
        { origin: 'CDG', destination: 'FRA', departureDate: inDays(154) },
        { origin: 'FRA', destination: 'JFK', departureDate: inDays(158) },
      ],
      passengers: { ADT: 2, CNN: 1, INF: 1, INS: 0 },
    });
    expect(multi.status).toBe(200);
    const m = FlightShopResponseSchema.parse(await multi.json());
    expect(m.itineraries.length).toBeGreaterThan(0);
    expect(m.itineraries.every((i) => i.slices.length === 3)).toBe(true);
  });

  it.each([
    [{ passengers: { ADT: 0, CNN: 2, INF: 0, INS: 0 } }, 'NoAdultPassenger', 'passengers'],
    [{ passengers: { ADT: 5, CNN: 5, INF: 0, INS: 0 } }, 'TooManyPassengers', 'passengers'],
    [{ passengers: { ADT: 1, CNN: 0, INF: 2, INS: 0 } }, 'TooManyLapInfants', 'passengers'],
  ])('refuses passengers %j with %s', async (over, code, field) => {
    const error = await expectError(await search(roundTrip(over as Partial<FlightSearchInput>)), 422, code);
    expect((error.details as { fields: { path: string }[] }).fields[0]?.path).toBe(field);
  });

  it.each([
    [
      'an unknown airport',
      [{ origin: 'JFK', destination: 'QQQ', departureDate: inDays(60) }],
      'oneWay',
      'UnknownLocation',
      'slices.0.destination',
    ],
    [
      'a date in the past',
      [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(-1) }],
      'oneWay',
      'InvalidDates',
      'slices.0.departureDate',
    ],
    [
      'a date over 331 days out',
      [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(332) }],
      'oneWay',
      'InvalidDates',
      'slices.0.departureDate',
    ],
    [
      'a return before the departure',
      [
        { origin: 'JFK', destination: 'LAX', departureDate: inDays(60) },
        { origin: 'LAX', destination: 'JFK', departureDate: inDays(59) },
      ],
      'roundTrip',
      'InvalidDates',
      'slices.1.departureDate',
    ],
    [
      'the same origin and destination',
      [{ origin: 'JFK', destination: 'JFK', departureDate: inDays(60) }],
      'oneWay',
      'ValidationFailed',
      'slices.0.destination',
    ],
    [
      'a round trip with one flight',
      [{ origin: 'JFK', destination: 'LAX', departureDate: inDays(60) }],
      'roundTrip',
      'ValidationFailed',
      'slices',
    ],
  ])('refuses %s with a readable message by the field', async (_, slices, tripType, code, field) => {
    const error = await expectError(await search({ tripType, slices, passengers: adult }), 422, code);
    expect((error.details as { fields: { path: string }[] }).fields[0]?.path).toBe(field);
    expect(error.message).not.toMatch(/undefined|\[object/);
  });

  it('refuses a malformed body with ValidationFailed naming the field', async () => {
    const error = await expectError(
      await search({ tripType: 'roundTrip', slices: [{ origin: 'J1', destination: 'LAX', departureDate: 'soon' }], passengers: adult }),
      400,
      'ValidationFailed',
    );
    expect((error.details as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual(
      expect.arrayContaining(['slices.0.origin', 'slices.0.departureDate']),
    );
    await expectError(
      await search({ ...roundTrip(), slices: Array.from({ length: 6 }, () => roundTrip().slices[0]) }),
      400,
      'ValidationFailed',
    );
  });

  it('needs a signed-in user', async () => {
    const anonymous = await new Client(ctx.app).init();
    await expectError(await anonymous.request('POST', '/api/v0/flights/search', roundTrip()), 401);
  });
});

describe('POST /api/v0/autocomplete/location', () => {
  const top = async (l: string) => {
    const res = await client.request('POST', '/api/v0/autocomplete/location', { l });
    expect(res.status).toBe(200);
    return LocationAnswerSchema.parse(await res.json()).categories;
  };

  it('puts Paris first for "par" and Montréal-Trudeau first for "YUL"', async () => {
    const par = await top('par');
    expect(par[0]?.label).toBe('Cities');
    expect(par[0]?.results[0]).toEqual(expect.objectContaining({ label: 'Paris', code: 'CDG' }));
    const yul = await top('YUL');
    expect(yul[0]?.label).toBe('Airports');
    expect(yul[0]?.results[0]).toEqual(expect.objectContaining({ code: 'YUL', label: 'Montreal (YUL)' }));
    expect(yul[0]?.results[0]?.sublabel).toMatch(/Trudeau/);
  });

  it('ignores accents and case, and answers an empty match for nothing found or too little typed', async () => {
    expect((await top('MONTRÉ'))[0]?.results[0]?.code).toBe('YUL');
    expect(await top('xqzw')).toEqual([{ label: 'EmptyMatch', results: [] }]);
    expect(await top('p')).toEqual([{ label: 'EmptyMatch', results: [] }]);
  });
});

describe('POST /api/v0/flights/calendar and /prediction', () => {
  it('prices every day of a month, banded low, medium and high', async () => {
    const res = await client.request('POST', '/api/v0/flights/calendar', { origin: 'JFK', destination: 'LAX', from: inDays(30), days: 31 });
    expect(res.status).toBe(200);
    const { days } = PriceCalendarResponseSchema.parse(await res.json());
    expect(days).toHaveLength(31);
    expect(days[0]?.date).toBe(inDays(30));
    expect(days.every((d) => d.lowest !== null && d.lowest > 0)).toBe(true);
    expect(new Set(days.map((d) => d.level))).toEqual(new Set(['low', 'medium', 'high']));
  });

  it('stops the calendar at the last bookable day and refuses a past start', async () => {
    const res = await client.request('POST', '/api/v0/flights/calendar', {
      origin: 'JFK',
      destination: 'LAX',
      from: inDays(320),
      days: 31,
    });
    expect(PriceCalendarResponseSchema.parse(await res.json()).days.at(-1)?.date).toBe(inDays(331));
    await expectError(
      await client.request('POST', '/api/v0/flights/calendar', { origin: 'JFK', destination: 'LAX', from: inDays(-3) }),
      422,
      'InvalidDates',
    );
    await expectError(
      await client.request('POST', '/api/v0/flights/calendar', { origin: 'JFK', destination: 'ZZZ', from: inDays(3) }),
      422,
      'UnknownLocation',
    );
  });

  it('predicts from 30 days of history: a rating, buy or wait, and a forecast to the day before departure', async () => {
    const res = await client.request('POST', '/api/v0/flights/prediction', {
      origin: 'YUL',
      destination: 'CDG',
      departureDate: inDays(45),
      returnDate: inDays(52),
    });
    expect(res.status).toBe(200);
    const p = PricePredictionResponseSchema.parse(await res.json());
    expect(p.history).toHaveLength(30);
    expect(p.history.at(-1)).toEqual({ day: today, price: p.current });
    expect(p.forecast.at(-1)?.day).toBe(inDays(44));
    expect(['fair', 'good', 'great', 'wait']).toContain(p.rating);
    expect(p.recommendation).toBe(p.rating === 'wait' ? 'wait' : 'buy');
  });

  it('refuses a return before the departure', async () => {
    await expectError(
      await client.request('POST', '/api/v0/flights/prediction', {
        origin: 'YUL',
        destination: 'CDG',
        departureDate: inDays(45),
        returnDate: inDays(40),
      }),
      422,
      'InvalidDates',
    );
  });
});

describe('fare class and forecast agree with the list (issue 23, defect 3)', () => {
  const all = async (body: FlightSearchInput) => {
    const res = await search({ ...body, sort: 'price', page: { limit: 500 } });
    expect(res.status).toBe(200);
    return FlightShopResponseSchema.parse(await res.json());
  };
  const shown = (it: { fares: { fareShelf: { rating: number }; amount: { fiat: { value: number } } }[] }) => it.fares[0]!;

  it('shows each result at its fare of the chosen class: Standard and Basic answers differ', async () => {
    const basic = await all(roundTrip({ fareClass: 'basic' }));
    const standard = await all(roundTrip({ fareClass: 'standard' }));
    expect(basic.itineraries.every((it) => shown(it).fareShelf.rating === 0)).toBe(true);
    expect(standard.itineraries.every((it) => shown(it).fareShelf.rating === 1)).toBe(true);
    // The same trip costs more in Standard, and the "from" price and price facets follow.
    const trip = standard.itineraries[0]!;
    const sameInBasic = basic.itineraries.find((it) => it.id === trip.id)!;
    expect(shown(trip).amount.fiat.value).toBeGreaterThan(shown(sameInBasic).amount.fiat.value);
    expect(standard.facets.price!.min).toBe(shown(trip).amount.fiat.value);
    expect(standard.facets.price!.min).toBeGreaterThan(basic.facets.price!.min);
    // Sorted by the shown price; every shelf is still there to choose from.
    const prices = standard.itineraries.map((it) => shown(it).amount.fiat.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(trip.fares.map((f) => f.fareShelf.rating).sort()).toEqual(sameInBasic.fares.map((f) => f.fareShelf.rating).sort());
  });

  it('shows the nearest class above when a trip does not sell the chosen one, and leaves out trips without either', async () => {
    const luxury = await all(roundTrip({ fareClass: 'luxury' }));
    const any = await all(roundTrip());
    expect(luxury.itineraries.length).toBeLessThan(any.itineraries.length);
    expect(luxury.itineraries.every((it) => shown(it).fareShelf.rating === 4)).toBe(true);
  });

  const multiCity: FlightSearchInput = {
    tripType: 'multiCity',
    slices: [
      { origin: 'JFK', destination: 'LHR', departureDate: inDays(40) },
      { origin: 'LHR', destination: 'CDG', departureDate: inDays(44) },
      { origin: 'CDG', destination: 'JFK', departureDate: inDays(50) },
    ],
    passengers: { ADT: 2, CNN: 1, INF: 0, INS: 0 },
  };

  it.each([
    ['a round trip', roundTrip()],
    ['a round trip in Standard', roundTrip({ fareClass: 'standard' })],
    ['a multi-city trip for three', multiCity],
  ])("forecasts %s from the list's prices: today's lowest is the cheapest result", async (_, body) => {
    const answer = await all(body);
    const res = await client.request('POST', '/api/v0/flights/prediction', {
      tripType: body.tripType,
      slices: body.slices,
      passengers: body.passengers,
      ...(body.fareClass ? { fareClass: body.fareClass } : {}),
    });
    expect(res.status).toBe(200);
    const p = PricePredictionResponseSchema.parse(await res.json());
    expect(p.current).toBe(Math.min(...answer.itineraries.map((it) => shown(it).amount.fiat.value)));
    expect(p.history).toHaveLength(30);
    expect(p.history.at(-1)).toEqual({ day: today, price: p.current });
  });

  const searchOf = (body: FlightSearchInput) => ({
    tripType: body.tripType,
    slices: body.slices,
    passengers: body.passengers,
    ...(body.fareClass ? { fareClass: body.fareClass } : {}),
  });
  const moved = (body: FlightSearchInput, days: number): FlightSearchInput => ({
    ...body,
    slices: body.slices.map((s) => ({ ...s, departureDate: addDays(s.departureDate, days) })),
  });

  it.each([
    ['a round trip', roundTrip()],
    ['a round trip in Standard', roundTrip({ fareClass: 'standard' })],
    ['a multi-city trip for three', multiCity],
  ])("prices %s on nearby days as each day's list shows it, the chosen day equal to the forecast's today", async (_, body) => {
    const first = body.slices[0]!.departureDate;
    const departureDates = [-1, 0, 2].map((d) => addDays(first, d));
    const res = await client.request('POST', '/api/v0/flights/nearbyDates', { ...searchOf(body), departureDates });
    expect(res.status).toBe(200);
    const { days } = NearbyDatesResponseSchema.parse(await res.json());
    expect(days.map((d) => d.date)).toEqual(departureDates);
    for (const [i, offset] of [-1, 0, 2].entries()) {
      const list = await all(moved(body, offset));
      expect(days[i]!.lowest, departureDates[i]).toBe(Math.min(...list.itineraries.map((it) => shown(it).amount.fiat.value)));
    }
    const p = PricePredictionResponseSchema.parse(
      await (await client.request('POST', '/api/v0/flights/prediction', searchOf(body))).json(),
    );
    expect(days[1]!.lowest).toBe(p.current);
  });

  it('has no price for a day whose trip cannot be sold, and refuses a bad search', async () => {
    const body = roundTrip();
    const res = await client.request('POST', '/api/v0/flights/nearbyDates', {
      ...searchOf(body),
      departureDates: [addDays(today, -2), body.slices[0]!.departureDate],
    });
    const { days } = NearbyDatesResponseSchema.parse(await res.json());
    expect(days[0]).toEqual({ date: addDays(today, -2), lowest: null, level: null });
    expect(days[1]!.lowest).toBeGreaterThan(0);
    await expectError(
      await client.request('POST', '/api/v0/flights/nearbyDates', { ...searchOf(body), departureDates: [] }),
      400,
      'ValidationFailed',
    );
    await expectError(
      await client.request('POST', '/api/v0/flights/nearbyDates', {
        ...searchOf(body),
        slices: [{ ...body.slices[0]!, destination: 'ZZZ' }, body.slices[1]!],
        departureDates: [today],
      }),
      422,
      'UnknownLocation',
    );
  });
});
