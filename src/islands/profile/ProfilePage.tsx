import { useEffect } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { profileQuery } from '../../lib/domain/profile/profile-sections';
import { I18nIsland } from '../ui/I18nIsland';
import { ProfileApp } from './ProfileApp';

/** Our own /profile/ page mounting the micro-frontend's root as an island. */
export default function ProfilePage({ locale, brand }: { locale: Locale; brand: string }) {
  useEffect(() => {
    // The page's own header and footer are outside the island: hide them in the travel app.
    const sync = () => {
      const { isTravelApp } = profileQuery(window.location.search, window.matchMedia('(max-width: 960px)').matches);
      if (isTravelApp) document.documentElement.dataset.travelApp = 'true';
      else delete document.documentElement.dataset.travelApp;
    };
    sync();
    window.addEventListener('popstate', sync);
    return () => window.removeEventListener('popstate', sync);
  }, []);
  return (
    <I18nIsland locale={locale}>
      <ProfileApp locale={locale} brand={brand} />
    </I18nIsland>
  );
}
