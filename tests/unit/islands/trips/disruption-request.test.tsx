// A disrupted flight whose free rebookings don't suit the traveler: the request for another flight
// to our agents (MoveToQueue) or the airline (ReferToAirline), from the link under the flights to
// "Request sent"; what the server refuses and a lost connection, the draft kept; a request waiting
// (and until when) or denied (and why); the card's notice while our agents or the airline look;
// the same in French.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import TripsApp from '../../../../src/islands/trips/TripsApp';
import { $disruption } from '../../../../src/lib/client/disruption.store';
import { resetWatchesStore } from '../../../../src/lib/client/flights/watches.store';
import type { FlightTrip } from '../../../../src/lib/client/trips.store';
import type { RebookingRequest, RebookingRoute } from '../../../../src/lib/domain/booking/rebooking-request';
import { settings } from '../../client/flights/watch-fixtures';
import { apiError, fakeApi, held, reply, sessionInfo, signedIn } from '../../client/profile/fake-api';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, slice, trip } from './booking-fixtures';

const GET = `GET /trips/${ID_A}/disruption`;
const POST = `POST /trips/${ID_A}/disruption/request`;

const booked = [slice('JFK', 'LAX', '2026-12-10')];
const disruption = (kind: 'Delay' | 'Cancellation', request: RebookingRequest | null = null) => ({
  kind,
  slice: 0,
  delayMinutes: kind === 'Delay' ? 150 : null,
  detectedAt: '2026-12-10T10:00:00Z',
  state: 'Open' as const,
  decidedAt: null,
  request,
});
const covered = (kind: 'Delay' | 'Cancellation' = 'Delay', request: RebookingRequest | null = null): FlightTrip =>
  trip(ID_A, {
    tripType: 'oneWay',
    slices: booked,
    protections: [{ product: 'DisruptionAssistance', priceMinor: 20_00 }],
    disruption: disruption(kind, request),
  });

const later = slice('JFK', 'LAX', '2026-12-10', '2026-12-10T16:20:00-08:00');
later.zonedDeparture = '2026-12-10T13:00:00-05:00';
const options = [
  {
    itineraryId: 'it-1',
    fareId: 'f-1',
    departureDate: '2026-12-10',
    slice: later,
    fareShelf: { rating: 1, shortBrandName: 'Main', cabin: 'Economy' },
  },
];
/** GET /trips/{id}/disruption for a covered trip: whom a request goes to, and the two days it may ask for. */
const answer = (route: RebookingRoute = 'MoveToQueue', request: RebookingRequest | null = null, withOptions = true) => ({
  kind: 'IsDisrupted',
  disruption: disruption(route === 'ReferToAirline' ? 'Cancellation' : 'Delay', request),
  expiresAt: '2026-12-11T19:20:00.000Z',
  refundMinor: 400_00,
  options: withOptions ? options : [],
  route,
  requestDays: ['2026-12-10', '2026-12-11'],
});

const request = (over: Partial<RebookingRequest> = {}): RebookingRequest => ({
  route: 'MoveToQueue',
  state: 'Requested',
  preferredDate: '2026-12-11',
  timeOfDay: 'Morning',
  note: 'Traveling with a stroller',
  requestedAt: '2026-12-10T11:00:00.000Z',
  answerBy: '2026-12-10T11:30:00.000Z',
  decidedAt: null,
  reason: null,
  ...over,
});

const harness = tripsHarness('2026-12-10T11:00:00Z');
const show = harness.show;

const dialog = () => screen.getByRole('dialog');
const card = () => screen.getByRole('article', { name: 'JFK to LAX' });
const daySet = () => within(dialog()).getByRole('group', { name: 'Day' });
const time = () => within(dialog()).getByRole('combobox', { name: 'Time of day' }) as HTMLSelectElement;
const note = () => within(dialog()).getByRole('textbox', { name: 'Anything they should know (optional)' }) as HTMLTextAreaElement;
const days = () => within(daySet()).getAllByRole('radio') as HTMLInputElement[];

/** Opens the dialog on this answer. */
async function openDialog(a: ReturnType<typeof answer>) {
  harness.api().on(GET, reply(200, a));
  fireEvent.click(within(card()).getByRole('button', { name: /^Get help/ }));
  await done();
}

/** Opens the dialog and the request form from its link. */
async function openForm(route: RebookingRoute = 'MoveToQueue', request: RebookingRequest | null = null) {
  await openDialog(answer(route, request));
  fireEvent.click(
    within(dialog()).getByRole('button', {
      name: route === 'MoveToQueue' ? 'Ask our agents for another flight' : 'Ask the airline for another flight',
    }),
  );
  await done();
}

describe('asking for another flight', () => {
  it('our agents: the link under the flights opens the form, the flight’s day and the next, any time, a note', async () => {
    await show([covered()]);
    await openDialog(answer());
    const shown = dialog();
    expect(text(shown)).toContain('None of these suit you?');
    expect(within(shown).queryByRole('button', { name: 'Ask the airline for another flight' })).toBeNull();
    fireEvent.click(within(shown).getByRole('button', { name: 'Ask our agents for another flight' }));
    await done();

    expect(screen.getByRole('dialog', { name: 'Ask our agents for a flight' })).toBeTruthy();
    expect(text(dialog())).toContain('Our agents look at every qualifying flight and book the first one at the time you ask for');
    expect(text(dialog())).not.toMatch(/airline/i);
    expect(days().map((r) => r.labels?.[0]?.textContent)).toEqual(['Thu, Dec 10', 'Fri, Dec 11']);
    expect(days().map((r) => r.checked)).toEqual([true, false]);
    expect(time().value).toBe('Any');
    expect([...time().options].map((o) => [o.value, o.textContent])).toEqual([
      ['Any', 'Any time'],
      ['Morning', 'Morning (5 AM – noon)'],
      ['Afternoon', 'Afternoon (noon – 6 PM)'],
      ['Evening', 'Evening (after 6 PM)'],
    ]);
    expect(note().value).toBe('');
    expect(note().maxLength).toBe(500);
    expect(days()[0]!.getAttribute('aria-invalid')).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Send request' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Back to flights' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Decide later' })).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Rebook for free' })).toBeNull();
  });

  it('Send posts the day, the time and the note, then says the request is sent; the card says our agents are looking', async () => {
    await show([covered()]);
    await openForm();
    fireEvent.click(days()[1]!);
    fireEvent.change(time(), { target: { value: 'Evening' } });
    fireEvent.change(note(), { target: { value: 'Traveling with a stroller' } });
    expect(days().map((r) => r.checked)).toEqual([false, true]);
    const sent = request({ preferredDate: '2026-12-11', timeOfDay: 'Evening' });
    harness.api().on(POST, reply(200, covered('Delay', sent)));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    await done();

    expect(
      harness
        .api()
        .callsTo(POST)
        .map((c) => c.body),
    ).toEqual([{ preferredDate: '2026-12-11', timeOfDay: 'Evening', note: 'Traveling with a stroller' }]);
    expect(screen.getByRole('dialog', { name: 'Request sent' })).toBeTruthy();
    expect(text(dialog())).toContain(
      'Our agents have your request and answer within 30 minutes. If they find a seat, we book it at no cost and email you the new flight.',
    );
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(text(card())).toContain('Flight disrupted. Our agents are looking for a flight for you.');
    expect(text(card())).not.toContain('Disruption assistance can rebook you');
  });

  it('the defaults are sent as they are: the flight’s day, any time, no note', async () => {
    await show([covered()]);
    await openForm();
    harness.api().on(POST, reply(200, covered('Delay', request({ preferredDate: '2026-12-10', timeOfDay: 'Any', note: '' }))));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    await done();
    expect(harness.api().callsTo(POST)[0]?.body).toEqual({ preferredDate: '2026-12-10', timeOfDay: 'Any', note: '' });
  });

  it('while it is sent: the form is locked, a status says so, a second Send sends nothing', async () => {
    await show([covered()]);
    await openForm();
    const gate = held();
    harness.api().on(POST, gate.answer);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    await done();
    expect($disruption.get().step).toBe('sending');
    expect(text(dialog())).toContain('Sending your request');
    expect((daySet() as HTMLFieldSetElement).disabled).toBe(true);
    expect(time().disabled).toBe(true);
    expect(note().readOnly).toBe(true);
    expect(within(dialog()).getByRole('button', { name: 'Send request' }).getAttribute('aria-disabled')).toBe('true');
    expect(within(dialog()).getByRole('button', { name: 'Back to flights' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back to flights' }));
    await done();
    expect(harness.api().callsTo(POST)).toHaveLength(1);
    expect($disruption.get().step).toBe('sending');
    gate.release(reply(200, covered('Delay', request({ preferredDate: '2026-12-10', timeOfDay: 'Any', note: '' }))));
    await done();
    expect(screen.getByRole('dialog', { name: 'Request sent' })).toBeTruthy();
  });

  it('the airline: its own link, title and words, and the card says the airline is looking', async () => {
    await show([covered('Cancellation')]);
    await openDialog(answer('ReferToAirline', null, false));
    expect(text(dialog())).toContain('No flight qualifies today or tomorrow.');
    expect(within(dialog()).queryByRole('button', { name: 'Ask our agents for another flight' })).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Ask the airline for another flight' }));
    await done();
    expect(screen.getByRole('dialog', { name: 'Ask the airline for a flight' })).toBeTruthy();
    expect(text(dialog())).toContain('The airline cancelled your flight, so it rebooks you on one of its own flights');
    expect(text(dialog())).toContain('It answers within 2 hours');
    expect(text(dialog())).not.toMatch(/agents|30 minutes/);

    const sent = request({ route: 'ReferToAirline', preferredDate: '2026-12-10', timeOfDay: 'Any', note: '' });
    harness.api().on(POST, reply(200, covered('Cancellation', sent)));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    await done();
    expect(screen.getByRole('dialog', { name: 'Request sent' })).toBeTruthy();
    expect(text(dialog())).toContain('The airline has your request and answers within 2 hours.');
    expect(text(dialog())).not.toMatch(/agents|30 minutes/);
    expect(text(card())).toContain('Flight disrupted. The airline is looking for a flight for you.');
  });

  it('Back returns to the flights, the flight chosen kept; asking again starts anew', async () => {
    await show([covered()]);
    const two = { ...answer(), options: [options[0]!, { ...options[0]!, itineraryId: 'it-2', fareId: 'f-2' }] };
    await openDialog(two);
    fireEvent.click(within(dialog()).getAllByRole('radio')[1]!);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Ask our agents for another flight' }));
    await done();
    fireEvent.change(time(), { target: { value: 'Morning' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back to flights' }));
    await done();
    expect(screen.getByRole('dialog', { name: 'Your flight is disrupted' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Rebook for free' })).toBeTruthy();
    expect(
      within(dialog())
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([false, true]);
    expect(harness.api().callsTo(POST)).toHaveLength(0);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Ask our agents for another flight' }));
    await done();
    expect(time().value).toBe('Any');
  });
});

describe('what the server refuses, and a lost connection: the draft kept', () => {
  it('a 422 names the day: each day is invalid and points at the error; editing clears it', async () => {
    await show([covered()]);
    await openForm();
    fireEvent.click(days()[1]!);
    fireEvent.change(time(), { target: { value: 'Afternoon' } });
    fireEvent.change(note(), { target: { value: 'Aisle' } });
    harness.api().on(
      POST,
      apiError(422, 'ValidationFailed', 'Choose 2026-12-10 or 2026-12-11', {
        fields: [{ path: 'preferredDate', message: 'Choose 2026-12-10 or 2026-12-11' }],
      }),
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    await done();

    expect(screen.getByRole('dialog', { name: 'Ask our agents for a flight' })).toBeTruthy();
    const first = days()[0]!;
    expect(days().every((r) => r.getAttribute('aria-invalid') === 'true')).toBe(true);
    const errorId = first.getAttribute('aria-describedby');
    expect(errorId).toBeTruthy();
    const error = document.getElementById(errorId!);
    expect(error?.textContent).toBe('Choose the day of your flight or the next one.');
    expect(dialog().contains(error)).toBe(true);
    // The field error is by the field, not an alert of its own.
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(days().map((r) => r.checked)).toEqual([false, true]);
    expect(time().value).toBe('Afternoon');
    expect(note().value).toBe('Aisle');

    fireEvent.click(days()[0]!);
    expect(days()[0]!.getAttribute('aria-invalid')).toBeNull();
    expect(daySet().getAttribute('aria-describedby')).toBeNull();
    expect(document.getElementById(errorId!)).toBeNull();
  });

  it('a 400 naming the note (a character the server cannot store): the note is invalid and says so', async () => {
    await show([covered()]);
    await openForm();
    fireEvent.change(note(), { target: { value: 'Aisle' } });
    harness
      .api()
      .on(POST, apiError(400, 'ValidationFailed', 'This text contains a character…', { fields: [{ path: 'note', message: 'x' }] }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    await done();
    expect(note().getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(note().getAttribute('aria-describedby')!)?.textContent).toBe(
      'This note has a character we can’t save. Remove it and try again.',
    );
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(days()[0]!.getAttribute('aria-invalid')).toBeNull();
  });

  it.each<[string, Parameters<ReturnType<typeof harness.api>['on']>[1] | null, string]>([
    [
      '409 AlreadyRequested',
      apiError(409, 'AlreadyRequested', 'A request is already waiting for an answer.'),
      'A request is already waiting for an answer. Close and open this again to see it.',
    ],
    [
      '409 NotDisrupted',
      apiError(409, 'NotDisrupted', 'This booking has no covered disruption to rebook.', { reason: 'Expired' }),
      'Your assistance can no longer rebook this trip. Close and open this again to see why.',
    ],
    ['a network failure', null, 'We could not reach our servers. Nothing was sent; try again.'],
  ])('%s: an alert, the form and its draft kept, Send again', async (_, failure, alert) => {
    await show([covered()]);
    await openForm();
    fireEvent.click(days()[1]!);
    fireEvent.change(time(), { target: { value: 'Morning' } });
    fireEvent.change(note(), { target: { value: 'Aisle' } });
    // Unrouted, the fake API fails like a lost connection.
    if (failure) harness.api().on(POST, failure);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    await done();

    expect(screen.getByRole('dialog', { name: 'Ask our agents for a flight' })).toBeTruthy();
    expect(text(within(dialog()).getByRole('alert'))).toBe(alert);
    expect(days()[0]!.getAttribute('aria-invalid')).toBeNull();
    expect(days().map((r) => r.checked)).toEqual([false, true]);
    expect(time().value).toBe('Morning');
    expect(note().value).toBe('Aisle');
    expect(text(card())).toContain('Disruption assistance can rebook you');

    harness.api().on(POST, reply(200, covered('Delay', request({ preferredDate: '2026-12-11', timeOfDay: 'Morning', note: 'Aisle' }))));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Send request' }));
    await done();
    expect(
      harness
        .api()
        .callsTo(POST)
        .map((c) => c.body),
    ).toEqual([
      { preferredDate: '2026-12-11', timeOfDay: 'Morning', note: 'Aisle' },
      { preferredDate: '2026-12-11', timeOfDay: 'Morning', note: 'Aisle' },
    ]);
    expect(screen.getByRole('dialog', { name: 'Request sent' })).toBeTruthy();
  });
});

describe('a request already made', () => {
  it('waiting: the notice with the day, the time and the answer-by time; no link to ask again', async () => {
    await show([covered('Delay', request())]);
    expect(text(card())).toContain('Flight disrupted. Our agents are looking for a flight for you.');
    await openDialog(answer('MoveToQueue', request()));
    const shown = screen.getByRole('dialog', { name: 'Your flight is disrupted' });
    expect(text(shown)).toContain(
      'Our agents have your request; they answer by Dec 10, 6:30 AM EST. You asked for Fri, Dec 11, in the morning. Choosing a flight below or the refund withdraws it.',
    );
    expect(text(shown)).not.toContain('None of these suit you?');
    expect(within(shown).queryByRole('button', { name: /^Ask / })).toBeNull();
    // The flights and the refund stay open.
    expect(within(shown).getByRole('button', { name: 'Rebook for free' })).toBeTruthy();
    expect(within(shown).getByRole('button', { name: 'Get $400.00 back' })).toBeTruthy();
  });

  it('waiting for the airline: its own notice and answer-by time', async () => {
    const r = request({ route: 'ReferToAirline', timeOfDay: 'Any', answerBy: '2026-12-10T13:00:00.000Z' });
    await show([covered('Cancellation', r)]);
    expect(text(card())).toContain('The airline is looking for a flight for you.');
    await openDialog(answer('ReferToAirline', r));
    expect(text(dialog())).toContain(
      'The airline has your request; it answers by Dec 10, 8:00 AM EST. You asked for Fri, Dec 11, at any time.',
    );
    expect(text(dialog())).not.toMatch(/agents/);
    expect(within(dialog()).queryByRole('button', { name: /^Ask / })).toBeNull();
  });

  it.each<[RebookingRoute, 'NoSeats' | 'Expired', string]>([
    [
      'MoveToQueue',
      'NoSeats',
      "Our agents couldn't rebook you. No seat was free at the time you asked for. Choose a flight below, ask for another time, or take the refund.",
    ],
    [
      'ReferToAirline',
      'NoSeats',
      "The airline couldn't rebook you. No seat was free at the time you asked for. Choose a flight below, ask for another time, or take the refund.",
    ],
    ['MoveToQueue', 'Expired', "Our agents couldn't rebook you. Your assistance ended before an answer."],
  ])('denied by %s (%s): why, the card’s usual notice, and the link again from the last draft', async (route, reason, why) => {
    const denied = request({ route, state: 'Denied', reason, timeOfDay: 'Evening', decidedAt: '2026-12-10T11:30:00.000Z' });
    await show([covered(route === 'MoveToQueue' ? 'Delay' : 'Cancellation', denied)]);
    expect(text(card())).toContain('Flight disrupted. Disruption assistance can rebook you');
    await openDialog(answer(route, denied));
    expect(text(dialog())).toContain(why);
    expect(text(dialog())).not.toContain('You asked for');
    const ask = route === 'MoveToQueue' ? 'Ask our agents for another flight' : 'Ask the airline for another flight';
    fireEvent.click(within(dialog()).getByRole('button', { name: ask }));
    await done();
    expect(days().map((r) => r.checked)).toEqual([false, true]);
    expect(time().value).toBe('Evening');
    expect(note().value).toBe('Traveling with a stroller');
  });

  it('withdrawn: no notice, the link again', async () => {
    const withdrawn = request({ state: 'Withdrawn', decidedAt: '2026-12-10T11:10:00.000Z' });
    await show([covered('Delay', withdrawn)]);
    await openDialog(answer('MoveToQueue', withdrawn));
    expect(text(dialog())).not.toMatch(/has your request|couldn't rebook/);
    expect(within(dialog()).getByRole('button', { name: 'Ask our agents for another flight' })).toBeTruthy();
  });
});

describe('in French', () => {
  let stopSession: (() => void) | undefined;
  afterEach(() => {
    cleanup();
    stopSession?.();
    stopSession = undefined;
  });

  /** The Trips page in French, over the same fake API as the harness's. */
  async function showFr(trips: FlightTrip[], a: ReturnType<typeof answer>) {
    window.history.replaceState(null, '', '/fr/trips/');
    const api = fakeApi('/fr/trips/');
    resetWatchesStore();
    api.on('POST /tracking/event', reply(200, {}));
    api.on('GET /flights/watches', reply(200, { watches: [], settings }));
    api.on('GET /flights/watches/alerts', reply(200, { alerts: [] }));
    api.on('GET /trips', reply(200, { trips }));
    api.on('GET /user/airlineCredits', reply(200, { credits: [] }));
    api.on(GET, reply(200, a));
    stopSession = signedIn(sessionInfo());
    render(<TripsApp locale="fr" searchPath="/fr/flights/search/" shopPath="/fr/flights/shop/" />);
    await done();
    return api;
  }
  const frCard = () => screen.getByRole('article');
  const openFr = async () => {
    fireEvent.click(within(frCard()).getByRole('button', { name: /^Obtenir de l’aide/ }));
    await done();
  };

  it('the link, the form, the request and its acknowledgement', async () => {
    const api = await showFr([covered()], answer());
    await openFr();
    expect(text(dialog())).toContain('Aucun ne vous convient ?');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Demander un autre vol à nos agents' }));
    await done();
    expect(screen.getByRole('dialog', { name: 'Demander un vol à nos agents' })).toBeTruthy();
    expect(text(dialog())).toContain('Nos agents examinent tous les vols admissibles');
    const set = within(dialog()).getByRole('group', { name: 'Jour' });
    const radios = within(set).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.labels?.[0]?.textContent)).toEqual(['jeu. 10 déc.', 'ven. 11 déc.']);
    expect(radios[0]!.checked).toBe(true);
    const select = within(dialog()).getByRole('combobox', { name: 'Moment de la journée' }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'N’importe quand',
      'Matin (5 h – midi)',
      'Après-midi (midi – 18 h)',
      'Soir (après 18 h)',
    ]);
    expect(within(dialog()).getByRole('textbox', { name: 'Ce qu’ils doivent savoir (facultatif)' })).toBeTruthy();
    expect(within(dialog()).getByRole('button', { name: 'Retour aux vols' })).toBeTruthy();

    api.on(POST, reply(200, covered('Delay', request({ preferredDate: '2026-12-10', timeOfDay: 'Any', note: '' }))));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Envoyer la demande' }));
    await done();
    expect(api.callsTo(POST).map((c) => c.body)).toEqual([{ preferredDate: '2026-12-10', timeOfDay: 'Any', note: '' }]);
    expect(screen.getByRole('dialog', { name: 'Demande envoyée' })).toBeTruthy();
    expect(text(dialog())).toContain('Nos agents ont votre demande et répondent sous 30 minutes.');
    expect(text(frCard())).toContain('Vol perturbé. Nos agents vous cherchent un vol.');
  });

  it('the airline’s form and its refusals', async () => {
    const api = await showFr([covered('Cancellation')], answer('ReferToAirline'));
    await openFr();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Demander un autre vol à la compagnie' }));
    await done();
    expect(screen.getByRole('dialog', { name: 'Demander un vol à la compagnie' })).toBeTruthy();
    api.on(POST, apiError(422, 'ValidationFailed', 'no', { fields: [{ path: 'preferredDate', message: 'no' }] }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Envoyer la demande' }));
    await done();
    const day = within(within(dialog()).getByRole('group', { name: 'Jour' })).getAllByRole('radio')[0]!;
    expect(document.getElementById(day.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Choisissez le jour de votre vol ou le suivant.',
    );
    api.on(POST, apiError(409, 'AlreadyRequested', 'no'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Envoyer la demande' }));
    await done();
    expect(text(within(dialog()).getByRole('alert'))).toBe('Une demande attend déjà une réponse. Fermez puis rouvrez pour la voir.');
  });

  it('a request waiting: the notice with its answer-by time, no link', async () => {
    const waiting = request();
    await showFr([covered('Delay', waiting)], answer('MoveToQueue', waiting));
    expect(text(frCard())).toContain('Nos agents vous cherchent un vol.');
    await openFr();
    expect(text(dialog())).toContain('Nos agents ont votre demande ; ils répondent d’ici 10 déc., 06 h 30 HNE.');
    expect(text(dialog())).toContain('Vous avez demandé le ven. 11 déc., le matin.');
    expect(within(dialog()).queryByRole('button', { name: /^Demander un autre vol/ })).toBeNull();
  });

  it('a denied request: why, and the link again', async () => {
    const denied = request({ route: 'ReferToAirline', state: 'Denied', reason: 'NoSeats' });
    await showFr([covered('Cancellation', denied)], answer('ReferToAirline', denied));
    await openFr();
    expect(text(dialog())).toContain('La compagnie n’a pas pu vous replacer. Aucune place n’était libre à l’heure demandée.');
    expect(within(dialog()).getByRole('button', { name: 'Demander un autre vol à la compagnie' })).toBeTruthy();
  });
});
