// The fare's lines (base, taxes, each fee) and each protection added, then the shared price details.
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $draft, paymentPlan, totalWithProtections, type Quote } from '../../../lib/client/flights/booking.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import { usePayContext } from '../../checkout/use-pay-context';
import { PriceDetails } from '../../checkout/PriceDetails';

export function Breakdown({ quote, intl }: { quote: Quote; intl: string }) {
  const { t } = useTranslation('flightbook');
  const draft = useStore($draft);
  const ctx = usePayContext();
  const plan = useMemo(() => paymentPlan(quote, draft, ctx), [quote, draft, ctx]);
  const { protections } = draft;
  const fare = quote.breakdown.lines.map((l, i) => ({
    key: String(i),
    label: l.kind === 'BaseFare' || l.kind === 'Taxes' ? t(`breakdown.${l.kind}`) : l.label,
    amountMinor: l.amountMinor,
  }));
  const addOns = quote.protections.flatMap((o) =>
    o.kind === 'Offered' && protections.includes(o.product)
      ? [{ key: o.product, label: t(`protections.name.${o.product}`), amountMinor: o.priceMinor }]
      : [],
  );
  return (
    <PriceDetails
      ns="flightbook"
      lines={[...fare, ...addOns]}
      totalMinor={totalWithProtections(quote, protections)}
      plan={plan}
      earn={quote.earn}
      intl={intl}
    />
  );
}
