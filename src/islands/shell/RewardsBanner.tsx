import { useStore } from '@nanostores/react';
import { useTranslation } from '../../lib/client/i18n/react';
import type { Locale } from '../../lib/client/i18n';
import { $earnBanner } from '../../lib/client/rewards.store';
import type { EarnBanner } from '../../lib/domain/profile/rewards';
import { I18nIsland } from '../ui/I18nIsland';

const HIDDEN: EarnBanner = { kind: 'Hidden' };
const hiddenBeforeHydration = () => HIDDEN;

/** The banner itself, also shown alone by the profile micro-frontend on host pages. */
export function RewardsBannerContent({ brand }: { brand: string }) {
  const { t } = useTranslation('common');
  // Hydrated when the browser is idle, by when the accounts may have loaded: the first render must
  // still match the page as built (no banner), or React throws the page's HTML away.
  const banner = useStore($earnBanner, { ssr: hiddenBeforeHydration });
  if (banner.kind === 'Hidden') return null;
  const base = banner.unit === 'miles' ? 'banner.miles' : 'banner.cash';
  const key = banner.flights ? base : `${base}NoFlights`;
  return (
    <aside className="rewards-banner" aria-label={t('banner.label')}>
      <p>{t(key, { hotels: banner.hotels, flights: banner.flights, brand, card: banner.account.productDisplayName })}</p>
    </aside>
  );
}

export default function RewardsBanner({ locale, brand }: { locale: Locale; brand: string }) {
  return (
    <I18nIsland locale={locale}>
      <RewardsBannerContent brand={brand} />
    </I18nIsland>
  );
}
