// Activities in Trips (trip kind Experience): the card in each state, its itinerary and cancellation
// policy dialogs (SPEC §2 Trips modals: experience itinerary and cancellation policy), the cancel
// flow in an activity's words, and all of it in French.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The card loads its dialogs when one first opens: loaded here already, they open within a settle.
import '../../../../src/islands/trips/ExperienceDialog';
import { reply } from '../../client/profile/fake-api';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, ID_B } from './booking-fixtures';
import { cardRefund, carTrip } from './car-fixtures';
import { experienceTrip } from './experience-fixtures';

// The test platform's clock (serverNow): two days after booking, long before the free cancellation
// deadline (Feb 19) and the start (Feb 20, 08:00 UTC). `at` moves it for a dialog opened later.
const harness = tripsHarness('2026-11-22T12:00:00Z');
const show = harness.show;
const tour = experienceTrip(ID_A);
const NAME = 'Louvre Museum guided tour';
const card = () => screen.getByRole('article', { name: NAME });
const partly = { kind: 'PartiallyRefundable', hoursBefore: 48, refundPercentage: 50 } as const;

const at = (iso: string) => (harness.api().platform.now = () => Date.parse(iso));

async function open(label: RegExp, title: string) {
  fireEvent.click(within(card()).getByRole('button', { name: label }));
  await done();
  return screen.getByRole('dialog', { name: title });
}

async function quote(answer: unknown, label = /^Cancel activity/) {
  harness.api().on(`POST /trips/${ID_A}/cancel/quote`, reply(200, { quote: answer }));
  fireEvent.click(screen.getByRole('button', { name: label }));
  await done();
}

describe('an activity card', () => {
  it('shows what and where, the start on the city’s clock, the duration, the party, its number, price and deadline', async () => {
    await show([tour]);
    const c = card();
    expect(text(c)).toContain('Paris, France · 3 hours');
    expect(text(c)).toContain('Status: Confirmed');
    expect(text(c)).toContain('Date and start timeSat, Feb 20, 9:00 AM local time');
    expect(text(c)).toContain('Travelers2 adults, 1 child');
    expect(text(c)).toContain('Confirmation numberEXP4L7QZ');
    expect(text(c)).toContain('Total paid$150.00');
    expect(text(c)).toContain('CancellationFree until Fri, Feb 19, 9:00 AM local time');
    expect(
      within(c)
        .getByRole('link', { name: /^View booking/ })
        .getAttribute('href'),
    ).toBe(`/activities/book/confirm/?bookingId=${ID_A}`);
    const actions = within(c)
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/ for .*/, ''));
    expect(actions).toEqual(['Itinerary', 'Cancellation policy', 'Cancel activity']);
    expect(within(c).getByRole('button', { name: `Itinerary for ${NAME}` })).toBeTruthy();
  });

  it('words the other policies and a long tour: part back until the deadline, non-refundable, days and minutes', async () => {
    await show([
      tour,
      experienceTrip(ID_B, {
        experience: { ...tour.experience, title: 'Loire castles', durationMinutes: 2 * 1440 + 90 },
        date: '2027-03-01',
        slot: { ...tour.slot, startTime: '07:30', startsAt: '2027-03-01T06:30:00.000Z' },
        travelers: { Adult: 0, Senior: 1, Youth: 0, Child: 0, Infant: 0, Traveler: 0 },
        cancellationPolicy: { kind: 'NonRefundable' },
      }),
    ]);
    expect(text(screen.getByRole('article', { name: 'Loire castles' }))).toContain('Paris, France · 2 days 1 hour 30 minutes');
    expect(text(screen.getByRole('article', { name: 'Loire castles' }))).toContain('Travelers1 senior');
    expect(text(screen.getByRole('article', { name: 'Loire castles' }))).toContain('CancellationNon-refundable');
  });

  it('a partly refundable activity says what share comes back until when', async () => {
    await show([experienceTrip(ID_A, { cancellationPolicy: partly })]);
    expect(text(card())).toContain('Cancellation50% back until Thu, Feb 18, 9:00 AM local time');
  });

  it('pending: waits on the operator, no number yet, nothing to cancel', async () => {
    await show([experienceTrip(ID_A, { reservation: 'Pending', confirmationNumber: null })]);
    const c = card();
    expect(text(c)).toContain('Waiting for the operator to confirm');
    expect(text(c)).toContain('Confirmation numberNot confirmed yet');
    expect(within(c).queryByRole('button', { name: /^Cancel activity/ })).toBeNull();
    expect(within(c).getByRole('button', { name: /^Itinerary/ })).toBeTruthy();
  });

  it('canceled: in Past trips with what came back and what the operator kept; no itinerary of an activity that won’t happen', async () => {
    const canceled = experienceTrip(ID_A, {
      reservation: 'Canceled',
      cancellation: { canceledAt: '2026-11-21T15:00:00Z', refund: cardRefund('PartialRefund', 75_00, 75_00) },
    });
    await show([canceled], '/trips/?tab=past');
    const c = card();
    expect(text(c)).toContain('Canceled');
    expect(text(c)).toContain('Back to your card$75.00');
    expect(text(c)).toContain("Kept (Operator's cancellation fee)$75.00");
    expect(text(c)).not.toContain('Free until');
    expect(within(c).queryAllByRole('button')).toEqual([]);
  });

  it('loads with cars in one list, by start: the activity (Feb 20) before the car (Mar 5)', async () => {
    const car = carTrip(ID_B, {
      pickup: { ...carTrip(ID_B).pickup, localDateTime: '2027-03-05T10:00:00-08:00' },
      dropoff: { ...carTrip(ID_B).dropoff, localDateTime: '2027-03-08T10:00:00-08:00' },
    });
    await show([car, tour]);
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      NAME,
      'Toyota Corolla or similar',
    ]);
  });
});

describe('an activity’s dialogs', () => {
  it('itinerary: what it is, when, how long, who, the description, where to meet, the guides and the ticket; Close gives the focus back', async () => {
    await show([tour]);
    const button = within(card()).getByRole('button', { name: /^Itinerary/ });
    button.focus();
    const dialog = await open(/^Itinerary/, `Itinerary: ${NAME}`);
    const body = text(dialog);
    expect(body).toContain('An activity with a set program');
    expect(body).toContain('Date and start timeSat, Feb 20, 9:00 AM local time');
    expect(body).toContain('Duration3 hours');
    expect(body).toContain('Travelers2 adults, 1 child');
    expect(body).toContain('Lead travelerGabrielle Roy');
    expect(body).toContain('with the Mona Lisa and the Winged Victory');
    expect(within(dialog).getByRole('heading', { name: 'Meeting point' })).toBeTruthy();
    expect(body).toContain("Meet the operator at the activity's starting point.");
    expect(body).toContain('With a live guide and an audio guide.');
    expect(body).toContain("Show your ticket on your phone at the start: printed tickets aren't accepted.");
    expect(body).toContain('One ticket covers your whole party.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await done();
    expect(screen.queryByRole('dialog', { name: `Itinerary: ${NAME}` })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('itinerary: hop-on hop-off with pickup, a paper ticket for each traveler and no guide', async () => {
    await show([
      experienceTrip(ID_A, {
        experience: { ...tour.experience, itineraryType: 'HopOnHopOff' },
        pickup: ['Hotel', 'Port'],
        guides: [],
        ticketFormat: { type: 'Paper', scope: 'OnePerTraveler' },
      }),
    ]);
    const dialog = await open(/^Itinerary/, `Itinerary: ${NAME}`);
    const body = text(dialog);
    expect(body).toContain('Hop-on hop-off: get on and off at any stop');
    expect(within(dialog).getByRole('heading', { name: 'Pickup' })).toBeTruthy();
    expect(body).toContain('The operator picks you up from your hotel or the cruise port.');
    expect(within(dialog).queryByRole('heading', { name: 'Guide' })).toBeNull();
    expect(body).toContain("Print your ticket and bring it: tickets on a phone aren't accepted.");
    expect(body).toContain('One ticket per traveler: 3 tickets for your party.');
  });

  it('cancellation policy while free: the rule with its deadline on the city’s clock, and everything back now', async () => {
    await show([tour]);
    const body = text(await open(/^Cancellation policy/, `Cancellation policy: ${NAME}`));
    expect(body).toContain(
      'Free cancellation until 24 hours before the start, that is until Fri, Feb 19, 9:00 AM local time. After that, the operator keeps the payment.',
    );
    expect(body).toContain('If you cancel now');
    expect(body).toContain('Everything comes back: $150.00.');
    expect(body).not.toContain('Contact support');
  });

  it('cancellation policy partly refundable: the share until its deadline, and what comes back now', async () => {
    await show([experienceTrip(ID_A, { cancellationPolicy: partly })]);
    const body = text(await open(/^Cancellation policy/, `Cancellation policy: ${NAME}`));
    expect(body).toContain(
      'Cancel until 48 hours before the start, that is until Thu, Feb 18, 9:00 AM local time, and 50% of the price comes back.',
    );
    expect(body).toContain('$75.00 comes back; the operator keeps $75.00.');
  });

  it('cancellation policy after the deadline: nothing back, and Contact support', async () => {
    await show([tour]);
    at('2027-02-19T12:00:00Z');
    const body = text(await open(/^Cancellation policy/, `Cancellation policy: ${NAME}`));
    expect(body).toContain('The free cancellation period ended on Fri, Feb 19, 9:00 AM local time: the operator keeps the payment.');
    expect(body).toContain('Contact support');
  });

  it('cancellation policy of a non-refundable ticket, and of an activity under way', async () => {
    await show([experienceTrip(ID_A, { cancellationPolicy: { kind: 'NonRefundable' } })]);
    let body = text(await open(/^Cancellation policy/, `Cancellation policy: ${NAME}`));
    expect(body).toContain("Non-refundable: this ticket can't be cancelled, and nothing comes back if you don't go.");
    expect(body).toContain("This ticket can't be cancelled: the operator keeps the payment.");
    expect(body).toContain('Contact support');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await done();

    // An hour in: still an upcoming trip until its 3 hours are over.
    at('2027-02-20T09:00:00Z');
    body = text(await open(/^Cancellation policy/, `Cancellation policy: ${NAME}`));
    expect(body).toContain('The activity has started: it can no longer be cancelled.');
  });
});

describe('cancelling an activity', () => {
  it('fully refundable: everything comes back, by the activity’s words; then it is canceled', async () => {
    await show([tour]);
    await quote({ kind: 'Cancelable', refund: cardRefund('FreeCancellation', 150_00, 0) });
    const dialog = screen.getByRole('dialog', { name: 'Cancel this activity' });
    expect(text(dialog)).toContain('Back to your card$150.00');
    expect(text(dialog)).toContain('You are within the free cancellation period: everything comes back.');
    expect(within(dialog).getByRole('button', { name: 'Keep my activity' })).toBeTruthy();

    const canceled = {
      ...tour,
      reservation: 'Canceled',
      cancellation: { canceledAt: '2026-11-22T12:00:00Z', refund: cardRefund('FreeCancellation', 150_00, 0) },
    };
    harness.api().on(`POST /trips/${ID_A}/cancel`, reply(200, canceled));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel activity for $150.00' }));
    await done();
    expect(screen.getByRole('dialog', { name: 'Your activity is canceled' })).toBeTruthy();
    expect(harness.api().callsTo(`POST /trips/${ID_A}/cancel`)[0]?.body).toEqual({ expectedRefundMinor: 150_00, choice: 'Refund' });
  });

  it('partly refundable: the share that comes back and what the operator keeps', async () => {
    await show([experienceTrip(ID_A, { cancellationPolicy: partly })]);
    await quote({ kind: 'Cancelable', refund: cardRefund('PartialRefund', 75_00, 75_00) });
    const dialog = screen.getByRole('dialog', { name: 'Cancel this activity' });
    expect(text(dialog)).toContain('You cancel before the deadline: 50% of the price comes back, and the operator keeps $75.00.');
    expect(text(dialog)).toContain("Kept (Operator's cancellation fee)$75.00");
    expect(within(dialog).getByRole('button', { name: 'Cancel activity for $75.00' })).toBeTruthy();
  });

  it('non-refundable after the deadline: nothing to cancel for, and Contact support', async () => {
    await show([tour]);
    await quote({ kind: 'NotCancelable', reason: 'NonRefundable', contact: 'Support', message: 'The free cancellation period has ended.' });
    const dialog = screen.getByRole('dialog', { name: "This activity can't be cancelled for a refund" });
    expect(text(dialog)).toContain('The free cancellation period has ended: the operator keeps the payment');
    expect(text(dialog)).toContain('Contact support');
  });

  it.each([
    ['NonCancellable', "This ticket can't be cancelled: the operator keeps the places. Contact support if you can't go."],
    ['PastActivityStart', 'This activity has started. Contact support about it.'],
    ['ContactCustomerService', "We can't cancel this activity online. Contact support and we'll ask the operator."],
  ])('%s: cannot be cancelled here, Contact support', async (reason, words) => {
    await show([tour]);
    await quote({ kind: 'NotCancelable', reason, contact: 'Support', message: '' });
    const dialog = screen.getByRole('dialog', { name: "This activity can't be cancelled here" });
    expect(text(dialog)).toContain(words);
    expect(text(dialog)).toContain('Contact support');
  });
});

describe('an activity in French', () => {
  it('the card, its dialogs and the cancel wording read in French, with French spacing', async () => {
    await show([experienceTrip(ID_A, { cancellationPolicy: partly })], '/fr/trips/', [], 'fr');
    const c = card();
    expect(text(c)).toContain('Paris, France · 3 heures');
    expect(text(c)).toContain('Date et heure de débutsam. 20 févr., 9 h 00, heure locale');
    expect(text(c)).toContain('Voyageurs2 adultes, 1 enfant');
    expect(text(c)).toContain('Annulation50 % remboursé jusqu’au jeu. 18 févr., 9 h 00, heure locale');
    expect(
      within(c)
        .getByRole('link', { name: /^Voir la réservation/ })
        .getAttribute('href'),
    ).toBe(`/fr/activities/book/confirm/?bookingId=${ID_A}`);

    const itinerary = await open(/^Itinéraire/, `Itinéraire\u00a0: ${NAME}`);
    expect(text(itinerary)).toContain('Avec un guide sur place et un audioguide.');
    expect(text(itinerary)).toContain('Présentez votre billet sur votre téléphone au départ');
    // The operator's description is in English: said so, for screen readers.
    expect(
      within(itinerary)
        .getByText(/Mona Lisa/)
        .getAttribute('lang'),
    ).toBe('en');
    fireEvent.click(within(itinerary).getByRole('button', { name: 'Fermer' }));
    await done();

    const policy = await open(/^Conditions d’annulation/, `Conditions d’annulation\u00a0: ${NAME}`);
    expect(policy.textContent).toContain('et 50\u00a0% du prix vous est remboursé');
    expect(policy.textContent).toContain('75,00\u00a0$\u00a0US vous sont remboursés\u00a0; l’organisateur garde 75,00\u00a0$\u00a0US.');
    fireEvent.click(within(policy).getByRole('button', { name: 'Fermer' }));
    await done();

    await quote({ kind: 'Cancelable', refund: cardRefund('PartialRefund', 75_00, 75_00) }, /^Annuler l’activité/);
    const dialog = screen.getByRole('dialog', { name: 'Annuler cette activité' });
    expect(dialog.textContent).toContain('Vous annulez avant la date limite\u00a0: 50\u00a0% du prix vous est remboursé');
    expect(text(dialog)).toContain('Retenu (Frais d’annulation de l’organisateur)75,00 $ US');
    expect(within(dialog).getByRole('button', { name: /^Annuler l’activité pour 75,00\s\$\sUS$/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Garder mon activité' })).toBeTruthy();
  });
});
