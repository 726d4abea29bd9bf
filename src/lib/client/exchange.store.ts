// Changing a booked flight, over three pages (SPEC §2 exchange, exchange/flight/shop,
// exchange/flight/confirm). The states are the spec's exchange flow screens where one fits:
// LoadingOrProcessing, ItineraryNotFound, LoadFailed, IneligibleForExchange, ContactAirline,
// ContactSupport, TooManyAttemptsSupport, TicketedVoidable, SliceSelection, ChangeDateTime,
// ChangeAirports, GoToExchange (leaving for the shop), ChangeFailed, ChangeRequested; and the shop
// and quote of the two later pages.
import { atom } from 'nanostores';
import type { FlightTrip } from './trips.store';
import type { ExchangeAnswer, ExchangeQuote, ExchangeShopAnswer } from '../domain/booking/exchange.schema';
import type { PaymentMethod } from '../domain/profile/payment-methods.schema';
import { ApiError, leaveTo, newIdempotencyKey, request } from './api';
import { EXCHANGE_PATHS, exchangeQuery, type SliceChange, type SlicePick } from './exchange-url';

type Exchangeable = Extract<ExchangeAnswer, { kind: 'Exchangeable' }>;
type Refusal = Extract<ExchangeAnswer, { kind: 'NotExchangeable' }>;

/** A slice in the traveler's draft: whether it changes, and to what. */
export interface DraftSlice extends SliceChange {
  chosen: boolean;
}

type Drafting = { trip: FlightTrip; answer: Exchangeable; draft: DraftSlice[]; errors: Record<string, string> };

export type ExchangeFlow =
  | { screen: 'LoadingOrProcessing' }
  | { screen: 'ItineraryNotFound' }
  | { screen: 'LoadFailed'; retry: 'start' | 'shop' | 'quote' }
  | {
      screen: 'IneligibleForExchange' | 'ContactAirline' | 'ContactSupport' | 'TooManyAttemptsSupport';
      trip: FlightTrip | null;
      reason: Refusal['reason'];
      /** A cancel still refunds everything (the void window). */
      voidable?: boolean;
    }
  | ({ screen: 'TicketedVoidable' | 'SliceSelection' | 'ChangeDateTime' | 'ChangeAirports' } & Drafting)
  | { screen: 'GoToExchange' }
  /** The shop page: the flights per changed slice and the one chosen for each (its index). */
  | { screen: 'Shop'; trip: FlightTrip; changes: SliceChange[]; shop: ExchangeShopAnswer; picks: Record<number, number>; error?: string }
  /** The shop's request was refused (a day out of range, an unknown airport): say it, and go back to change it. */
  | { screen: 'ShopRefused'; trip: FlightTrip; field: 'date' | 'airport' | 'other' }
  /**
   * The confirm page: the quote and how it is paid; `booking` while the change is made, `failure`
   * what to say when it was not.
   */
  | {
      screen: 'Quote';
      trip: FlightTrip;
      changes: SliceChange[];
      picks: SlicePick[];
      quote: ExchangeQuote;
      cards: PaymentMethod[];
      cardId: string | null;
      booking?: boolean;
      failure?: 'QuoteChanged' | 'NoCard' | 'CardNotFound' | 'Network';
    }
  | { screen: 'ChangeFailed'; trip: FlightTrip; changes: SliceChange[] }
  | { screen: 'ChangeRequested'; trip: FlightTrip };

export const $exchange = atom<ExchangeFlow>({ screen: 'LoadingOrProcessing' });

let run = 0;
let key: string | null = null;
const tripPath = (id: string) => `/trips/${encodeURIComponent(id)}`;

/** A failed load: the booking is not the user's (or gone), or the call failed and can be tried again. */
function loadFailed(err: unknown, retry: 'start' | 'shop' | 'quote'): ExchangeFlow {
  return err instanceof ApiError && err.status === 404 ? { screen: 'ItineraryNotFound' } : { screen: 'LoadFailed', retry };
}

const refusalOf = (err: unknown): Refusal | null => {
  if (!(err instanceof ApiError) || err.code !== 'IneligibleForExchange') return null;
  const d = err.details as Partial<Refusal> | undefined;
  return {
    kind: 'NotExchangeable',
    screen: d?.screen ?? 'IneligibleForExchange',
    tags: d?.tags ?? [],
    reason: d?.reason ?? 'NonExchangeable',
  };
};

function refused(r: Refusal, trip: FlightTrip | null): ExchangeFlow {
  const screen =
    (['ContactAirline', 'ContactSupport', 'TooManyAttemptsSupport'] as const).find((s) => s === r.screen) ?? 'IneligibleForExchange';
  return { screen, trip, reason: r.reason, voidable: r.voidable === true };
}

/** Which of the shop's inputs the server refused: the page words it in the traveler's language. */
function refusedField(err: ApiError): 'date' | 'airport' | 'other' {
  const path = Object.keys(err.fieldErrors())[0] ?? '';
  return path.endsWith('departureDate') ? 'date' : /origin|destination/.test(path) ? 'airport' : 'other';
}

async function flightTrip(id: string): Promise<FlightTrip> {
  const trip = await request<FlightTrip>('GET', tripPath(id));
  if (trip.kind !== 'Flight') throw new ApiError(404, 'BookingNotFound', 'Not a flight');
  return trip;
}

/** /exchange/: the trip and what it allows; the changes already in the address are the draft. */
export async function loadExchange(id: string, changes: readonly SliceChange[] = []): Promise<void> {
  const mine = ++run;
  $exchange.set({ screen: 'LoadingOrProcessing' });
  try {
    const [trip, answer] = await Promise.all([flightTrip(id), request<ExchangeAnswer>('GET', `${tripPath(id)}/exchange`)]);
    if (mine !== run) return;
    if (answer.kind === 'NotExchangeable') {
      $exchange.set(refused(answer, trip));
      return;
    }
    const draft = trip.slices.map((s, i) => {
      const asked = changes.find((c) => c.slice === i);
      return {
        slice: i,
        chosen: Boolean(asked) && answer.slices[i] === 'Change',
        origin: asked?.origin ?? s.origin,
        destination: asked?.destination ?? s.destination,
        departureDate: asked?.departureDate ?? s.zonedDeparture.slice(0, 10),
      };
    });
    $exchange.set({ screen: answer.screen, trip, answer, draft, errors: {} });
  } catch (err) {
    if (mine === run) $exchange.set(loadFailed(err, 'start'));
  }
}

type DraftScreen = Extract<ExchangeFlow, Drafting>['screen'];

/** Moves between the draft's screens (Back included); a screen shown again starts without errors. */
export function showDraftScreen(screen: DraftScreen): void {
  const flow = $exchange.get();
  if (!('draft' in flow)) return;
  $exchange.set({ ...flow, screen, errors: {} } as ExchangeFlow);
}

export function updateDraft(slice: number, patch: Partial<Omit<DraftSlice, 'slice'>>): void {
  const flow = $exchange.get();
  if (!('draft' in flow)) return;
  const draft = flow.draft.map((d) => (d.slice === slice ? { ...d, ...patch } : d));
  $exchange.set({ ...flow, draft } as ExchangeFlow);
}

/** The draft as it may go to the shop, or the message for each field to fix first. */
export function draftErrors(flow: Drafting, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const chosen = flow.draft.filter((d) => d.chosen);
  if (!chosen.length) errors.slices = 'noSlice';
  for (const d of chosen) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d.departureDate) || d.departureDate < today) errors[`${d.slice}.departureDate`] = 'dateFrom';
    else if (d.departureDate > flow.answer.latestDate) errors[`${d.slice}.departureDate`] = 'dateBy';
    for (const end of ['origin', 'destination'] as const) if (!/^[A-Z]{3}$/.test(d[end])) errors[`${d.slice}.${end}`] = 'airportCode';
    if (d.origin === d.destination) errors[`${d.slice}.destination`] = 'sameAirport';
  }
  return errors;
}

/** Leaves for the shop page with the draft (GoToExchange), or stays with the errors to fix. */
export function findFlights(locale: (path: string) => string, today: string): void {
  const flow = $exchange.get();
  if (!('draft' in flow)) return;
  const errors = draftErrors(flow, today);
  const keys = Object.keys(errors);
  if (keys.length) {
    // The screen where the first thing to fix is.
    const screen = errors.slices ? 'SliceSelection' : keys.some((k) => /origin|destination/.test(k)) ? 'ChangeAirports' : 'ChangeDateTime';
    $exchange.set({ ...flow, screen, errors } as ExchangeFlow);
    return;
  }
  const changes = flow.draft.filter((d) => d.chosen).map(({ chosen: _, ...c }) => c);
  $exchange.set({ screen: 'GoToExchange' });
  leaveTo(locale(`${EXCHANGE_PATHS.shop}${exchangeQuery(flow.trip.id, changes)}`));
}

/** /exchange/flight/shop/: the new flights for each slice asked for. */
export async function loadExchangeShop(id: string, changes: readonly SliceChange[]): Promise<void> {
  const mine = ++run;
  $exchange.set({ screen: 'LoadingOrProcessing' });
  try {
    const trip = await flightTrip(id);
    try {
      const shop = await request<ExchangeShopAnswer>('POST', `${tripPath(id)}/exchange/shop`, { slices: changes });
      if (mine === run) $exchange.set({ screen: 'Shop', trip, changes: [...changes], shop, picks: {} });
    } catch (err) {
      if (mine !== run) return;
      const refusal = refusalOf(err);
      if (refusal) $exchange.set(refused(refusal, trip));
      else if (err instanceof ApiError && err.status === 422) $exchange.set({ screen: 'ShopRefused', trip, field: refusedField(err) });
      else $exchange.set(loadFailed(err, 'shop'));
    }
  } catch (err) {
    if (mine === run) $exchange.set(loadFailed(err, 'shop'));
  }
}

export function pickFlight(slice: number, index: number): void {
  const flow = $exchange.get();
  if (flow.screen !== 'Shop') return;
  $exchange.set({ ...flow, picks: { ...flow.picks, [slice]: index }, error: undefined });
}

/** Forgets the flights chosen for these slices (a filter now hides them: what is sent is what is seen). */
export function unpickFlights(slices: readonly number[]): void {
  const flow = $exchange.get();
  if (flow.screen !== 'Shop' || !slices.length) return;
  const picks = { ...flow.picks };
  for (const s of slices) delete picks[s];
  $exchange.set({ ...flow, picks });
}

/** Leaves for the confirm page with one flight per slice, or says which slice still needs one. */
export function reviewChange(locale: (path: string) => string): void {
  const flow = $exchange.get();
  if (flow.screen !== 'Shop') return;
  const picks: SlicePick[] = [];
  for (const s of flow.shop.slices) {
    const o = s.options[flow.picks[s.slice] ?? -1];
    if (!o) {
      $exchange.set({ ...flow, error: String(s.slice) });
      return;
    }
    picks.push({ slice: s.slice, itineraryId: o.itineraryId, fareId: o.fareId });
  }
  leaveTo(locale(`${EXCHANGE_PATHS.confirm}${exchangeQuery(flow.trip.id, flow.changes, picks)}`));
}

const choicesOf = (changes: readonly SliceChange[], picks: readonly SlicePick[]) =>
  picks.flatMap((p) => {
    const c = changes.find((x) => x.slice === p.slice);
    return c ? [{ ...c, itineraryId: p.itineraryId, fareId: p.fareId }] : [];
  });

/** /exchange/flight/confirm/: the quote of the chosen flights, and the cards when the booking has none. */
export async function loadExchangeQuote(id: string, changes: readonly SliceChange[], picks: readonly SlicePick[]): Promise<void> {
  const mine = ++run;
  key = newIdempotencyKey();
  $exchange.set({ screen: 'LoadingOrProcessing' });
  try {
    const trip = await flightTrip(id);
    try {
      const quote = await request<ExchangeQuote>('POST', `${tripPath(id)}/exchange/quote`, { choices: choicesOf(changes, picks) });
      const cards =
        quote.cardId || quote.billedTo || quote.lines.dueMinor === 0
          ? []
          : (await request<{ value: PaymentMethod[] }>('PUT', '/paymentMethods/list')).value;
      if (mine === run) {
        $exchange.set({
          screen: 'Quote',
          trip,
          changes: [...changes],
          picks: [...picks],
          quote,
          cards,
          cardId: quote.cardId ?? cards[0]?.id ?? null,
        });
      }
    } catch (err) {
      if (mine !== run) return;
      const refusal = refusalOf(err);
      if (refusal) $exchange.set(refused(refusal, trip));
      else if (err instanceof ApiError && err.status === 422) $exchange.set({ screen: 'ChangeFailed', trip, changes: [...changes] });
      else $exchange.set(loadFailed(err, 'quote'));
    }
  } catch (err) {
    if (mine === run) $exchange.set(loadFailed(err, 'quote'));
  }
}

export function chooseExchangeCard(cardId: string): void {
  const flow = $exchange.get();
  if (flow.screen !== 'Quote' || flow.booking) return;
  key = newIdempotencyKey();
  $exchange.set({ ...flow, cardId, failure: undefined });
}

/** Makes the change for exactly the amounts shown; a lost answer is retried under the same key. */
export async function confirmExchange(): Promise<void> {
  const flow = $exchange.get();
  if (flow.screen !== 'Quote' || flow.booking) return;
  if (flow.quote.lines.dueMinor > 0 && !flow.cardId && !flow.quote.billedTo) {
    $exchange.set({ ...flow, failure: 'NoCard' });
    return;
  }
  const mine = ++run;
  $exchange.set({ ...flow, booking: true, failure: undefined });
  const body = {
    choices: choicesOf(flow.changes, flow.picks),
    expectedDueMinor: flow.quote.lines.dueMinor,
    expectedCreditMinor: flow.quote.lines.creditMinor,
    ...(flow.quote.cardId || flow.quote.lines.dueMinor === 0 || !flow.cardId ? {} : { paymentMethodId: flow.cardId }),
  };
  try {
    const trip = await request<FlightTrip>('POST', `${tripPath(flow.trip.id)}/exchange/book`, body, {
      headers: { 'Idempotency-Key': key ?? newIdempotencyKey() },
    });
    if (mine === run) $exchange.set({ screen: 'ChangeRequested', trip });
  } catch (err) {
    if (mine !== run) return;
    const refusal = refusalOf(err);
    if (refusal) {
      $exchange.set(refused(refusal, flow.trip));
      return;
    }
    const answered = err instanceof ApiError && err.status >= 400 && err.status < 500;
    // A refusal is final under its key: the next try is a new attempt. A lost answer keeps the key.
    if (answered) key = newIdempotencyKey();
    if (err instanceof ApiError && err.code === 'QuoteChanged') {
      const quote = (err.details as { quote?: ExchangeQuote } | undefined)?.quote ?? flow.quote;
      $exchange.set({ ...flow, quote, booking: false, failure: 'QuoteChanged' });
    } else if (err instanceof ApiError && err.code === 'UserCardNotFound') {
      $exchange.set({ ...flow, booking: false, failure: 'CardNotFound' });
    } else if (answered && err instanceof ApiError) {
      $exchange.set({ screen: 'ChangeFailed', trip: flow.trip, changes: flow.changes });
    } else {
      $exchange.set({ ...flow, booking: false, failure: 'Network' });
    }
  }
}
