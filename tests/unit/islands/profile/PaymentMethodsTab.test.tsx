import nodeConsole from 'node:console';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../../../../src/lib/client/i18n/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cardFormSrc } from '../../../../src/islands/profile/payments/CardFormFrame';
import PaymentMethodsTab from '../../../../src/islands/profile/payments/PaymentMethodsTab';
import { getI18n, type Locale } from '../../../../src/lib/client/i18n';
import en from '../../../../src/lib/client/i18n/locales/en/payments.json';
import fr from '../../../../src/lib/client/i18n/locales/fr/payments.json';
import { $addPayment, type AddPaymentModal } from '../../../../src/lib/client/profile/payment-methods.store';
import { resetProfileStores } from '../../../../src/lib/client/profile/profile-load';
import type { CardFormMessage } from '../../../../src/lib/domain/booking/hosted-card-form';
import { card, credentials, givenPageState, method } from '../../client/payment-fixtures';
import { apiError, fakeApi, held, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';

const LIST = 'PUT /paymentMethods/list';
const CREDENTIALS = 'GET /payments/spreedlyCredentials';
const visa = method();
const amex = method({ id: '3f0b6a64-3c47-4c59-9b59-1f7f7f0b0002', brand: 'american_express', lastFour: '3307', isVirtualCard: true });

const done = () => act(settle);
async function show(locale: Locale = 'en') {
  render(
    <I18nProvider i18n={getI18n(locale)}>
      <PaymentMethodsTab />
    </I18nProvider>,
  );
  await done();
}

let api: ReturnType<typeof fakeApi>;
let stops: (() => void)[];
beforeEach(async () => {
  // happy-dom does not load iframe pages (the form is another app) and says so on the console it
  // was created with, Node's own: that notice is expected here, anything else still prints.
  const consoleError = nodeConsole.error.bind(nodeConsole);
  vi.spyOn(nodeConsole, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) consoleError(...args);
  });
  api = fakeApi();
  resetProfileStores();
  stops = [signedIn(sessionInfo()), await givenPageState()];
  api.on(CREDENTIALS, reply(200, credentials));
});
afterEach(() => {
  cleanup();
  stops.forEach((stop) => stop());
  vi.restoreAllMocks();
});

/** Opens the form; the frame's window is a stand-in that records what the page posts. */
async function openForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Add payment method' }));
  await done();
  const iframe = screen.getByTitle('Secure card form') as HTMLIFrameElement;
  const win = { postMessage: vi.fn() };
  Object.defineProperty(iframe, 'contentWindow', { value: win, configurable: true });
  return { iframe, win, posted: () => win.postMessage.mock.calls.map(([command]) => command as { type: string }) };
}

function fromForm(data: CardFormMessage, source: unknown, origin = credentials.formOrigin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  });
}

describe('the saved cards', () => {
  it('reads Fetching while listing, then each card with its brand, last four, expiry and a named Delete', async () => {
    const gate = held();
    api.on(LIST, gate.answer);
    await show();
    expect(screen.getByText('Fetching')).toBeTruthy();
    gate.release(reply(200, { value: [visa, amex] }));
    await done();
    expect(screen.queryByText('Fetching')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Saved payment methods' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Visa', 'American Express']);
    expect(cards[0]!.textContent).toContain('Card ending in 4821');
    expect(cards[0]!.textContent).toContain('Expires 04/2029');
    expect(cards[1]!.textContent).toContain('Virtual card');
    expect(screen.getByRole('button', { name: 'Delete Visa card ending in 4821' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete American Express card ending in 3307' })).toBeTruthy();
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('none saved: the empty text with the Add payment method action', async () => {
    api.on(LIST, reply(200, { value: [] }));
    await show();
    expect(screen.getByText("You haven't added a payment method yet.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add payment method' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a failed list offers a retry', async () => {
    api.on(LIST, apiError(500, 'Internal', 'boom'), reply(200, { value: [visa] }));
    await show();
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load your payment methods.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await done();
    expect(screen.getByRole('heading', { name: 'Visa' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('delete asks first, reads Deleting during the call, then the list updates and focus moves on', async () => {
    api.on(LIST, reply(200, { value: [visa, amex] }), reply(200, { value: [amex] }));
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Visa card ending in 4821' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this card?' });
    expect(dialog.textContent).toContain('Your Visa card ending in 4821 will be removed');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    const gate = held();
    api.on('POST /paymentMethods/delete', gate.answer);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await done();
    expect(within(dialog).getByRole('status').textContent).toBe('Deleting');
    gate.release(reply(200, {}));
    await done();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /paymentMethods/delete')[0]?.body).toEqual({ paymentId: visa.id });
    expect(screen.queryByRole('heading', { name: 'Visa' })).toBeNull();
    expect(screen.getByText('Your card ending in 4821 was deleted.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'American Express' }));
  });

  it('cancelling the delete keeps the card and returns to its Delete button; a failure says so in the dialog', async () => {
    api.on(LIST, reply(200, { value: [visa] }));
    await show();
    const del = screen.getByRole('button', { name: 'Delete Visa card ending in 4821' });
    fireEvent.click(del);
    api.on('POST /paymentMethods/delete', apiError(500, 'Internal', 'boom'));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    await done();
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe(
      "We couldn't delete this payment method. Please try again.",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await done();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Visa' })).toBeTruthy();
    expect(document.activeElement).toBe(del);
  });
});

describe('the hosted card form', () => {
  beforeEach(() => api.on(LIST, reply(200, { value: [] })));

  it('is an iframe of the vault form in the page language, sized from its messages', async () => {
    await show();
    const { iframe } = await openForm();
    expect(iframe.getAttribute('src')).toBe('https://vault.example.test/vault/card-form/?locale=en&environmentKey=env-test');
    expect(screen.queryByRole('button', { name: 'Add payment method' })).toBeNull();
    fromForm({ type: 'vault:ready', height: 412 }, iframe.contentWindow);
    expect(iframe.style.getPropertyValue('--card-form-height')).toBe('412px');
    fromForm({ type: 'vault:resize', height: 99_999 }, iframe.contentWindow);
    expect(iframe.style.getPropertyValue('--card-form-height')).toBe('2000px');
    expect(iframe.hasAttribute('style')).toBe(true);
  });

  it('builds the form address from a relative URL too, keeping its query', () => {
    expect(cardFormSrc('/vault/card-form/?v=2', 'fr', 'https://travel.example/profile/', 'env_1')).toBe(
      'https://travel.example/vault/card-form/?v=2&locale=fr&environmentKey=env_1',
    );
  });

  it('asks the form for focus once it is ready, and Cancel empties and hides it', async () => {
    await show();
    const { iframe, posted } = await openForm();
    expect(posted()).toEqual([]);
    fromForm({ type: 'vault:ready', height: 400 }, iframe.contentWindow);
    expect(posted()).toEqual([{ type: 'vault:focus' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await done();
    expect(posted()).toContainEqual({ type: 'vault:reset' });
    expect(iframe.closest('section')?.hidden).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add payment method' }));
  });

  it('a tokenized card reads "Adding your payment method", then the card is listed and the form resets and closes', async () => {
    await show();
    const { iframe, posted } = await openForm();
    fromForm({ type: 'vault:ready', height: 400 }, iframe.contentWindow);
    const verify = held();
    api.on('POST /paymentMethods/verify', verify.answer);
    api.on(LIST, reply(200, { value: [visa] }));
    fromForm({ type: 'vault:tokenized', card: card() }, iframe.contentWindow);
    await done();
    expect(screen.getByText('Adding your payment method').closest('[role="status"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    verify.release(reply(200, { value: { PaymentVerifyResult: 'Success', paymentMethod: visa } }));
    await done();
    expect(screen.queryByText('Adding your payment method')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Visa' })).toBeTruthy();
    const status = screen.getByText('Your card ending in 4821 was added.');
    expect(status.getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(status);
    expect(posted()).toContainEqual({ type: 'vault:reset' });
    expect(iframe.closest('section')?.hidden).toBe(true);
  });

  it('ignores messages from another origin or another window', async () => {
    await show();
    const { iframe } = await openForm();
    const failed: CardFormMessage = { type: 'vault:failed' };
    fromForm(failed, iframe.contentWindow, 'https://evil.example');
    fromForm(failed, window);
    fromForm({ type: 'vault:ready', height: 900 }, iframe.contentWindow, 'https://evil.example');
    await done();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(iframe.style.getPropertyValue('--card-form-height')).toBe('');
    fromForm(failed, iframe.contentWindow);
    await done();
    expect(screen.getByRole('dialog', { name: 'Unable to add payment' })).toBeTruthy();
  });

  it('a form submitted with errors shows them by the field only: no modal (issue 23 #7)', async () => {
    await show();
    const { iframe } = await openForm();
    fromForm({ type: 'vault:invalid', errors: [{ field: 'number', code: 'numberInvalid', message: 'Bad number' }] }, iframe.contentWindow);
    await done();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($addPayment.get()).toEqual({ kind: 'Editing' });
  });

  it('uses the French form in French', async () => {
    await show('fr');
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter un mode de paiement' }));
    await done();
    expect(screen.getByTitle('Formulaire de carte sécurisé').getAttribute('src')).toBe(
      'https://vault.example.test/vault/card-form/?locale=fr&environmentKey=env-test',
    );
  });
});

describe('the add payment modals (SPEC §8)', () => {
  beforeEach(() => api.on(LIST, reply(200, { value: [] })));

  async function withModal(modal: AddPaymentModal) {
    await show();
    const form = await openForm();
    fromForm({ type: 'vault:ready', height: 400 }, form.iframe.contentWindow);
    form.win.postMessage.mockClear();
    act(() => $addPayment.set({ kind: 'Modal', modal }));
    return form;
  }

  it.each([
    ['CardDeclined', 'Your card was declined', 'Check the card number'],
    ['ExcessiveUserActivity', 'Too many attempts', 'adding cards is paused'],
    ['GenericError', "We couldn't add your card", 'Please try again.'],
  ] as const)('%s: its title from the shared set, a short body and Edit payment method', async (kind, title, body) => {
    await withModal({ kind });
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog.textContent).toContain(body);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit payment method']);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Edit payment method' }));
  });

  it('invalid issuer card: title and a subtitle naming the brand', async () => {
    await withModal({ kind: 'InvalidIssuerCard' });
    const dialog = screen.getByRole('dialog', { name: "This card can't be added" });
    expect(dialog.textContent).toContain("Add a card issued by Voyage Rewards Travel that's linked to one of your rewards accounts.");
  });

  it('unable to add: the first form error, else the try-again text, with Edit payment method and Try again', async () => {
    await withModal({ kind: 'UnableToAdd', firstError: 'Enter the security code.' });
    const dialog = screen.getByRole('dialog', { name: 'Unable to add payment' });
    expect(dialog.textContent).toContain('Enter the security code.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit payment method', 'Try again']);
    act(() => $addPayment.set({ kind: 'Modal', modal: { kind: 'UnableToAdd', firstError: null } }));
    expect(screen.getByRole('dialog').textContent).toContain('Something went wrong while we saved this card.');
  });

  it('Edit payment method closes the modal, focuses the frame and tells the form to focus its field', async () => {
    const { iframe, posted } = await withModal({ kind: 'CardDeclined' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit payment method' }));
    await done();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect($addPayment.get()).toEqual({ kind: 'Editing' });
    expect(posted()).toEqual([{ type: 'vault:focus' }]);
    expect(document.activeElement).toBe(iframe);
  });

  it('Try again submits the form again', async () => {
    const { posted } = await withModal({ kind: 'UnableToAdd', firstError: null });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await done();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted()).toEqual([{ type: 'vault:submit' }]);
  });

  it('a form that could not tokenize opens the default modal', async () => {
    await show();
    const { iframe } = await openForm();
    fromForm({ type: 'vault:failed' }, iframe.contentWindow);
    await done();
    expect(screen.getByRole('dialog', { name: 'Unable to add payment' }).textContent).toContain(
      'Your details are still in the form: try again.',
    );
  });
});

describe('payments strings', () => {
  type Tree = { [k: string]: string | Tree };
  const flatten = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : flatten(v, `${prefix}${k}.`)));

  it('English and French have the same keys, none empty; the spec texts are exact', () => {
    const enFlat = Object.fromEntries(flatten(en));
    const frFlat = Object.fromEntries(flatten(fr));
    expect(Object.keys(frFlat).sort()).toEqual(Object.keys(enFlat).sort());
    for (const [k, v] of Object.entries({ ...enFlat, ...frFlat })) expect(v.trim(), k).not.toBe('');
    expect(enFlat).toMatchObject({
      fetching: 'Fetching',
      deleting: 'Deleting',
      adding: 'Adding your payment method',
      empty: "You haven't added a payment method yet.",
      add: 'Add payment method',
      editPaymentMethod: 'Edit payment method',
      tryAgain: 'Try again',
      'errors.unableToAdd.title': 'Unable to add payment',
    });
  });
});
