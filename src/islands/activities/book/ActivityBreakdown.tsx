// The activity's lines (one per age band, or per group: "2 adults", "1 child") in the page's words,
// then the shared price details: total, wallet and rewards, what the card pays.
import { usePayContext } from '../../checkout/use-pay-context';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $activityDraft, activityPay, type ExperienceQuote } from '../../../lib/client/activities/activity-booking.store';
import { checkoutPlan } from '../../../lib/client/checkout/payment';
import { useTranslation } from '../../../lib/client/i18n/react';
import { PriceDetails } from '../../checkout/PriceDetails';
import { activityLineLabels } from '../activity-text';

export function ActivityBreakdown({ quote, intl }: { quote: ExperienceQuote; intl: string }) {
  const { t } = useTranslation('activityshop');
  const draft = useStore($activityDraft);
  const ctx = usePayContext();
  const plan = useMemo(() => checkoutPlan(activityPay(quote), draft, ctx), [quote, draft, ctx]);
  const labels = activityLineLabels(quote.breakdown.lines, quote.slot.price, t);
  const lines = quote.breakdown.lines.map((l, i) => ({ key: String(i), label: labels[i]!, amountMinor: l.amountMinor }));
  return <PriceDetails ns="activitybook" lines={lines} totalMinor={quote.breakdown.totalMinor} plan={plan} earn={quote.earn} intl={intl} />;
}
