// The rental's lines (the car for its days, one-way and young driver fees, each extra, taxes) in
// the page's words, then the shared price details: total, wallet and rewards, what the card pays.
import { usePayContext } from '../../checkout/use-pay-context';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $carDraft, carPay, type CarQuote } from '../../../lib/client/cars/car-booking.store';
import { checkoutPlan } from '../../../lib/client/checkout/payment';
import { useTranslation } from '../../../lib/client/i18n/react';
import { PriceDetails } from '../../checkout/PriceDetails';
import { carLineLabels } from '../shop/car-text';

export function CarBreakdown({ quote, intl }: { quote: CarQuote; intl: string }) {
  const { t } = useTranslation('carshop');
  const draft = useStore($carDraft);
  const ctx = usePayContext();
  const plan = useMemo(() => checkoutPlan(carPay(quote), draft, ctx), [quote, draft, ctx]);
  const labels = carLineLabels(quote.breakdown.lines, quote, t);
  const lines = quote.breakdown.lines.map((l, i) => ({ key: String(i), label: labels[i]!, amountMinor: l.amountMinor }));
  return <PriceDetails ns="carbook" lines={lines} totalMinor={quote.breakdown.totalMinor} plan={plan} earn={quote.earn} intl={intl} />;
}
