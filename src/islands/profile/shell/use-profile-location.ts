import { useCallback, useEffect, useState } from 'react';
import { profileQuery } from '../../../lib/domain/profile/profile-sections';

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
    const read = () => setLocation({ pathname: window.location.pathname, search: window.location.search });
    read();
    window.addEventListener('popstate', read);
    const mq = window.matchMedia(MOBILE_QUERY);
    const onMedia = () => setMedia(mq.matches ? 'mobile' : 'desktop');
    onMedia();
    mq.addEventListener('change', onMedia);
    return () => {
      window.removeEventListener('popstate', read);
      mq.removeEventListener('change', onMedia);
    };
  }, []);

  /** In-page navigation between tabs: no reload, and Back returns to the previous tab. */
  const navigate = useCallback((href: string, mode: 'push' | 'replace' = 'push') => {
    const url = new URL(href, window.location.href);
    if (mode === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setLocation({ pathname: url.pathname, search: url.search });
  }, []);

  const query = location && media !== 'unknown' ? profileQuery(location.search, media === 'mobile') : null;
  return { location, media, query, navigate };
}
