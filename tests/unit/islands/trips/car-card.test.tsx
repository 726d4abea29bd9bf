// Rental cars in Trips (trip kind Car): the card in each state, and its pick-up, drop-off, driver
// and change dialogs (SPEC §2 Trips modals: car pick up, drop off, drivers, change).
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
// The card loads its dialogs when one first opens: loaded here already, they open within a settle.
import '../../../../src/islands/trips/CarDialog';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, ID_B, ID_C, stayTrip } from './booking-fixtures';
import { cardRefund, carTrip } from './car-fixtures';

// The test platform's clock: two days after booking, before the free cancellation deadline (Dec 8)
// and the pick-up (Dec 10).
const harness = tripsHarness('2026-11-22T12:00:00Z');
const show = harness.show;
const car = carTrip(ID_A);
const card = () => screen.getByRole('article', { name: 'Toyota Corolla or similar' });

async function open(label: RegExp, title: string) {
  fireEvent.click(within(card()).getByRole('button', { name: label }));
  await done();
  return screen.getByRole('dialog', { name: title });
}

describe('a car card', () => {
  it('shows the car, its company and class, both ends on the airports’ clocks, its number, price and free cancellation', async () => {
    await show([car]);
    const c = card();
    expect(text(c)).toContain('Hertz · Compact · 3 rental days');
    expect(text(c)).toContain('Status: Confirmed');
    expect(text(c)).toContain('Pick-upLAX · Thu, Dec 10, 10:00 AM (local time)');
    expect(text(c)).toContain('Drop-offSFO · Sun, Dec 13, 9:30 AM (local time)');
    expect(text(c)).toContain('Confirmation numberZE83K2QA');
    expect(text(c)).toContain('Total paid$215.00');
    expect(text(c)).toContain('CancellationFree until Tue, Dec 8, 10:00 AM (local time)');
    expect(
      within(c)
        .getByRole('link', { name: /^View booking/ })
        .getAttribute('href'),
    ).toBe(`/cars/book/confirm/?bookingId=${ID_A}`);
    const actions = within(c)
      .getAllByRole('button')
      .map((b) => b.textContent?.replace(/ for .*/, ''));
    expect(actions).toEqual(['Pick-up details', 'Drop-off details', 'Driver', 'Change', 'Cancel rental']);
    expect(within(c).getByRole('button', { name: 'Driver for Toyota Corolla or similar' })).toBeTruthy();
  });

  it('pending: waits on the rental company, no number yet, nothing to change or cancel', async () => {
    await show([carTrip(ID_A, { reservation: 'Pending', confirmationNumber: null })]);
    const c = card();
    expect(text(c)).toContain('Waiting for the rental company to confirm');
    expect(text(c)).toContain('Confirmation numberNot confirmed yet');
    expect(within(c).queryByRole('button', { name: /^Change/ })).toBeNull();
    expect(within(c).queryByRole('button', { name: /^Cancel rental/ })).toBeNull();
    expect(within(c).getByRole('button', { name: /^Pick-up details/ })).toBeTruthy();
  });

  it('canceled: in Past trips with what came back and what the rental company kept; no details of a rental that won’t happen', async () => {
    const canceled = carTrip(ID_A, {
      reservation: 'Canceled',
      cancellation: { canceledAt: '2026-11-21T15:00:00Z', refund: cardRefund('PartialRefund', 170_00, 45_00) },
    });
    await show([canceled], '/trips/?tab=past');
    const c = card();
    expect(text(c)).toContain('Canceled');
    expect(text(c)).toContain('Back to your card$170.00');
    expect(text(c)).toContain("Kept (Rental company's cancellation fee)$45.00");
    expect(text(c)).not.toContain('Free until');
    expect(within(c).queryAllByRole('button')).toEqual([]);
    expect(within(c).getByRole('link', { name: /^View booking/ })).toBeTruthy();
  });

  it('returned: in Past trips, its details still open but it can no longer be changed or canceled', async () => {
    const returned = carTrip(ID_B, {
      pickup: { ...car.pickup, localDateTime: '2026-11-05T10:00:00-08:00' },
      dropoff: { ...car.dropoff, localDateTime: '2026-11-08T10:00:00-08:00' },
    });
    await show([returned, car], '/trips/?tab=past');
    const c = card();
    expect(text(c)).toContain('Pick-upLAX · Thu, Nov 5, 10:00 AM (local time)');
    expect(within(c).getByRole('button', { name: /^Driver/ })).toBeTruthy();
    expect(within(c).queryByRole('button', { name: /^Change/ })).toBeNull();
    expect(within(c).queryByRole('button', { name: /^Cancel rental/ })).toBeNull();
  });

  it('a mystery car names what it promises, not a model; upcoming cars and stays by start', async () => {
    const mystery = carTrip(ID_B, {
      vehicle: { ...car.vehicle, name: 'Mystery car: any class from economy up', carClass: 'Mystery' },
      cancellationPolicy: { policy: 'NonRefundable', freeCancellationUntil: null, description: '' },
    });
    await show([mystery, stayTrip(ID_C)]);
    const c = screen.getByRole('article', { name: 'Mystery car: any class from economy up' });
    expect(text(c)).toContain('Hertz · 3 rental days');
    expect(text(c)).toContain('CancellationNon-refundable');
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Mystery car: any class from economy up',
      'Hôtel Lumière',
    ]);
  });
});

describe('a car’s dialogs', () => {
  it('pick-up: the airport, the shuttle, the local time, what to bring, the deposit, the cards and the age; Close gives the focus back', async () => {
    await show([car]);
    const button = within(card()).getByRole('button', { name: /^Pick-up details/ });
    button.focus();
    const dialog = await open(/^Pick-up details/, 'Pick-up details');
    const body = text(dialog);
    expect(body).toContain('AirportLos Angeles International Airport (LAX)');
    expect(body).toContain('Date and timeThu, Dec 10, 10:00 AM, local time');
    expect(body).toContain('Hertz takes you to its lot by shuttle');
    expect(within(dialog).getByRole('heading', { name: 'What to bring' })).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(car.terms.documents);
    expect(body).toContain('Hertz holds a $200.00 deposit on your card at pick-up');
    expect(body).toContain('Cards accepted at the desk: Visa, Mastercard, American Express, and Discover.');
    expect(body).toContain("at least 20 and have held a driver's licence for at least 1 year.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await done();
    expect(screen.queryByRole('dialog', { name: 'Pick-up details' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('drop-off: the airport, the counter, the local time, the fuel policy in words and the mileage', async () => {
    await show([car]);
    const body = text(await open(/^Drop-off details/, 'Drop-off details'));
    expect(body).toContain('AirportSan Francisco International Airport (SFO)');
    expect(body).toContain('Date and timeSun, Dec 13, 9:30 AM, local time');
    expect(body).toContain('Return the car to the Hertz return area at the airport');
    expect(body).toContain('Full to full: the car comes with a full tank. Return it full');
    expect(body).toContain('200 mi a day included (600 mi for the rental), then $0.35 per extra mi.');
    expect(body).toContain('more than 29 minutes late can add a day');
  });

  it('driver: the name, the age band, the loyalty number’s end and the additional drivers added at the desk', async () => {
    await show([car]);
    const body = text(await open(/^Driver/, 'Driver'));
    expect(body).toContain('Main driverGabrielle Roy');
    expect(body).toContain('Age25 or older');
    expect(body).toContain('Loyalty programHertz Gold Plus Rewards, number ending in 4821');
    expect(body).toContain('Up to 2 additional drivers can drive this car. Add them at the Hertz desk at pick-up');
  });

  it('driver: a young driver’s fee, no loyalty program, no additional driver', async () => {
    await show([
      carTrip(ID_A, {
        driver: { givenName: 'Léa', surname: 'Roy', age: 22 },
        loyalty: null,
        terms: { ...car.terms, additionalDriversAllowed: 0 },
      }),
    ]);
    const body = text(await open(/^Driver/, 'Driver'));
    expect(body).toContain('AgeUnder 25: the young driver fee is in your price');
    expect(body).toContain('Loyalty programNone added');
    expect(body).toContain('Only the main driver can drive this car.');
  });

  it('change while cancelling is free: book the car you want, then cancel this one, with the car search', async () => {
    await show([car]);
    const dialog = await open(/^Change/, 'Change this rental');
    expect(text(dialog)).toContain("A car rental can't be changed online.");
    expect(text(dialog)).toContain(
      'Cancellation is free until Tue, Dec 8, 10:00 AM (local time at pick-up): book the car you want, then cancel this one.',
    );
    expect(within(dialog).getByRole('link', { name: 'Search cars' }).getAttribute('href')).toBe('/cars/search/');
  });

  it('change when cancelling would cost: contact support, no search', async () => {
    await show([carTrip(ID_A, { cancellationPolicy: { policy: 'PartiallyRefundable', freeCancellationUntil: null, description: '' } })]);
    const dialog = await open(/^Change/, 'Change this rental');
    expect(text(dialog)).toContain("Cancelling it now isn't free. Contact support and we'll ask Hertz whether it can be changed.");
    expect(text(dialog)).toContain('Contact support');
    expect(within(dialog).queryByRole('link', { name: 'Search cars' })).toBeNull();
  });
});
