// The stay's lines (room nights, the complimentary night, taxes and fees, Cancel for any reason) in
// the page's words, then the shared price details: total, wallet and rewards, what the card pays.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { serverNow } from '../../../lib/client/api';
import { checkoutPlan } from '../../../lib/client/checkout/payment';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $stayDraft, stayPay, type StayQuote } from '../../../lib/client/lodging/booking.store';
import { $rewards } from '../../../lib/client/rewards.store';
import { $travelWallet } from '../../../lib/client/travel-wallet.store';
import { PriceDetails } from '../../checkout/PriceDetails';
import { stayLineLabel } from '../stay-text';

export function StayBreakdown({ quote, intl }: { quote: StayQuote; intl: string }) {
  const { t } = useTranslation('staybook');
  const draft = useStore($stayDraft);
  const { accounts } = useStore($rewards);
  const wallet = useStore($travelWallet);
  const plan = useMemo(
    () => checkoutPlan(stayPay(quote), draft, { accounts, wallet, now: new Date(serverNow()) }),
    [quote, draft, accounts, wallet],
  );
  const lines = quote.breakdown.lines.map((l, i) => ({
    key: String(i),
    label: stayLineLabel(l, quote.nights, t),
    amountMinor: l.amountMinor,
  }));
  return <PriceDetails ns="staybook" lines={lines} totalMinor={quote.breakdown.totalMinor} plan={plan} earn={quote.earn} intl={intl} />;
}
