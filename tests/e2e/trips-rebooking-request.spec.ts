import type { Page } from '@playwright/test';
import type { Trip } from '../../src/lib/domain/booking/booking.schema';
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';
import { bookByPenalty } from './helpers/penalty-booking';

// Disruption assistance when none of the flights shown suits: the traveler asks our agents for a
// day and a time of day from Trips; the card says they are looking; the desk (its test hook)
// accepts with a flight at that time, or denies, and the dialog then says why and offers the rest.

const card = (page: Page) => page.getByRole('article', { name: 'JFK to LAX' });

async function disruptedTrip(page: Page, days: number) {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  const { bookingId } = await bookByPenalty(page.request, token, 'NotPossible', days, ['DisruptionAssistance']);
  const delayed = await apiCall(page.request, 'POST', '/api/v0/testing/disruption', { bookingId, delayMinutes: 150 }, token);
  expect(delayed.status()).toBe(200);
  return { token, bookingId };
}

const tripOf = async (page: Page, id: string, token: string) =>
  (await (await apiCall(page.request, 'GET', `/api/v0/trips/${id}`, undefined, token)).json()) as Extract<Trip, { kind: 'Flight' }>;

test('none of the flights suits: our agents get a request for the next morning, and their answer rebooks the trip', async ({ page }) => {
  const { token, bookingId } = await disruptedTrip(page, 20);
  const booked = await tripOf(page, bookingId, token);
  await page.goto('/trips/?tab=upcoming');
  await card(page)
    .getByRole('button', { name: /^Get help/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Your flight is disrupted' });
  await dialog.getByRole('button', { name: 'Ask our agents for another flight' }).click();

  const form = page.getByRole('dialog', { name: 'Ask our agents for a flight' });
  const days = form.getByRole('group', { name: 'Day' }).getByRole('radio');
  await expect(days.first()).toBeChecked();
  await days.nth(1).check();
  await form.getByLabel('Time of day').selectOption({ label: 'Morning (5 AM – noon)' });
  await form.getByLabel('Anything they should know (optional)').fill('Window seat if possible');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('dialog', { name: 'Request sent' })).toContainText('answer within 30 minutes');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(card(page)).toContainText('Our agents are looking for a flight for you.');

  const asked = await tripOf(page, bookingId, token);
  expect(asked.disruption?.request).toMatchObject({ route: 'MoveToQueue', state: 'Requested', timeOfDay: 'Morning' });
  const answered = await apiCall(page.request, 'POST', '/api/v0/testing/rebookingDesk/answer', { bookingId }, token);
  expect(await answered.json()).toEqual({ answer: 'Accepted' });

  await page.reload();
  await expect(card(page)).toBeVisible();
  await expect(card(page)).not.toContainText('Flight disrupted.');
  const after = await tripOf(page, bookingId, token);
  const departure = after.slices[0]!.zonedDeparture;
  expect(departure.slice(0, 10)).toBe(asked.disruption!.request!.preferredDate);
  expect(Number(departure.slice(11, 13))).toBeGreaterThanOrEqual(5);
  expect(Number(departure.slice(11, 13))).toBeLessThan(12);
  expect(after.disruption).toMatchObject({ state: 'Rebooked', request: { state: 'Accepted' } });
  expect(after.payment).toEqual(booked.payment);
});

test.describe('on a phone, in French', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a denied request says why and lets the traveler ask again or choose a flight', async ({ page }) => {
    const { token, bookingId } = await disruptedTrip(page, 21);
    await page.goto('/fr/trips/?tab=upcoming');
    const trip = page.getByRole('article', { name: 'JFK à LAX' });
    await trip.getByRole('button', { name: /^Obtenir de l’aide/ }).click();
    await page.getByRole('button', { name: 'Demander un autre vol à nos agents' }).click();
    const form = page.getByRole('dialog', { name: 'Demander un vol à nos agents' });
    await form.getByLabel('Moment de la journée').selectOption({ label: 'Soir (après 18 h)' });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.getByRole('dialog', { name: 'Demande envoyée' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect(trip).toContainText('Nos agents vous cherchent un vol.');

    const denied = await apiCall(page.request, 'POST', '/api/v0/testing/rebookingDesk/answer', { bookingId, decision: 'Deny' }, token);
    expect(await denied.json()).toEqual({ answer: 'Denied' });
    await page.reload();
    await trip.getByRole('button', { name: /^Obtenir de l’aide/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Votre vol est perturbé' });
    await expect(dialog).toContainText('Nos agents n’ont pas pu vous replacer.');
    await expect(dialog.getByRole('button', { name: 'Demander un autre vol à nos agents' })).toBeVisible();
    await expect(dialog.getByRole('radio').first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
