import type { Locale } from '../../../lib/client/i18n';
import type { ProfileSection } from '../../../lib/domain/profile-sections';
import FavoritesApp from '../../favorites/FavoritesApp';
import ContactInfoTab from '../contact/ContactInfoTab';
import FlightPreferencesTab from '../preferences/FlightPreferencesTab';
import HotelPreferencesTab from '../preferences/HotelPreferencesTab';
import PaymentMethodsTab from '../payments/PaymentMethodsTab';
import TravelersTab from '../travelers/TravelersTab';

interface Props {
  section: ProfileSection;
  locale: Locale;
  isMobile: boolean;
  phone: string;
  issuerSiteUrl: string;
}

export function SectionContent({ section, locale, isMobile, phone, issuerSiteUrl }: Props) {
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
