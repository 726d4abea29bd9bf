import { useCallback, useEffect, useState } from 'react';
import { profileQuery } from '../../../lib/domain/profile/profile-sections';
import { page } from '../../../lib/client/platform';

export type Media = 'unknown' | 'mobile' | 'desktop';
/** SPEC §9 breakpoints: mobile up to 960 px. */
const MOBILE_QUERY = '(max-width: 960px)';

export interface ProfileLocation {
  pathname: string;
  search: string;
}

/**
 * Where the profile is and on what device. Read after mount (the page is prerendered
 * without either), updated on history navigation; listeners go away on unmount so a
 * host page can mount and unmount the profile freely.
 */
export function useProfileLocation() {
  const [location, setLocation] = useState<ProfileLocation | null>(null);
  const [media, setMedia] = useState<Media>('unknown');

  useEffect(() => {
    const read = () => {
      const { pathname, search } = page.url();
      setLocation({ pathname, search });
    };
    read();
    const stopHistory = page.on('popstate', read);
    const onMedia = () => setMedia(page.matches(MOBILE_QUERY) ? 'mobile' : 'desktop');
    onMedia();
    const stopMedia = page.watchMedia(MOBILE_QUERY, onMedia);
    return () => {
      stopHistory();
      stopMedia();
    };
  }, []);

  /** In-page navigation between tabs: no reload, and Back returns to the previous tab. */
  const navigate = useCallback((href: string, mode: 'push' | 'replace' = 'push') => {
    const url = new URL(href, page.url());
    if (mode === 'push') page.push(url);
    else page.replace(url, null);
    setLocation({ pathname: url.pathname, search: url.search });
  }, []);

  const query = location && media !== 'unknown' ? profileQuery(location.search, media === 'mobile') : null;
  return { location, media, query, navigate };
}
