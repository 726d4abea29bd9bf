/** SPEC §2 Profile screen: which view the profile shows for a URL and device. */

export const ProfileSections = [
  'travelers',
  'favorites',
  'hotel-preferences',
  'flight-preferences',
  'payment-methods',
  'contact-info',
] as const;
export type ProfileSection = (typeof ProfileSections)[number];

/** Desktop lands here when the section is missing or unknown. */
export const DefaultProfileSection = 'travelers' satisfies ProfileSection;

export type ProfileView =
  | { kind: 'Redirect'; section: 'travelers' }
  | { kind: 'TabList' }
  | { kind: 'Section'; section: ProfileSection; showBackToList: boolean }
  | { kind: 'RewardsBannerOnly' }
  | { kind: 'AgentLanding' };

export interface ProfileViewInput {
  pathname: string;
  /** The `section` query parameter, as read (null when absent). */
  section: string | null | undefined;
  isMobile: boolean;
  isTravelApp: boolean;
  agentMode: boolean;
  /** The favorites experiment is in its `available` variant. */
  favoritesAvailable: boolean;
  /** Sections this build does not offer yet: they behave as unknown. */
  unavailable?: readonly ProfileSection[];
}

const isSection = (value: unknown): value is ProfileSection => (ProfileSections as readonly unknown[]).includes(value);

/** The tabs shown, in order: favorites only when its experiment is available. */
export function visibleProfileSections(favoritesAvailable: boolean, unavailable: readonly ProfileSection[] = []): ProfileSection[] {
  return ProfileSections.filter((s) => (s !== 'favorites' || favoritesAvailable) && !unavailable.includes(s));
}

/**
 * A section the user may open: a hidden favorites tab counts as unknown, so a stale
 * link to it behaves like any other bad link.
 */
export function knownSection(
  section: string | null | undefined,
  favoritesAvailable: boolean,
  unavailable: readonly ProfileSection[] = [],
): ProfileSection | null {
  if (!isSection(section) || unavailable.includes(section)) return null;
  return section === 'favorites' && !favoritesAvailable ? null : section;
}

/** `/profile`, `/profile/` and the same under a locale prefix such as `/fr/`. */
export function isProfileRoot(pathname: string): boolean {
  return /^(\/[a-z]{2})?\/profile\/?$/.test(pathname);
}

export function resolveProfileView(input: ProfileViewInput): ProfileView {
  // The micro-frontend is also mounted by host pages that are not the profile.
  if (!isProfileRoot(input.pathname)) return input.agentMode ? { kind: 'AgentLanding' } : { kind: 'RewardsBannerOnly' };
  const section = knownSection(input.section, input.favoritesAvailable, input.unavailable);
  if (!input.isMobile) {
    return section ? { kind: 'Section', section, showBackToList: false } : { kind: 'Redirect', section: DefaultProfileSection };
  }
  if (!section) return { kind: 'TabList' };
  // The native app has its own navigation around the webview.
  return { kind: 'Section', section, showBackToList: !input.isTravelApp };
}

/** The query flag of SPEC §1 travel-app webview mode. */
export const TRAVEL_APP_PARAM = 'isTravelApp';

/** Reads the profile's query parameters; travel-app mode needs a mobile device too (SPEC §1). */
export function profileQuery(search: string, isMobile: boolean): { section: string | null; isTravelApp: boolean } {
  const params = new URLSearchParams(search);
  return { section: params.get('section'), isTravelApp: isMobile && params.get(TRAVEL_APP_PARAM) === 'true' };
}

/**
 * Link to a profile tab (or the tab list when `section` is null). English is unprefixed
 * (Astro i18n routing without a default-locale prefix); travel-app mode must survive
 * navigation or the header and footer would reappear inside the native app.
 */
export function profileHref(section: ProfileSection | null, opts: { isTravelApp: boolean; locale: string }): string {
  const prefix = opts.locale === 'en' ? '' : `/${opts.locale}`;
  const params = new URLSearchParams();
  if (section) params.set('section', section);
  if (opts.isTravelApp) params.set(TRAVEL_APP_PARAM, 'true');
  const query = params.toString();
  return `${prefix}/profile/${query ? `?${query}` : ''}`;
}
