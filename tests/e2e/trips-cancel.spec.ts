import type { Page } from '@playwright/test';
import { rewardsAccounts } from './helpers/bookings';
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test } from './helpers/fixtures';
import { bookByPenalty as book, wallet } from './helpers/penalty-booking';

// Cancelling a flight from Trips: the quote shows what comes back before anything happens; the
// canceled trip moves to Past trips with its refund lines and the rewards and travel credit are
// back. A fare that cannot be cancelled says why and whom to contact.

const card = (page: Page) => page.getByRole('article', { name: 'JFK to LAX' });

test('a refundable flight: the quote, then cancel; it moves to Past trips as Canceled with its refund, rewards and credit back', async ({
  page,
}) => {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  const before = await rewardsAccounts(page.request, token);
  const booking = await book(page.request, token, 'NoPenalty', 40);
  const { total, account } = booking;
  const credit = booking.credit!;

  await page.goto('/trips/?tab=upcoming');
  await expect(card(page)).toContainText('Confirmed');
  await card(page)
    .getByRole('button', { name: /^Cancel flight/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this flight' });
  await expect(dialog.getByRole('button', { name: /^Cancel flight for / })).toBeVisible();
  const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  await expect(dialog).toContainText(`Travel credit given back${money(credit.amountMinor)}`);
  await expect(dialog).toContainText(`Rewards returned${money(total - credit.amountMinor)}`);
  await expect(dialog).toContainText(`Total refund${money(total)}`);
  await expect(dialog).toContainText('You booked less than 24 hours ago');
  // The safe choice has the focus: Enter right away keeps the flight.
  await expect(dialog.getByRole('button', { name: 'Keep my flight' })).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: `Cancel flight for ${money(total)}` }).click();
  await expect(page.getByRole('dialog', { name: 'Your flight is canceled' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(card(page)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Past trips' }).click();
  await expect(card(page)).toContainText('Canceled');
  const refunded = card(page).getByRole('region', { name: 'Refunded' });
  await expect(refunded).toContainText(`Total refund${money(total)}`);
  await expectNoAxeViolations(page);

  const after = (await rewardsAccounts(page.request, token)).find((a) => a.accountReferenceId === account.accountReferenceId)!;
  expect(after.rewardsBalance.value).toBe(before.find((a) => a.accountReferenceId === account.accountReferenceId)!.rewardsBalance.value);
  expect((await wallet(page.request, token)).credits.find((c) => c.id === credit.id)).toMatchObject({
    state: 'Available',
    amountMinor: credit.amountMinor,
  });
});

test('a basic fare leaving within a week says it cannot be cancelled for a refund, and whom to contact; nothing changes', async ({
  page,
}) => {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  // Booked under 7 days before departure, the 24-hour void window does not apply.
  await book(page.request, token, 'NotPossible', 3);
  await page.goto('/trips/?tab=upcoming');
  await card(page)
    .getByRole('button', { name: /^Cancel flight/ })
    .click();
  const dialog = page.getByRole('dialog', { name: "This fare can't be cancelled for a refund" });
  await expect(dialog).toContainText('Contact airline');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(card(page)).toContainText('Confirmed');
});

test('cancel for any reason on a basic fare: the airline credit instead of the 80 % refund, then the Airline travel credits tab', async ({
  page,
}) => {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  // Under 7 days before departure the void window does not apply: only the cover gives anything back.
  const { total, extra } = await book(page.request, token, 'NotPossible', 3, ['Cfar']);
  const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const covered = total - extra;
  await page.goto('/trips/?tab=upcoming');
  await card(page)
    .getByRole('button', { name: /^Cancel flight/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this flight' });
  const choice = dialog.getByRole('group', { name: 'Cancel for any reason: how do you want it back?' });
  await expect(choice.getByRole('radio', { name: new RegExp(`^\\${money(Math.floor((covered * 80) / 100))} refund`) })).toBeChecked();
  await expectNoAxeViolations(page);

  await choice.getByRole('radio', { name: new RegExp(`^\\${money(covered)} airline credit`) }).check();
  await expect(dialog).toContainText('This cancels every flight of the trip.');
  await dialog.getByRole('button', { name: `Cancel for ${money(covered)} airline credit` }).click();
  const success = page.getByRole('dialog', { name: 'Your flight is canceled' });
  await expect(success).toContainText(money(covered));
  await expectNoAxeViolations(page);
  await success.getByRole('link', { name: 'See it in Airline travel credits' }).click();

  await expect(page.getByRole('tab', { name: 'Airline travel credits' })).toHaveAttribute('aria-selected', 'true');
  const credit = page.getByRole('article').filter({ hasText: money(covered) });
  await expect(credit).toContainText('Available');
  await expect(credit).toContainText('From JFK to LAX');
  await expectNoAxeViolations(page);
  // Nothing came back to the rewards account or the wallet: the whole value is the credit.
  const after = await apiCall(page.request, 'GET', '/api/v0/user/airlineCredits', undefined, token);
  expect(((await after.json()) as { credits: { amountMinor: number }[] }).credits.map((c) => c.amountMinor)).toEqual([covered]);
});

test('a schedule change: the card says so, the dialog shows old beside new; a small one is accepted, a big one refunds everything', async ({
  page,
}) => {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  const money = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const small = await book(page.request, token, 'NotPossible', 10);
  const moved = await apiCall(page.request, 'POST', '/api/v0/testing/scheduleChange', { bookingId: small.bookingId, minutes: 45 }, token);
  expect(moved.status()).toBe(200);

  await page.goto('/trips/?tab=upcoming');
  await expect(card(page)).toContainText('Schedule change.');
  await card(page)
    .getByRole('button', { name: /^Review the change/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'The airline changed your flight' });
  const table = dialog.getByRole('table', { name: 'Your flights as booked and as the airline flies them now' });
  await expect(table.getByRole('columnheader')).toHaveText(['Flight', 'Was', 'Now']);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Cancel for a full refund' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Decide later' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Accept new times' }).click();
  await expect(page.getByRole('dialog', { name: 'New times accepted' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(card(page)).not.toContainText('Schedule change.');

  const big = await book(page.request, token, 'NotPossible', 12);
  await apiCall(page.request, 'POST', '/api/v0/testing/scheduleChange', { bookingId: big.bookingId, minutes: 150 }, token);
  await page.reload();
  const bigCard = card(page).filter({ hasText: 'Schedule change.' });
  await bigCard.getByRole('button', { name: /^Review the change/ }).click();
  await page
    .getByRole('dialog', { name: 'The airline changed your flight' })
    .getByRole('button', { name: 'Cancel for a full refund' })
    .click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this flight' });
  await expect(cancel).toContainText(`Total refund${money(big.total)}`);
  await expect(cancel).toContainText('The airline changed your flight by 2 hours or more');
  await expectNoAxeViolations(page);
  await cancel.getByRole('button', { name: `Cancel flight for ${money(big.total)}` }).click();
  await expect(page.getByRole('dialog', { name: 'Your flight is canceled' })).toBeVisible();
});

test('a flight the airline cancelled: another flight at no charge, chosen in the dialog, becomes the booking', async ({ page }) => {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  const { bookingId } = await book(page.request, token, 'NotPossible', 11);
  const cancelled = await apiCall(page.request, 'POST', '/api/v0/testing/scheduleChange', { bookingId, cancel: true }, token);
  expect(cancelled.status()).toBe(200);

  await page.goto('/trips/?tab=upcoming');
  await expect(card(page)).toContainText('Flight cancelled by the airline.');
  await card(page)
    .getByRole('button', { name: /^Review the change/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'The airline cancelled your flight' });
  await expect(dialog.getByRole('button', { name: 'Accept new times' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Choose another flight' }).click();
  const options = dialog.getByRole('group', { name: 'JFK to LAX: choose a flight at no charge' }).getByRole('radio');
  await expect(options.first()).toBeChecked();
  await expectNoAxeViolations(page);
  const count = await options.count();
  await options.nth(count - 1).check();
  await dialog.getByRole('button', { name: 'Change to these flights' }).click();
  await expect(page.getByRole('dialog', { name: 'Flights changed' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(card(page)).not.toContainText('Flight cancelled by the airline.');
  const trip = (await (await apiCall(page.request, 'GET', `/api/v0/trips/${bookingId}`, undefined, token)).json()) as {
    reservation: string;
    scheduleChange: { state: string; rebooked?: boolean };
  };
  expect(trip).toMatchObject({ reservation: 'Confirmed', scheduleChange: { state: 'Ticketed', rebooked: true } });
});

test('a disrupted flight with disruption assistance: the card says so; the dialog offers qualifying flights and rebooks one for free', async ({
  page,
}) => {
  const token = await signInAs(page, await createUser(page.request, 'consumer'));
  const { bookingId } = await book(page.request, token, 'NotPossible', 10, ['DisruptionAssistance']);
  const delayed = await apiCall(page.request, 'POST', '/api/v0/testing/disruption', { bookingId, delayMinutes: 150 }, token);
  expect(delayed.status()).toBe(200);

  await page.goto('/trips/?tab=upcoming');
  await expect(card(page)).toContainText('Flight disrupted.');
  await card(page)
    .getByRole('button', { name: /^Get help/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Your flight is disrupted' });
  await expect(dialog).toContainText('The airline delayed your flight by 2 h 30 min.');
  const options = dialog.getByRole('group', { name: 'Free rebooking: choose a flight' }).getByRole('radio');
  await expect(options.first()).toBeChecked();
  await expect(dialog.getByRole('button', { name: /^Get \$[\d,.]+ back$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const count = await options.count();
  await options.nth(count - 1).check();
  await dialog.getByRole('button', { name: 'Rebook for free' }).click();
  await expect(page.getByRole('dialog', { name: "You're rebooked" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(card(page)).not.toContainText('Flight disrupted.');
  const trip = (await (await apiCall(page.request, 'GET', `/api/v0/trips/${bookingId}`, undefined, token)).json()) as {
    disruption: { state: string };
  };
  expect(trip.disruption.state).toBe('Rebooked');
});
