// A missed connection in Trips: the card's notice while it is open; the dialog's free rebooking from
// the connection airport (the self-transfer note, the options, the one chosen sent), the airline's
// own rebooking to keep, an unavailable answer worded by its reason, and a refused or failed call.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
// Loaded here already (the page loads it when first asked), so it opens within a settle.
import '../../../../src/islands/trips/MissedConnectionDialog';
import { closeMissedConnection } from '../../../../src/lib/client/missed-connection.store';
import type { FlightTrip } from '../../../../src/lib/client/trips.store';
import type { Disruption } from '../../../../src/lib/domain/booking/disruption.schema';
import type { MissedConnectionAnswer } from '../../../../src/lib/domain/booking/missed-connection.schema';
import type { Segment, Slice } from '../../../../src/lib/domain/flights/flights.schema';
import { apiError, reply } from '../../client/profile/fake-api';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, trip } from './booking-fixtures';

const seg = (from: string, to: string, flight: string, dep: string, zdep: string, arr: string, zarr: string): Segment => ({
  origin: { locationCode: from },
  destination: { locationCode: to },
  marketingAirline: { code: 'AA', flightNumber: flight },
  operatingAirline: { code: 'AA' },
  scheduledDeparture: dep,
  scheduledArrival: arr,
  zonedDeparture: zdep,
  zonedArrival: zarr,
  durationMinutes: Math.round((Date.parse(arr) - Date.parse(dep)) / 60_000),
  stops: 0,
  stopoverDurationMinutes: 0,
  isSelfTransferLayover: false,
  plusDays: 0,
});
const sliceOf = (...segments: Segment[]): Slice => ({
  origin: segments[0]!.origin.locationCode,
  destination: segments.at(-1)!.destination.locationCode,
  zonedDeparture: segments[0]!.zonedDeparture,
  zonedArrival: segments.at(-1)!.zonedArrival,
  durationMinutes: Math.round((Date.parse(segments.at(-1)!.scheduledArrival) - Date.parse(segments[0]!.scheduledDeparture)) / 60_000),
  stops: segments.length - 1,
  plusDays: 0,
  segments,
});

// JFK 08:00 → ORD 09:00 (AA 100), then ORD 10:00 → LAX 12:30 (AA 200) on 10 December.
const toOrd = seg(
  'JFK',
  'ORD',
  '100',
  '2026-12-10T13:00:00Z',
  '2026-12-10T08:00:00-05:00',
  '2026-12-10T15:00:00Z',
  '2026-12-10T09:00:00-06:00',
);
const toLax = seg(
  'ORD',
  'LAX',
  '200',
  '2026-12-10T16:00:00Z',
  '2026-12-10T10:00:00-06:00',
  '2026-12-10T20:30:00Z',
  '2026-12-10T12:30:00-08:00',
);
const booked = sliceOf({ ...toOrd, stopoverDurationMinutes: 60 }, toLax);
const ordLax = (flight: string, dep: string, zdep: string, arr: string, zarr: string) =>
  sliceOf(seg('ORD', 'LAX', flight, dep, zdep, arr, zarr));
const noon = ordLax('310', '2026-12-10T18:00:00Z', '2026-12-10T12:00:00-06:00', '2026-12-10T22:30:00Z', '2026-12-10T14:30:00-08:00');
const evening = ordLax('320', '2026-12-11T00:00:00Z', '2026-12-10T18:00:00-06:00', '2026-12-11T04:30:00Z', '2026-12-10T20:30:00-08:00');
const airlines = ordLax('330', '2026-12-10T16:40:00Z', '2026-12-10T10:40:00-06:00', '2026-12-10T21:10:00Z', '2026-12-10T13:10:00-08:00');

const disruption: Disruption = {
  kind: 'MissedConnection',
  slice: 0,
  delayMinutes: 30,
  detectedAt: '2026-12-10T14:00:00Z',
  state: 'Open',
  decidedAt: null,
};
const missedTrip = (over: Partial<FlightTrip> = {}): FlightTrip =>
  trip(ID_A, { tripType: 'oneWay', slices: [booked], protections: [], disruption, ...over } as Partial<FlightTrip>) as FlightTrip;

const common = { slice: 0, missed: 1, selfTransfer: false, expiresAt: '2026-12-11T14:00:00.000Z' };
const shelf = { rating: 1, shortBrandName: 'Main', cabin: 'Economy' as const };
const rebookable = (over: Partial<Extract<MissedConnectionAnswer, { kind: 'Rebookable' }>> = {}): MissedConnectionAnswer => ({
  kind: 'Rebookable',
  ...common,
  readyAt: '2026-12-10T16:15:00.000Z',
  capMinor: 1_000_000,
  options: [
    { itineraryId: 'it-1', fareId: 'f-1', departureDate: '2026-12-10', slice: noon, fareShelf: shelf },
    { itineraryId: 'it-2', fareId: 'f-2', departureDate: '2026-12-10', slice: evening, fareShelf: shelf },
  ],
  ...over,
});

const harness = tripsHarness('2026-11-22T12:00:00Z');
const show = harness.show;
afterEach(() => closeMissedConnection());

const card = () => screen.getByRole('article', { name: 'JFK to LAX' });
const GET = `GET /trips/${ID_A}/missedConnection`;
const REBOOK = `POST /trips/${ID_A}/missedConnection/rebook`;
const ACCEPT = `POST /trips/${ID_A}/missedConnection/acceptAirline`;

/** Shows the trip, answers the dialog's GET with `answer` and opens it from the card. */
async function open(answer: MissedConnectionAnswer, t: FlightTrip = missedTrip()) {
  await show([t]);
  harness.api().on(GET, reply(200, answer));
  fireEvent.click(within(card()).getByRole('button', { name: /^Rebook your connection/ }));
  await done();
}

describe('a missed connection in Trips', () => {
  it('the card says so while the connection is open', async () => {
    await show([missedTrip()]);
    expect(text(card())).toContain('Connection missed.');
    expect(text(card())).toContain('A delay makes you miss your next flight');
    expect(within(card()).getByRole('button', { name: /^Rebook your connection/ })).toBeTruthy();
    // Every flight booking has it: no disruption assistance needed, and that one's notice is not shown.
    expect(text(card())).not.toContain('Flight disrupted.');
  });

  it.each<[string, Partial<FlightTrip>]>([
    ['decided', { disruption: { ...disruption, state: 'Rebooked', decidedAt: '2026-12-10T15:00:00Z' } }],
    ['a plain delay', { disruption: { ...disruption, kind: 'Delay' } }],
    ['not confirmed', { reservation: 'Pending', ticket: null, confirmationNumber: null }],
  ])('no notice when %s', async (_, over) => {
    await show([missedTrip(over)]);
    expect(text(card())).not.toContain('Connection missed.');
    expect(within(card()).queryByRole('button', { name: /^Rebook your connection/ })).toBeNull();
  });

  it('rebookable: the flight missed, the options, then a free rebooking on the one chosen', async () => {
    await open(rebookable());
    expect(harness.api().callsTo(GET)).toHaveLength(1);
    const dialog = screen.getByRole('dialog', { name: "You'll miss your connection" });
    expect(text(dialog)).toContain('Your delayed flight lands in ORD too late for AA 200.');
    expect(text(dialog)).toContain('up to $10,000');
    expect(text(dialog)).not.toContain('separate ticket');
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    expect(text(dialog)).toContain('AA 310');
    expect(text(dialog)).toContain('AA 320');
    fireEvent.click(radios[1]!);
    expect((radios[1] as HTMLInputElement).checked).toBe(true);

    const rebooked = sliceOf({ ...toOrd, stopoverDurationMinutes: 510 }, evening.segments[0]!);
    harness.api().on(REBOOK, reply(200, missedTrip({ slices: [rebooked], disruption: { ...disruption, state: 'Rebooked' } })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rebook for free' }));
    await done();
    expect(
      harness
        .api()
        .callsTo(REBOOK)
        .map((c) => c.body),
    ).toEqual([{ itineraryId: 'it-2', fareId: 'f-2', departureDate: '2026-12-10' }]);
    const after = screen.getByRole('dialog', { name: "You're rebooked" });
    expect(text(after)).toContain('AA 100, AA 320');
    expect(text(after)).toContain('Your trip shows the new flights, at no cost.');
    expect(text(card())).not.toContain('Connection missed.');
  });

  it('a self-transfer: nobody else rebooks it, the dialog says so', async () => {
    await open(rebookable({ selfTransfer: true }));
    const dialog = screen.getByRole('dialog', { name: "You'll miss your connection" });
    expect(text(dialog)).toContain("Your connection was on a separate ticket, so that airline won't rebook you: this rebooking will.");
  });

  it('no option: says so, and nothing to rebook on', async () => {
    await open(rebookable({ options: [] }));
    const dialog = screen.getByRole('dialog', { name: "You'll miss your connection" });
    expect(text(dialog)).toContain('No flight from the connection qualifies today or tomorrow.');
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Rebook for free' })).toBeNull();
  });

  it("the airline's own rebooking: shown, and kept", async () => {
    await open({ kind: 'AirlineRebooked', ...common, rebooking: airlines });
    const dialog = screen.getByRole('dialog', { name: "You'll miss your connection" });
    expect(text(dialog)).toContain('Your delayed flight lands in ORD too late for AA 200.');
    expect(text(dialog)).toContain('The airline has rebooked you on its next flight:');
    expect(text(dialog)).toContain('AA 330');
    expect(text(dialog)).toMatch(/10:40\sAM – 1:10\sPM/);
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Rebook for free' })).toBeNull();

    const kept = sliceOf({ ...toOrd, stopoverDurationMinutes: 70 }, airlines.segments[0]!);
    harness.api().on(ACCEPT, reply(200, missedTrip({ slices: [kept], disruption: { ...disruption, state: 'Rebooked' } })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep this flight' }));
    await done();
    expect(harness.api().callsTo(ACCEPT)).toHaveLength(1);
    expect(harness.api().callsTo(REBOOK)).toHaveLength(0);
    expect(text(screen.getByRole('dialog', { name: "You're rebooked" }))).toContain('AA 100, AA 330');
    expect(text(card())).not.toContain('Connection missed.');
  });

  it.each<[Extract<MissedConnectionAnswer, { kind: 'Unavailable' }>['reason'], string]>([
    ['Expired', 'The rebooking ended 24 hours after the delay. Contact the airline.'],
    ['Decided', "You've already been rebooked for this connection."],
    ['NoMissedConnection', 'Your connections still hold.'],
  ])('unavailable (%s): the reason in words, nothing to confirm', async (reason, words) => {
    await open({ kind: 'Unavailable', reason });
    const dialog = screen.getByRole('dialog', { name: "Missed connection rebooking doesn't apply" });
    expect(text(dialog)).toContain(words);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close']);
  });

  it('a refused rebooking (409) says so and changes nothing', async () => {
    await open(rebookable());
    harness.api().on(REBOOK, apiError(409, 'NotQualifying', 'no'));
    fireEvent.click(screen.getByRole('button', { name: 'Rebook for free' }));
    await done();
    const dialog = screen.getByRole('dialog', { name: "You'll miss your connection" });
    expect(text(within(dialog).getByRole('alert'))).toContain('That flight can no longer be booked this way.');
    expect(harness.api().callsTo(REBOOK)).toHaveLength(1);
    expect(text(card())).toContain('Connection missed.');
  });

  it('a network failure on rebooking says so; choosing again clears it', async () => {
    await open(rebookable());
    // No route: the fake API fails like a network error.
    fireEvent.click(screen.getByRole('button', { name: 'Rebook for free' }));
    await done();
    const dialog = screen.getByRole('dialog', { name: "You'll miss your connection" });
    expect(harness.api().callsTo(REBOOK)).toHaveLength(1);
    expect(text(within(dialog).getByRole('alert'))).toContain('We could not reach our servers. Nothing was changed; try again.');
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(within(dialog).getAllByRole('radio')[1]!);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('the dialog could not load: says so, and tries again', async () => {
    await show([missedTrip()]);
    fireEvent.click(within(card()).getByRole('button', { name: /^Rebook your connection/ }));
    await done();
    expect(text(screen.getByRole('alert'))).toContain('We could not reach our servers.');
    harness.api().on(GET, reply(200, rebookable()));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await done();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});
