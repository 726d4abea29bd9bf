// The fare's lines (base, taxes, each fee) and each protection added, then the shared price details.
import { serverNow } from '../../../lib/client/api';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { $draft, paymentPlan, totalWithProtections, type Quote } from '../../../lib/client/flights/booking.store';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $rewards } from '../../../lib/client/rewards.store';
import { $travelWallet } from '../../../lib/client/travel-wallet.store';
import { PriceDetails } from '../../checkout/PriceDetails';

export function Breakdown({ quote, intl }: { quote: Quote; intl: string }) {
  const { t } = useTranslation('flightbook');
  const draft = useStore($draft);
  const { accounts } = useStore($rewards);
  const wallet = useStore($travelWallet);
  const plan = useMemo(() => paymentPlan(quote, draft, { accounts, wallet, now: new Date(serverNow()) }), [quote, draft, accounts, wallet]);
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
