// The last activity searches of this browser, kept in local storage (no account call: the form
// shows them before anything loads), newest first. The query holds the city's name, so nothing else
// is stored.
import { formatExperienceSearch, parseExperienceSearch } from '../../domain/experiences/experience-search-url';
import { validateExperienceSearch, type ExperienceSearch } from '../../domain/experiences/experience-search';
import { platform } from '../platform';

/** Beside the portal's other keys (storage-keys.ts) and the recent car searches. */
export const RECENT_ACTIVITIES_KEY = 'portal.recentlySearchedActivity';
export const RECENT_ACTIVITIES_SHOWN = 3;

export interface RecentActivitySearch {
  /** The search's URL query, as the results page reads it. */
  query: string;
  search: ExperienceSearch;
}

function readStored(): string[] {
  try {
    const raw: unknown = JSON.parse(platform().local.getItem(RECENT_ACTIVITIES_KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((q): q is string => typeof q === 'string') : [];
  } catch {
    // Storage written by something else, or turned off: no recent searches.
    return [];
  }
}

/** The searches still worth repeating: a day that has passed is not. */
export function readRecentActivitySearches(today: string): RecentActivitySearch[] {
  return readStored()
    .map((query) => ({ query, search: parseExperienceSearch(new URLSearchParams(query), today) }))
    .filter((r) => validateExperienceSearch(r.search, today).length === 0)
    .slice(0, RECENT_ACTIVITIES_SHOWN);
}

/** The search goes first; the same search again moves up instead of showing twice. */
export function rememberActivitySearch(search: ExperienceSearch): void {
  const q = formatExperienceSearch(search).toString();
  // A few more than shown, so searches that pass their day leave others to show.
  const next = [q, ...readStored().filter((s) => s !== q)].slice(0, RECENT_ACTIVITIES_SHOWN * 2);
  try {
    platform().local.setItem(RECENT_ACTIVITIES_KEY, JSON.stringify(next));
  } catch {
    // Full or private storage: the search itself goes on.
  }
}
