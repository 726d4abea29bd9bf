// What every checkout's payment plan reads besides the quote and the draft, from the shared stores:
// one place, so the page's split and the request sent are computed from the same facts.
import { serverNow } from '../api';
import { $rewards } from '../rewards.store';
import { $session, type SessionState } from '../session.store';
import { $travelWallet } from '../travel-wallet.store';
import type { PaymentContext } from './payment';

/** The company pays the signed-in traveler's trips by invoice (central billing). */
export const billsCompany = (s: SessionState): boolean => s.kind === 'SignedIn' && !!s.info.corporateInfo?.centralBilling;

/** The context now, for store actions (a book request). */
export const payContext = (): PaymentContext => ({
  accounts: $rewards.get().accounts,
  wallet: $travelWallet.get(),
  now: new Date(serverNow()),
  centralBilling: billsCompany($session.get()),
});
