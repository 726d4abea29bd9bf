// The activity's lines (one per age band, or per group: "2 adults", "1 child") in the page's words,
// then the shared price details: total, wallet and rewards, what the card pays.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { serverNow } from '../../../lib/client/api';
import { $activityDraft, activityPay, type ExperienceQuote } from '../../../lib/client/activities/activity-booking.store';
import { checkoutPlan } from '../../../lib/client/checkout/payment';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $rewards } from '../../../lib/client/rewards.store';
import { $travelWallet } from '../../../lib/client/travel-wallet.store';
import { PriceDetails } from '../../checkout/PriceDetails';
import { activityLineLabels } from '../activity-text';

export function ActivityBreakdown({ quote, intl }: { quote: ExperienceQuote; intl: string }) {
  const { t } = useTranslation('activityshop');
  const draft = useStore($activityDraft);
  const { accounts } = useStore($rewards);
  const wallet = useStore($travelWallet);
  const plan = useMemo(
    () => checkoutPlan(activityPay(quote), draft, { accounts, wallet, now: new Date(serverNow()) }),
    [quote, draft, accounts, wallet],
  );
  const labels = activityLineLabels(quote.breakdown.lines, quote.slot.price, t);
  const lines = quote.breakdown.lines.map((l, i) => ({ key: String(i), label: labels[i]!, amountMinor: l.amountMinor }));
  return <PriceDetails ns="activitybook" lines={lines} totalMinor={quote.breakdown.totalMinor} plan={plan} earn={quote.earn} intl={intl} />;
}
