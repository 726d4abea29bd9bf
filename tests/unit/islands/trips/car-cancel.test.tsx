// Cancelling a rental car from Trips: the generic cancel flow in a car's words (free cancellation,
// one rental day or the late fee kept; non-refundable and past pick-up sent to support), and the
// card and its dialogs in French.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../../src/islands/trips/CarDialog';
import { reply } from '../../client/profile/fake-api';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A } from './booking-fixtures';
import { cardRefund, carTrip } from './car-fixtures';

const harness = tripsHarness('2026-11-22T12:00:00Z');
const show = harness.show;
const car = carTrip(ID_A);
const QUOTE = `POST /trips/${ID_A}/cancel/quote`;

async function quote(answer: unknown, label = /^Cancel rental/) {
  harness.api().on(QUOTE, reply(200, { quote: answer }));
  fireEvent.click(screen.getByRole('button', { name: label }));
  await done();
}

describe('cancelling a car', () => {
  it('within free cancellation: everything comes back, by the car’s words; the card becomes the canceled rental', async () => {
    await show([car]);
    await quote({ kind: 'Cancelable', refund: cardRefund('FreeCancellation', 215_00, 0) });
    const dialog = screen.getByRole('dialog', { name: 'Cancel this rental' });
    expect(text(dialog)).toContain('Back to your card$215.00');
    expect(text(dialog)).toContain('You are within the free cancellation period: everything comes back.');
    expect(within(dialog).getByRole('button', { name: 'Keep my car' })).toBeTruthy();

    const canceled = {
      ...car,
      reservation: 'Canceled',
      cancellation: { canceledAt: '2026-11-22T12:00:00Z', refund: cardRefund('FreeCancellation', 215_00, 0) },
    };
    harness.api().on(`POST /trips/${ID_A}/cancel`, reply(200, canceled));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel rental for $215.00' }));
    await done();
    expect(screen.getByRole('dialog', { name: 'Your rental is canceled' })).toBeTruthy();
    expect(harness.api().callsTo(`POST /trips/${ID_A}/cancel`)[0]?.body).toEqual({ expectedRefundMinor: 215_00, choice: 'Refund' });
  });

  it('after the deadline: the rental company keeps one rental day', async () => {
    await show([car]);
    await quote({ kind: 'Cancelable', refund: cardRefund('PartialRefund', 170_00, 45_00) });
    const dialog = screen.getByRole('dialog', { name: 'Cancel this rental' });
    expect(text(dialog)).toContain('The rental company keeps one rental day ($45.00).');
    expect(text(dialog)).toContain("Kept (Rental company's cancellation fee)$45.00");
    expect(within(dialog).getByRole('button', { name: 'Cancel rental for $170.00' })).toBeTruthy();
  });

  it('booked more than 24 hours ago on a 24-hour policy: the flat fee is kept', async () => {
    await show([
      carTrip(ID_A, { cancellationPolicy: { policy: 'ConditionalAfterBooking', freeCancellationUntil: null, description: '' } }),
    ]);
    await quote({ kind: 'Cancelable', refund: cardRefund('PartialRefund', 165_00, 50_00) });
    expect(text(screen.getByRole('dialog', { name: 'Cancel this rental' }))).toContain(
      'More than 24 hours have passed since you booked: the rental company keeps a $50.00 cancellation fee.',
    );
  });

  it('non-refundable: nothing to cancel for, and Contact support', async () => {
    await show([carTrip(ID_A, { cancellationPolicy: { policy: 'NonRefundable', freeCancellationUntil: null, description: '' } })]);
    await quote({ kind: 'NotCancelable', reason: 'NonRefundable', contact: 'Support', message: 'Prepaid.' });
    const dialog = screen.getByRole('dialog', { name: "This rental can't be cancelled for a refund" });
    expect(text(dialog)).toContain('You prepaid a non-refundable price: the rental company keeps the payment');
    expect(text(dialog)).toContain('Contact support');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('past pick-up: cannot be cancelled online, Contact support', async () => {
    await show([car]);
    await quote({ kind: 'NotCancelable', reason: 'PastPickUp', contact: 'Support', message: 'The pick-up time has passed.' });
    const dialog = screen.getByRole('dialog', { name: "This rental can't be cancelled online" });
    expect(text(dialog)).toContain('The pick-up time has passed. Contact support about this rental.');
    expect(text(dialog)).toContain('Contact support');
  });

  it('support only: a rental we cannot cancel online goes to support', async () => {
    await show([car]);
    await quote({ kind: 'NotCancelable', reason: 'ContactCustomerService', contact: 'Support', message: '' });
    const dialog = screen.getByRole('dialog', { name: "This rental can't be cancelled online" });
    expect(text(dialog)).toContain("We can't cancel this rental online. Contact support and we'll ask the rental company.");
  });

  it('change within 24 hours of booking on a 24-hour policy: cancelling is free for now', async () => {
    await show([
      carTrip(ID_A, {
        createdAt: '2026-11-22T06:00:00Z',
        cancellationPolicy: { policy: 'ConditionalAfterBooking', freeCancellationUntil: null, description: '' },
      }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Change/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: 'Change this rental' });
    expect(text(dialog)).toContain('Cancellation is free for now: book the car you want, then cancel this one.');
    expect(within(dialog).getByRole('link', { name: 'Search cars' })).toBeTruthy();
  });
});

describe('a car in French', () => {
  it('the card, its pick-up dialog and the cancel wording read in French, with French spacing', async () => {
    await show([car], '/fr/trips/', [], 'fr');
    const card = screen.getByRole('article', { name: 'Toyota Corolla ou similaire' });
    expect(text(card)).toContain('Hertz · Compacte · 3 jours de location');
    expect(text(card)).toContain('Prise en chargeLAX · jeu. 10 déc., 10 h 00 (heure locale)');
    expect(text(card)).toContain('RetourSFO · dim. 13 déc., 9 h 30 (heure locale)');
    expect(text(card)).toContain('AnnulationGratuite jusqu’au mar. 8 déc., 10 h 00 (heure locale)');
    expect(
      within(card)
        .getByRole('link', { name: /^Voir la réservation/ })
        .getAttribute('href'),
    ).toBe(`/fr/cars/book/confirm/?bookingId=${ID_A}`);

    fireEvent.click(within(card).getByRole('button', { name: /^Détails de la prise en charge/ }));
    await done();
    const pickup = screen.getByRole('dialog', { name: 'Prise en charge de la voiture' });
    expect(text(pickup)).toContain('Hertz bloque un dépôt de garantie de 200,00 $ US sur votre carte');
    expect(text(pickup)).toContain('Cartes acceptées au comptoir : Visa, Mastercard, American Express et Discover.');
    expect(pickup.textContent).toContain('comptoir\u00a0:');
    // The rental company's own list is in English: said so, for screen readers.
    expect(within(pickup).getAllByRole('list')[0]?.getAttribute('lang')).toBe('en');
    fireEvent.click(within(pickup).getByRole('button', { name: 'Fermer' }));
    await done();

    await quote({ kind: 'Cancelable', refund: cardRefund('PartialRefund', 170_00, 45_00) }, /^Annuler la location/);
    const dialog = screen.getByRole('dialog', { name: 'Annuler cette location' });
    expect(text(dialog)).toContain('Le loueur retient un jour de location (45,00 $ US).');
    expect(text(dialog)).toContain('Retenu (Frais d’annulation du loueur)45,00 $ US');
    expect(within(dialog).getByRole('button', { name: /^Annuler la location pour 170,00\s\$\sUS$/ })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Garder ma voiture' })).toBeTruthy();
  });
});
