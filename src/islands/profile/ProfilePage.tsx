import { useEffect } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { profileQuery } from '../../lib/domain/profile/profile-sections';
import { I18nIsland } from '../ui/I18nIsland';
import { ProfileApp } from './ProfileApp';
import { page } from '../../lib/client/platform';

/** Our own /profile/ page mounting the micro-frontend's root as an island. */
export default function ProfilePage({ locale, brand }: { locale: Locale; brand: string }) {
  useEffect(() => {
    // The page's own header and footer are outside the island: hide them in the travel app.
    const sync = () => {
      const { isTravelApp } = profileQuery(page.search(), page.matches('(max-width: 960px)'));
      page.setRootFlag('travelApp', isTravelApp);
    };
    sync();
    return page.on('popstate', sync);
  }, []);
  return (
    <I18nIsland locale={locale}>
      <ProfileApp locale={locale} brand={brand} />
    </I18nIsland>
  );
}
