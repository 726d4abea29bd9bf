import type { APIRequestContext } from '@playwright/test';
import { apiCall, expect, torontoDay } from './fixtures';

/** Saves Ada Lovelace, an adult, among the user's travelers through the profile API; answers her id. */
export async function saveAda(request: APIRequestContext, token: string): Promise<string> {
  const saved = await apiCall(
    request,
    'PUT',
    '/api/v0/flight/passengers/update',
    { givenName: 'Ada', surname: 'Lovelace', gender: 'F', dateOfBirth: '1985-12-10' },
    token,
  );
  expect(saved.status(), await saved.text()).toBe(200);
  return ((await saved.json()) as { id: string }).id;
}

export interface AccountRow {
  accountReferenceId: string;
  rewardsBalance: { value: number };
  rewardsCashEquivalent: { value: number };
}

/** The user's rewards accounts, the one worth the most first. */
export async function rewardsAccounts(request: APIRequestContext, token: string): Promise<AccountRow[]> {
  const accounts = (await (await apiCall(request, 'PUT', '/api/v0/rewards/accounts', {}, token)).json()) as AccountRow[];
  return accounts.sort((a, b) => b.rewardsCashEquivalent.value - a.rewardsCashEquivalent.value);
}

export interface Booked {
  id: string;
  totalMinor: number;
  /** The first flight as the shop names it: "JetBlue Airways · B6 123". */
  firstFlight: string;
}

/**
 * Which fare to book: the first result's cheapest; the first nonstop whose fare rules allow a free
 * change, or none; or the cheapest of the first one-stop self-transfer (two tickets).
 */
export type FarePick = 'cheapest' | 'changeable' | 'basic' | 'selfTransfer';
type PickedFare = { fareId: string; amount: { fiat: { value: number } }; penalties: { kind: string; change?: { kind: string } } };
const changeRule = (f: PickedFare) => (f.penalties.kind === 'Known' ? f.penalties.change?.kind : f.penalties.kind);

/**
 * A one-way JFK–LAX flight `days` out for one saved adult (Ada Lovelace), paid entirely with the
 * user's largest rewards account (the test user has no saved card), no protections.
 */
export async function bookJfkLax(request: APIRequestContext, token: string, days = 40, pick: FarePick = 'cheapest'): Promise<Booked> {
  type Segment = { marketingAirline: { code: string; flightNumber: string }; isSelfTransferLayover: boolean };
  type Answer = {
    itineraries: { id: string; slices: { segments: Segment[] }[]; fares: PickedFare[] }[];
    airlines: { code: string; name: string }[];
  };
  const wanted = (f: PickedFare) =>
    pick === 'cheapest' || pick === 'selfTransfer' || changeRule(f) === (pick === 'changeable' ? 'NoPenalty' : 'NotPossible');
  const fits = (it: Answer['itineraries'][number]) =>
    pick === 'cheapest' ||
    (pick === 'selfTransfer'
      ? it.slices[0]!.segments.length === 2 && it.slices[0]!.segments[0]!.isSelfTransferLayover
      : it.slices[0]!.segments.length === 1 && it.fares.some(wanted));
  // The day asked, or the next one with such a flight (a self-transfer is not flown every day).
  let search;
  let answer: Answer | undefined;
  let itinerary: Answer['itineraries'][number] | undefined;
  for (let d = days; !itinerary && d < days + 7; d++) {
    search = {
      tripType: 'oneWay' as const,
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: torontoDay(d) }],
      passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
    };
    const found = await apiCall(request, 'POST', '/api/v0/flights/search', search, token);
    expect(found.status(), await found.text()).toBe(200);
    answer = (await found.json()) as Answer;
    itinerary = answer.itineraries.find(fits);
  }
  if (!itinerary || !answer || !search) throw new Error(`no ${pick} JFK–LAX flight within a week of day ${days}`);
  const first = itinerary.slices[0]!.segments[0]!.marketingAirline;
  const airline = answer.airlines.find((a) => a.code === first.code)!.name;
  const fare = itinerary.fares.find(wanted)!;

  const traveler = { id: await saveAda(request, token) };
  const account = (await rewardsAccounts(request, token))[0]!;
  const total = fare.amount.fiat.value;
  expect(account.rewardsCashEquivalent.value).toBeGreaterThanOrEqual(total);

  const booked = await apiCall(
    request,
    'POST',
    '/api/v0/flights/book',
    {
      selection: { ...search, itineraryId: itinerary.id, fareId: fare.fareId },
      expectedTotal: total,
      travelers: [{ travelerId: traveler.id, passengerType: 'ADT' }],
      contact: { email: 'ada@example.com', phone: '+1 212 555 0100' },
      protections: [],
      payment: { rewards: { accountReferenceId: account.accountReferenceId, amount: total } },
    },
    token,
    { 'Idempotency-Key': crypto.randomUUID() },
  );
  expect(booked.status(), await booked.text()).toBe(201);
  return {
    id: ((await booked.json()) as { bookingId: string }).bookingId,
    totalMinor: total,
    firstFlight: `${airline} · ${first.code} ${first.flightNumber}`,
  };
}

/** bookJfkLax, then waits until the simulated airline has confirmed it (within seconds), as Trips shows it. */
export async function confirmedJfkLax(request: APIRequestContext, token: string, days = 40, pick: FarePick = 'cheapest'): Promise<Booked> {
  const booked = await bookJfkLax(request, token, days, pick);
  await expect
    .poll(
      async () =>
        ((await (await apiCall(request, 'GET', `/api/v0/trips/${booked.id}`, undefined, token)).json()) as { reservation: string })
          .reservation,
    )
    .toBe('Confirmed');
  return booked;
}
