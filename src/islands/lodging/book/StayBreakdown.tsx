// The stay's lines (room nights, the complimentary night, taxes and fees, Cancel for any reason) in
// the page's words, then the shared price details: total, wallet and rewards, what the card pays.
import { usePayContext } from '../../checkout/use-pay-context';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { checkoutPlan } from '../../../lib/client/checkout/payment';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $stayDraft, stayPay, type StayQuote } from '../../../lib/client/lodging/booking.store';
import { PriceDetails } from '../../checkout/PriceDetails';
import { stayLineLabel } from '../stay-text';

export function StayBreakdown({ quote, intl }: { quote: StayQuote; intl: string }) {
  const { t } = useTranslation('staybook');
  const draft = useStore($stayDraft);
  const ctx = usePayContext();
  const plan = useMemo(() => checkoutPlan(stayPay(quote), draft, ctx), [quote, draft, ctx]);
  const lines = quote.breakdown.lines.map((l, i) => ({
    key: String(i),
    label: stayLineLabel(l, quote.nights, t),
    amountMinor: l.amountMinor,
  }));
  return <PriceDetails ns="staybook" lines={lines} totalMinor={quote.breakdown.totalMinor} plan={plan} earn={quote.earn} intl={intl} />;
}
