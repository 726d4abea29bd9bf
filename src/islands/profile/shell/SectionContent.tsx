import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { Locale } from '../../../lib/client/i18n';
import type { ProfileSection } from '../../../lib/domain/profile/profile-sections';
import { LoadBoundary } from '../../ui/LoadBoundary';
import { Loading } from '../../ui/Status';

// One tab shows at a time: each loads its code when first opened, so the profile's first paint
// does not wait for the others (the favorites map, the card form, the traveler editor).
const TravelersTab = lazy(() => import('../travelers/TravelersTab'));
const HotelPreferencesTab = lazy(() => import('../preferences/HotelPreferencesTab'));
const FlightPreferencesTab = lazy(() => import('../preferences/FlightPreferencesTab'));
const ContactInfoTab = lazy(() => import('../contact/ContactInfoTab'));
const PaymentMethodsTab = lazy(() => import('../payments/PaymentMethodsTab'));
const FavoritesApp = lazy(() => import('../../favorites/FavoritesApp'));

/** What the tab says while its code arrives: the same words it uses while its data does. */
const LOADING_LABEL: Record<ProfileSection, string> = {
  travelers: 'loading.travelers',
  'hotel-preferences': 'loading.preferences',
  'flight-preferences': 'loading.preferences',
  'contact-info': 'loading.contact',
  'payment-methods': 'loading.paymentMethods',
  favorites: 'loading.favorites',
};

interface Props {
  section: ProfileSection;
  locale: Locale;
  isMobile: boolean;
  phone: string;
  issuerSiteUrl: string;
}

function Tab({ section, locale, isMobile, phone, issuerSiteUrl }: Props) {
  switch (section) {
    case 'travelers':
      return <TravelersTab />;
    case 'hotel-preferences':
      return <HotelPreferencesTab isMobile={isMobile} />;
    case 'flight-preferences':
      return <FlightPreferencesTab isMobile={isMobile} />;
    case 'contact-info':
      return <ContactInfoTab phone={phone} issuerSiteUrl={issuerSiteUrl} />;
    case 'payment-methods':
      return <PaymentMethodsTab />;
    case 'favorites':
      return <FavoritesApp locale={locale} embedded />;
  }
}

export function SectionContent(props: Props) {
  const { t } = useTranslation('profile');
  return (
    <LoadBoundary key={props.section}>
      <Suspense fallback={<Loading label={t(LOADING_LABEL[props.section])} />}>
        <Tab {...props} />
      </Suspense>
    </LoadBoundary>
  );
}
