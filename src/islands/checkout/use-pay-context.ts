import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { serverNow } from '../../lib/client/api';
import { billsCompany } from '../../lib/client/checkout/pay-context';
import type { PaymentContext } from '../../lib/client/checkout/payment';
import { $rewards } from '../../lib/client/rewards.store';
import { $session } from '../../lib/client/session.store';
import { $travelWallet } from '../../lib/client/travel-wallet.store';

/** payContext() for a render: the same object until one of the stores it reads changes, so plans memoize on it. */
export function usePayContext(): PaymentContext {
  const { accounts } = useStore($rewards);
  const wallet = useStore($travelWallet);
  const centralBilling = billsCompany(useStore($session));
  return useMemo(() => ({ accounts, wallet, now: new Date(serverNow()), centralBilling }), [accounts, wallet, centralBilling]);
}
