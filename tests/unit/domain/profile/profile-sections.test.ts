import { describe, expect, it } from 'vitest';
import {
  isProfileRoot,
  profileHref,
  profileQuery,
  ProfileSections,
  resolveProfileView,
  visibleProfileSections,
  type ProfileView,
  type ProfileViewInput,
} from '../../../../src/lib/domain/profile/profile-sections';

const base: ProfileViewInput = {
  pathname: '/profile/',
  section: null,
  isMobile: false,
  isTravelApp: false,
  agentMode: false,
  favoritesAvailable: true,
};

describe('resolveProfileView (SPEC §2)', () => {
  it.each<[string, Partial<ProfileViewInput>, ProfileView]>([
    ['desktop, no section → travelers', {}, { kind: 'Redirect', section: 'travelers' }],
    ['desktop, unknown section → travelers', { section: 'bogus' }, { kind: 'Redirect', section: 'travelers' }],
    ['desktop, empty section → travelers', { section: '' }, { kind: 'Redirect', section: 'travelers' }],
    ['desktop, known section', { section: 'hotel-preferences' }, { kind: 'Section', section: 'hotel-preferences', showBackToList: false }],
    ['desktop, favorites available', { section: 'favorites' }, { kind: 'Section', section: 'favorites', showBackToList: false }],
    [
      'desktop, favorites not available counts as unknown',
      { section: 'favorites', favoritesAvailable: false },
      { kind: 'Redirect', section: 'travelers' },
    ],
    [
      'without trailing slash',
      { pathname: '/profile', section: 'contact-info' },
      { kind: 'Section', section: 'contact-info', showBackToList: false },
    ],
    [
      'French prefix',
      { pathname: '/fr/profile/', section: 'payment-methods' },
      { kind: 'Section', section: 'payment-methods', showBackToList: false },
    ],
    ['French prefix, no slash, no section', { pathname: '/fr/profile' }, { kind: 'Redirect', section: 'travelers' }],
    ['mobile, no section → tab list', { isMobile: true }, { kind: 'TabList' }],
    ['mobile, unknown section → tab list', { isMobile: true, section: 'nope' }, { kind: 'TabList' }],
    ['mobile, favorites hidden → tab list', { isMobile: true, section: 'favorites', favoritesAvailable: false }, { kind: 'TabList' }],
    [
      'mobile, section has a back button',
      { isMobile: true, section: 'travelers' },
      { kind: 'Section', section: 'travelers', showBackToList: true },
    ],
    [
      'mobile travel app: no back button',
      { isMobile: true, isTravelApp: true, section: 'flight-preferences' },
      { kind: 'Section', section: 'flight-preferences', showBackToList: false },
    ],
    ['mobile travel app, no section → tab list', { isMobile: true, isTravelApp: true }, { kind: 'TabList' }],
    ['other path → rewards banner only', { pathname: '/profile/cards' }, { kind: 'RewardsBannerOnly' }],
    ['other path, agent mode → agent landing', { pathname: '/profile/cards', agentMode: true }, { kind: 'AgentLanding' }],
    ['other path with a section still ignores it', { pathname: '/profile/x/', section: 'travelers' }, { kind: 'RewardsBannerOnly' }],
    ['host page elsewhere, agent mode', { pathname: '/fr/flights/search/', agentMode: true }, { kind: 'AgentLanding' }],
    ['profile-like prefix is not the root', { pathname: '/profiles/' }, { kind: 'RewardsBannerOnly' }],
    [
      'agent mode on the root still shows sections',
      { agentMode: true, section: 'travelers' },
      { kind: 'Section', section: 'travelers', showBackToList: false },
    ],
  ])('%s', (_name, input, expected) => {
    expect(resolveProfileView({ ...base, ...input })).toEqual(expected);
  });
});

describe('isProfileRoot', () => {
  it.each([
    ['/profile', true],
    ['/profile/', true],
    ['/fr/profile', true],
    ['/fr/profile/', true],
    ['/profile/x', false],
    ['/', false],
    ['/fr/', false],
  ] as const)('%s → %s', (path, expected) => {
    expect(isProfileRoot(path)).toBe(expected);
  });
});

describe('visibleProfileSections', () => {
  it('lists all six tabs in order when favorites is available', () => {
    expect(visibleProfileSections(true)).toEqual([...ProfileSections]);
  });
  it('drops favorites otherwise', () => {
    expect(visibleProfileSections(false)).toEqual([
      'travelers',
      'hotel-preferences',
      'flight-preferences',
      'payment-methods',
      'contact-info',
    ]);
  });
});

describe('profileQuery', () => {
  it.each([
    ['?section=travelers&isTravelApp=true', true, { section: 'travelers', isTravelApp: true }],
    ['?section=travelers&isTravelApp=true', false, { section: 'travelers', isTravelApp: false }],
    ['?isTravelApp=1', true, { section: null, isTravelApp: false }],
    ['', true, { section: null, isTravelApp: false }],
  ] as const)('%s on mobile=%s', (search, isMobile, expected) => {
    expect(profileQuery(search, isMobile)).toEqual(expected);
  });
});

describe('profileHref', () => {
  it.each([
    [null, false, 'en', '/profile/'],
    ['travelers', false, 'en', '/profile/?section=travelers'],
    ['contact-info', true, 'en', '/profile/?section=contact-info&isTravelApp=true'],
    [null, true, 'en', '/profile/?isTravelApp=true'],
    ['hotel-preferences', false, 'fr', '/fr/profile/?section=hotel-preferences'],
    [null, true, 'fr', '/fr/profile/?isTravelApp=true'],
  ] as const)('%s travelApp=%s %s → %s', (section, isTravelApp, locale, expected) => {
    expect(profileHref(section, { isTravelApp, locale })).toBe(expected);
  });

  it('round-trips through profileQuery and resolveProfileView', () => {
    const href = profileHref('payment-methods', { isTravelApp: true, locale: 'fr' });
    const url = new URL(href, 'http://localhost');
    const q = profileQuery(url.search, true);
    expect(resolveProfileView({ ...base, pathname: url.pathname, isMobile: true, ...q })).toEqual({
      kind: 'Section',
      section: 'payment-methods',
      showBackToList: false,
    });
  });
});
