import { CONFIRM } from './helpers/checkout';
import { apiCall, createUser, expect, expectNoAxeViolations, signInAs, test, torontoDay, LONG_JOURNEY_MS } from './helpers/fixtures';

// Central billing (issue 21): a traveler of a company that pays by invoice books with no card; the
// trip carries the company's reference on the confirmation and in Trips, and a cancel credits the invoice.

const oneWay = `/flights/shop/?tripType=oneWay&slice=JFK,LAX,${torontoDay(38)}&adt=1&cnn=0&inf=0&ins=0&inpolicy=1`;

test('Dana books an in-policy flight billed to her company, sees its reference, and a cancel credits the invoice', async ({ page }) => {
  test.setTimeout(LONG_JOURNEY_MS);
  const token = await signInAs(page, await createUser(page.request, 'corporate-invoiced'));
  const saved = await apiCall(
    page.request,
    'PUT',
    '/api/v0/flight/passengers/update',
    { givenName: 'Dana', surname: 'Okafor', gender: 'F', dateOfBirth: '1988-09-14', assistance: [] },
    token,
  );
  expect(saved.ok()).toBe(true);

  await page.goto(oneWay);
  const first = page
    .getByRole('list', { name: /^Choose your/ })
    .getByRole('listitem')
    .first();
  await first.getByRole('button', { name: /^Details/ }).click();
  await first
    .getByRole('group')
    .filter({ hasText: 'In policy' })
    .first()
    .getByRole('button', { name: /^Select / })
    .click();
  await expect(page).toHaveURL(/\/flights\/book\/$/);

  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Billed to Contoso Consulting');
  await expect(payment).toContainText('no card is needed');
  // Nothing of the traveler's own is asked for: no card to choose, no rewards, no travel credits.
  await expect(payment.getByRole('radio')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Traveler 1 (adult)' }).selectOption({ index: 1 });
  // Her company's accounts team asks for a cost center on each trip: it goes on the invoice line.
  await payment.getByRole('textbox', { name: 'Cost center or project (optional)' }).fill('Sales EMEA');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Book', exact: true }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(CONFIRM);
  const billed = page.getByText(/^Billed to Contoso Consulting · ref\. CON-[0-9A-F]{8}$/);
  await expect(billed).toBeVisible();
  const reference = (await billed.textContent())!.split('ref. ')[1]!;
  await expect(page.getByRole('region', { name: 'Payment', exact: true })).toContainText('Cost center or projectSales EMEA');
  await expectNoAxeViolations(page);

  await page.goto('/trips/?tab=upcoming');
  const card = page.getByRole('article', { name: 'JFK to LAX' });
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText(`Billed to Contoso Consulting · ref. ${reference}`);
  await expect(card).toContainText('Cost center or projectSales EMEA');
  await card.getByRole('button', { name: /^Cancel flight/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this flight' });
  await expect(dialog).toContainText(`Credited to Contoso Consulting’s invoice · ref. ${reference}`);
  await expect(dialog).not.toContainText('statement');
  await expectNoAxeViolations(page);
});
