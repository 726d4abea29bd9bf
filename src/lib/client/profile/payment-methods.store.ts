import { atom, type ReadableAtom } from 'nanostores';
import { CallState } from '../../domain/shared/call-state';
import type { TokenizedCard } from '../../domain/booking/hosted-card-form';
import { matchRewardsAccount, type MatchableAccount } from '../../domain/profile/payment-methods';
import { $session } from '../session.store';
import type { PaymentMethod, PaymentVerifyResult, VaultCredentials } from '../../domain/profile/payment-methods.schema';
import { api } from '../api';
import { $config } from '../config.store';
import { $rewards, loadRewardsAccounts } from '../rewards.store';

/** Where the hosted card form lives; the tab cannot show the form without it. */
export type CredentialsState =
  | { state: typeof CallState.NotCalled }
  | { state: typeof CallState.InProcess }
  | { state: typeof CallState.Success; value: VaultCredentials }
  | { state: typeof CallState.Failed };

/** SPEC §4: the list, the deletion and the verification each have their own call state. */
export interface PaymentMethodsState {
  list: CallState;
  deletion: CallState;
  /** Failed for every answer but Success: the card was not added. */
  verification: CallState;
  methods: PaymentMethod[];
  /** The card being deleted, so only its row shows progress. */
  deletingId: string | null;
  credentials: CredentialsState;
}

export type AddPaymentModal =
  | { kind: 'InvalidIssuerCard' }
  | { kind: 'CardDeclined' }
  | { kind: 'ExcessiveUserActivity' }
  | { kind: 'GenericError' }
  /** The default modal: the card form's first error, or null for the try-again text. */
  | { kind: 'UnableToAdd'; firstError: string | null };

/** SPEC §4 Add payment flow. */
export type AddPaymentState =
  { kind: 'Editing' } | { kind: 'Verifying' } | { kind: 'Modal'; modal: AddPaymentModal } | { kind: 'Added'; lastFour: string };

export type DeletePaymentResult = { kind: 'Deleted' } | { kind: 'Failed' };

const initial = (): PaymentMethodsState => ({
  list: CallState.NotCalled,
  deletion: CallState.NotCalled,
  verification: CallState.NotCalled,
  methods: [],
  deletingId: null,
  credentials: { state: CallState.NotCalled },
});

export const $paymentMethods = atom<PaymentMethodsState>(initial());
export const $addPayment = atom<AddPaymentState>({ kind: 'Editing' });

/** Bumped by reset: answers to calls of a signed-out user or an unmounted micro-frontend are dropped. */
let epoch = 0;
/** Only the newest list request may write: an older, slower answer would show a stale list. */
let listRequest = 0;

const patch = (change: Partial<PaymentMethodsState>) => $paymentMethods.set({ ...$paymentMethods.get(), ...change });

async function fetchList(startedIn: number): Promise<void> {
  const mine = ++listRequest;
  patch({ list: CallState.InProcess });
  try {
    const { value } = await api.put<{ value: PaymentMethod[] }>('/paymentMethods/list');
    if (startedIn === epoch && mine === listRequest) patch({ list: CallState.Success, methods: value });
  } catch {
    // The cards shown stay: a failed refresh must not look like "no cards".
    if (startedIn === epoch && mine === listRequest) patch({ list: CallState.Failed });
  }
}

export const loadPaymentMethods = (): Promise<void> => fetchList(epoch);

export async function loadVaultCredentials(): Promise<void> {
  const startedIn = epoch;
  patch({ credentials: { state: CallState.InProcess } });
  try {
    const value = await api.get<VaultCredentials>('/payments/spreedlyCredentials');
    if (startedIn === epoch) patch({ credentials: { state: CallState.Success, value } });
  } catch {
    if (startedIn === epoch) patch({ credentials: { state: CallState.Failed } });
  }
}

/** The tab was shown: it lists the cards and readies the form, once (SPEC §7 keeps them out of the first calls). */
export function openPaymentMethods(): void {
  const s = $paymentMethods.get();
  if (s.list === CallState.NotCalled) void loadPaymentMethods();
  if (s.credentials.state === CallState.NotCalled) void loadVaultCredentials();
}

export async function deletePaymentMethod(id: string): Promise<DeletePaymentResult> {
  const startedIn = epoch;
  patch({ deletion: CallState.InProcess, deletingId: id });
  try {
    await api.post('/paymentMethods/delete', { paymentId: id });
  } catch {
    if (startedIn === epoch) patch({ deletion: CallState.Failed, deletingId: null });
    return { kind: 'Failed' };
  }
  if (startedIn !== epoch) return { kind: 'Deleted' };
  // The row goes at once; the refresh confirms what the server holds.
  const { methods } = $paymentMethods.get();
  patch({ deletion: CallState.Success, deletingId: null, methods: methods.filter((m) => m.id !== id) });
  await fetchList(startedIn);
  return { kind: 'Deleted' };
}

/** Resolves with the store's value once `done` holds (at once when it already does). */
function when<T>($store: ReadableAtom<T>, done: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const now = $store.get();
    if (done(now)) {
      resolve(now);
      return;
    }
    const stop = $store.listen((value) => {
      if (!done(value)) return;
      stop();
      resolve(value);
    });
  });
}

/** The accounts to match against; the profile's first calls usually loaded them already. */
async function rewardsAccounts() {
  const current = $rewards.get();
  if (current.state === CallState.NotCalled || current.state === CallState.Failed) await loadRewardsAccounts();
  return when($rewards, (r) => r.state === CallState.Success || r.state === CallState.Failed);
}

/** Outside production the spec's test card endings match the first account; unknown config means production. */
async function testCardsAllowed(): Promise<boolean> {
  const config = await when($config, (c) => c.kind !== 'Loading');
  return config.kind === 'Loaded' && config.config.paymentTestCards;
}

/** A corporate user's company card is one more account a card may belong to, after their own (as the server checks). */
function withCompanyCard(accounts: readonly MatchableAccount[]): MatchableAccount[] {
  const session = $session.get();
  const company = session.kind === 'SignedIn' ? session.info.corporateInfo?.companyCard : null;
  return company ? [...accounts, company] : [...accounts];
}

const showModal = (modal: AddPaymentModal) => $addPayment.set({ kind: 'Modal', modal });

/** The hosted form tokenized a card: match it to a rewards account, then verify it (SPEC §4). */
export async function cardTokenized(card: TokenizedCard): Promise<void> {
  // A second submit while the first is verified would add the card twice.
  if ($addPayment.get().kind === 'Verifying') return;
  const startedIn = epoch;
  $addPayment.set({ kind: 'Verifying' });
  const [rewards, testCards] = await Promise.all([rewardsAccounts(), testCardsAllowed()]);
  if (startedIn !== epoch) return;
  if (rewards.state === CallState.Failed) {
    // Without the accounts nothing can be matched; "not your issuer's card" would be untrue.
    showModal({ kind: 'GenericError' });
    return;
  }
  const match = matchRewardsAccount(withCompanyCard(rewards.accounts), card.lastFour, { testCards });
  if (match.kind === 'NoMatch') {
    showModal({ kind: 'InvalidIssuerCard' });
    return;
  }

  patch({ verification: CallState.InProcess });
  let result: PaymentVerifyResult['PaymentVerifyResult'];
  try {
    const { value } = await api.post<{ value: PaymentVerifyResult }>('/paymentMethods/verify', {
      token: card.token,
      accountReferenceId: match.accountReferenceId,
      isVirtualCard: match.isVirtualCard,
    });
    result = value.PaymentVerifyResult;
  } catch {
    result = 'GenericError';
  }
  if (startedIn !== epoch) return;
  patch({ verification: result === 'Success' ? CallState.Success : CallState.Failed });
  if (result !== 'Success') {
    showModal({ kind: result });
    return;
  }
  await fetchList(startedIn);
  if (startedIn === epoch) $addPayment.set({ kind: 'Added', lastFour: card.lastFour });
}

/**
 * Submitted with errors: the hosted form shows each by its field and focuses the first, so the user
 * fixes them there. No modal on top (issue 23): a modal is only for a failure the form cannot fix.
 */
export function formInvalid(): void {
  if ($addPayment.get().kind === 'Modal') $addPayment.set({ kind: 'Editing' });
}

/** The vault could not tokenize: the default modal with its try-again text. */
export function formFailed(): void {
  if ($addPayment.get().kind === 'Verifying') return;
  showModal({ kind: 'UnableToAdd', firstError: null });
}

/** Back to the form. Only a modal is dismissed: a late close event must not cancel a verification. */
export function dismissModal(): void {
  if ($addPayment.get().kind === 'Modal') $addPayment.set({ kind: 'Editing' });
}

/** The Add payment method button: a new card starts from the form, whatever happened to the last one. */
export function startAddPayment(): void {
  if ($addPayment.get().kind !== 'Verifying') $addPayment.set({ kind: 'Editing' });
}

export function resetPaymentMethodsStore(): void {
  epoch++;
  $paymentMethods.set(initial());
  $addPayment.set({ kind: 'Editing' });
}
