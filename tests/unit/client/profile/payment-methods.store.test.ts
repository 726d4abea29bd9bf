import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $config } from '../../../../src/lib/client/config.store';
import {
  $addPayment,
  $paymentMethods,
  cardTokenized,
  deletePaymentMethod,
  dismissModal,
  formFailed,
  formInvalid,
  loadPaymentMethods,
  loadVaultCredentials,
  openPaymentMethods,
  startAddPayment,
} from '../../../../src/lib/client/profile/payment-methods.store';
import { resetProfileStores } from '../../../../src/lib/client/profile/profile-load';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { accounts, card, credentials, givenPageState, method } from '../payment-fixtures';
import { apiError, fakeApi, held, history, reply, sessionInfo, settle, signedIn } from './fake-api';

const LIST = 'PUT /paymentMethods/list';
const DELETE = 'POST /paymentMethods/delete';
const VERIFY = 'POST /paymentMethods/verify';
const CREDENTIALS = 'GET /payments/spreedlyCredentials';

const visa = method();
const amex = method({ id: '3f0b6a64-3c47-4c59-9b59-1f7f7f0b0002', brand: 'american_express', lastFour: '3307' });
const verified = (result: string) =>
  reply(200, { value: result === 'Success' ? { PaymentVerifyResult: result, paymentMethod: visa } : { PaymentVerifyResult: result } });

let api: ReturnType<typeof fakeApi>;
let stops: (() => void)[];
beforeEach(async () => {
  api = fakeApi();
  resetProfileStores();
  stops = [signedIn(sessionInfo()), await givenPageState()];
});
afterEach(() => stops.forEach((stop) => stop()));

describe('payment method list (SPEC §4 call state)', () => {
  it('NotCalled → InProcess → Success with the cards', async () => {
    api.on(LIST, reply(200, { value: [visa, amex] }));
    expect($paymentMethods.get().list).toBe(CallState.NotCalled);
    const states = history($paymentMethods, (s) => s.list);
    await loadPaymentMethods();
    expect(states.values).toEqual([CallState.InProcess, CallState.Success]);
    expect($paymentMethods.get().methods).toEqual([visa, amex]);
    expect(api.callsTo(LIST)[0]?.body).toEqual({});
    states.stop();
  });

  it('a failed refresh keeps the cards shown and says Failed', async () => {
    api.on(LIST, reply(200, { value: [visa] }), apiError(500, 'Internal', 'boom'));
    await loadPaymentMethods();
    await loadPaymentMethods();
    expect($paymentMethods.get()).toMatchObject({ list: CallState.Failed, methods: [visa] });
  });

  it('only the newest list answer is kept', async () => {
    const slow = held();
    api.on(LIST, slow.answer, reply(200, { value: [amex] }));
    const first = loadPaymentMethods();
    await loadPaymentMethods();
    slow.release(reply(200, { value: [visa] }));
    await first;
    expect($paymentMethods.get().methods).toEqual([amex]);
  });

  it('opening the tab lists the cards and fetches the vault credentials, once', async () => {
    api.on(LIST, reply(200, { value: [] }));
    api.on(CREDENTIALS, reply(200, credentials));
    openPaymentMethods();
    openPaymentMethods();
    await settle();
    expect(api.callsTo(LIST)).toHaveLength(1);
    expect(api.callsTo(CREDENTIALS)).toHaveLength(1);
    expect($paymentMethods.get().credentials).toEqual({ state: CallState.Success, value: credentials });
  });

  it('failed credentials say Failed', async () => {
    api.on(CREDENTIALS, apiError(503, 'Unavailable', 'down'));
    await loadVaultCredentials();
    expect($paymentMethods.get().credentials).toEqual({ state: CallState.Failed });
  });
});

describe('deletion (its own call state)', () => {
  it('posts the id, marks the card being deleted, then refreshes the list', async () => {
    api.on(LIST, reply(200, { value: [visa, amex] }), reply(200, { value: [amex] }));
    await loadPaymentMethods();
    const gate = held();
    api.on(DELETE, gate.answer);
    const deleting = deletePaymentMethod(visa.id);
    await settle();
    expect($paymentMethods.get()).toMatchObject({ deletion: CallState.InProcess, deletingId: visa.id });
    gate.release(reply(200, {}));
    expect(await deleting).toEqual({ kind: 'Deleted' });
    expect(api.callsTo(DELETE)[0]?.body).toEqual({ paymentId: visa.id });
    expect(api.callsTo(LIST)).toHaveLength(2);
    expect($paymentMethods.get()).toMatchObject({
      deletion: CallState.Success,
      deletingId: null,
      list: CallState.Success,
      methods: [amex],
    });
  });

  it('a failed delete keeps the list and the list call state', async () => {
    api.on(LIST, reply(200, { value: [visa] }));
    await loadPaymentMethods();
    api.on(DELETE, apiError(404, 'NotFound', 'No such payment method.'));
    expect(await deletePaymentMethod(visa.id)).toEqual({ kind: 'Failed' });
    expect($paymentMethods.get()).toMatchObject({ deletion: CallState.Failed, deletingId: null, list: CallState.Success, methods: [visa] });
    expect(api.callsTo(LIST)).toHaveLength(1);
  });
});

describe('add payment flow (SPEC §4)', () => {
  it('a card matching an account is verified with that account, the list refreshes, then Added', async () => {
    api.on(LIST, reply(200, { value: [visa] }));
    const gate = held();
    api.on(VERIFY, gate.answer);
    const kinds = history($addPayment, (s) => s.kind);
    const adding = cardTokenized(card());
    await settle();
    expect($addPayment.get()).toEqual({ kind: 'Verifying' });
    expect($paymentMethods.get().verification).toBe(CallState.InProcess);
    gate.release(verified('Success'));
    await adding;
    expect(api.callsTo(VERIFY)[0]?.body).toEqual({
      token: 'tok_0123456789abcdef',
      accountReferenceId: 'acc-venture',
      isVirtualCard: false,
    });
    expect($addPayment.get()).toEqual({ kind: 'Added', lastFour: '4821' });
    expect($paymentMethods.get()).toMatchObject({ verification: CallState.Success, list: CallState.Success, methods: [visa] });
    expect(kinds.values).toEqual(['Verifying', 'Added']);
    kinds.stop();
  });

  it('a virtual card number matches its account with the virtual-card flag', async () => {
    api.on(LIST, reply(200, { value: [] }));
    api.on(VERIFY, verified('Success'));
    await cardTokenized(card({ lastFour: '7710' }));
    expect(api.callsTo(VERIFY)[0]?.body).toMatchObject({ accountReferenceId: 'acc-venture', isVirtualCard: true });
  });

  it('no matching account: the invalid issuer card modal, and verify is never called', async () => {
    await cardTokenized(card({ lastFour: '5555' }));
    expect($addPayment.get()).toEqual({ kind: 'Modal', modal: { kind: 'InvalidIssuerCard' } });
    expect(api.callsTo(VERIFY)).toHaveLength(0);
    expect($paymentMethods.get().verification).toBe(CallState.NotCalled);
  });

  it.each([
    [false, 'InvalidIssuerCard'],
    [true, 'Verified'],
  ])('a test card ending with test cards %s: %s', async (testCards, outcome) => {
    const current = $config.get();
    if (current.kind === 'Loaded') $config.set({ kind: 'Loaded', config: { ...current.config, paymentTestCards: testCards } });
    api.on(LIST, reply(200, { value: [] }));
    api.on(VERIFY, verified('Success'));
    await cardTokenized(card({ lastFour: '4242' }));
    if (outcome === 'Verified') {
      expect(api.callsTo(VERIFY)[0]?.body).toMatchObject({ accountReferenceId: accounts[0]!.accountReferenceId, isVirtualCard: false });
      expect($addPayment.get()).toEqual({ kind: 'Added', lastFour: '4242' });
    } else {
      expect($addPayment.get()).toEqual({ kind: 'Modal', modal: { kind: 'InvalidIssuerCard' } });
    }
  });

  it.each(['CardDeclined', 'ExcessiveUserActivity', 'GenericError'] as const)(
    '%s: that modal, no refresh, verification Failed',
    async (result) => {
      api.on(VERIFY, verified(result));
      await cardTokenized(card());
      expect($addPayment.get()).toEqual({ kind: 'Modal', modal: { kind: result } });
      expect($paymentMethods.get().verification).toBe(CallState.Failed);
      expect(api.callsTo(LIST)).toHaveLength(0);
    },
  );

  it('a failed verify call is a GenericError', async () => {
    api.on(VERIFY, apiError(500, 'Internal', 'boom'));
    await cardTokenized(card());
    expect($addPayment.get()).toEqual({ kind: 'Modal', modal: { kind: 'GenericError' } });
  });

  it('loads the rewards accounts when they are not loaded yet', async () => {
    $rewards.set({ state: CallState.NotCalled, accounts: [] });
    api.on('PUT /rewards/accounts', reply(200, accounts));
    api.on(LIST, reply(200, { value: [visa] }));
    api.on(VERIFY, verified('Success'));
    await cardTokenized(card({ lastFour: '3307' }));
    expect(api.callsTo('PUT /rewards/accounts').length).toBeGreaterThan(0);
    expect(api.callsTo(VERIFY)[0]?.body).toMatchObject({ accountReferenceId: 'acc-savor' });
  });

  it('waits for a rewards load in flight instead of matching against nothing', async () => {
    const gate = held();
    api.on('PUT /rewards/accounts', gate.answer);
    $rewards.set({ state: CallState.InProcess, accounts: [] });
    api.on(LIST, reply(200, { value: [visa] }));
    api.on(VERIFY, verified('Success'));
    const adding = cardTokenized(card());
    await settle();
    expect(api.callsTo(VERIFY)).toHaveLength(0);
    $rewards.set({ state: CallState.Success, accounts });
    await adding;
    expect($addPayment.get()).toEqual({ kind: 'Added', lastFour: '4821' });
    gate.release(reply(200, accounts));
  });

  it('rewards accounts that cannot be loaded give the generic error, not "invalid issuer"', async () => {
    $rewards.set({ state: CallState.Failed, accounts: [] });
    api.on('PUT /rewards/accounts', apiError(500, 'Internal', 'boom'));
    await cardTokenized(card());
    expect($addPayment.get()).toEqual({ kind: 'Modal', modal: { kind: 'GenericError' } });
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('a second card while one is verified is ignored', async () => {
    const gate = held();
    api.on(VERIFY, gate.answer);
    api.on(LIST, reply(200, { value: [visa] }));
    const adding = cardTokenized(card());
    await cardTokenized(card({ token: 'tok_second_submit' }));
    gate.release(verified('Success'));
    await adding;
    expect(api.callsTo(VERIFY)).toHaveLength(1);
  });

  it('form errors stay in the form (no modal: issue 23 #7); a form that could not tokenize opens the default modal', () => {
    formInvalid();
    expect($addPayment.get()).toEqual({ kind: 'Editing' });
    formFailed();
    expect($addPayment.get()).toEqual({ kind: 'Modal', modal: { kind: 'UnableToAdd', firstError: null } });
    // Errors found on the next submit close that modal: the fields tell the rest.
    formInvalid();
    expect($addPayment.get()).toEqual({ kind: 'Editing' });
  });

  it('dismissing a modal goes back to editing; it never cancels a verification', async () => {
    formFailed();
    dismissModal();
    expect($addPayment.get()).toEqual({ kind: 'Editing' });
    const gate = held();
    api.on(VERIFY, gate.answer);
    api.on(LIST, reply(200, { value: [visa] }));
    const adding = cardTokenized(card());
    await settle();
    dismissModal();
    formFailed();
    startAddPayment();
    expect($addPayment.get()).toEqual({ kind: 'Verifying' });
    gate.release(verified('Success'));
    await adding;
    startAddPayment();
    expect($addPayment.get()).toEqual({ kind: 'Editing' });
  });

  it('a reset (sign-out, unmount) drops the answers of calls in flight', async () => {
    api.on(LIST, reply(200, { value: [visa] }));
    const gate = held();
    api.on(VERIFY, gate.answer);
    const adding = cardTokenized(card());
    await settle();
    resetProfileStores();
    gate.release(verified('Success'));
    await adding;
    expect($addPayment.get()).toEqual({ kind: 'Editing' });
    expect($paymentMethods.get()).toMatchObject({ list: CallState.NotCalled, verification: CallState.NotCalled, methods: [] });
  });
});
