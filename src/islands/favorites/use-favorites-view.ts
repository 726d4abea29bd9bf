import { useCallback, useEffect, useState } from 'react';
import { page } from '../../lib/client/platform';

/** SPEC §2 search result views of the favorites page. */
export const FavoritesViews = ['favorites_list', 'favorites_map'] as const;
export type FavoritesView = (typeof FavoritesViews)[number];
export const VIEW_PARAM = 'view';

/** An absent or unknown `?view=` shows the list. */
export function readView(search: string): FavoritesView {
  const v = new URLSearchParams(search).get(VIEW_PARAM);
  return (FavoritesViews as readonly (string | null)[]).includes(v) ? (v as FavoritesView) : 'favorites_list';
}

/**
 * The view lives in the address (`?view=`), so a reload or a shared link opens the same one;
 * the rest of the query (the profile's `section`, `isTravelApp`…) is kept.
 */
export function useFavoritesView(): [FavoritesView, (view: FavoritesView) => void] {
  const [view, setView] = useState<FavoritesView>('favorites_list');
  useEffect(() => {
    const read = () => setView(readView(page.search()));
    read();
    return page.on('popstate', read);
  }, []);
  const change = useCallback((next: FavoritesView) => {
    const url = page.url();
    url.searchParams.set(VIEW_PARAM, next);
    // Replace, not push: switching how the same list looks is not a place Back should return to.
    page.replace(url);
    setView(next);
  }, []);
  return [view, change];
}
