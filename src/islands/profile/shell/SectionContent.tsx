import type { ProfileSection } from '../../../lib/domain/profile-sections';
import ContactInfoTab from '../contact/ContactInfoTab';
import FlightPreferencesTab from '../preferences/FlightPreferencesTab';
import HotelPreferencesTab from '../preferences/HotelPreferencesTab';
import TravelersTab from '../travelers/TravelersTab';

interface Props {
  section: ProfileSection;
  isMobile: boolean;
  phone: string;
  issuerSiteUrl: string;
}

export function SectionContent({ section, isMobile, phone, issuerSiteUrl }: Props) {
  switch (section) {
    case 'travelers':
      return <TravelersTab />;
    case 'hotel-preferences':
      return <HotelPreferencesTab isMobile={isMobile} />;
    case 'flight-preferences':
      return <FlightPreferencesTab isMobile={isMobile} />;
    case 'contact-info':
      return <ContactInfoTab phone={phone} issuerSiteUrl={issuerSiteUrl} />;
    // Not offered yet (ProfileApp keeps them out of the tabs and treats their links as unknown).
    case 'favorites':
    case 'payment-methods':
      return null;
  }
}
