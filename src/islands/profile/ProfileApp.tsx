import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import type { Locale } from '../../lib/client/i18n';
import { $config } from '../../lib/client/config.store';
import {
  $favoritesAvailable,
  $marketplaceAvailable,
  $profileExperiments,
  $profileName,
  loadProfile,
} from '../../lib/client/profile/profile-load';
import { $session, requireSignIn } from '../../lib/client/session.store';
import { isAgentMode } from '../../lib/client/tracking';
import { type ProfileSection, profileHref, resolveProfileView, visibleProfileSections } from '../../lib/domain/profile/profile-sections';
import { RewardsBannerContent } from '../shell/RewardsBanner';
import { Loading } from '../ui/Status';
import { AgentLanding } from './shell/AgentLanding';
import { ProfileFooter, ProfileHeader } from './shell/ProfileHeader';
import { ProfileTabs } from './shell/ProfileTabs';
import { RewardsAccounts } from './shell/RewardsAccounts';
import { SectionContent } from './shell/SectionContent';
import { useProfileLocation } from './shell/use-profile-location';
import './profile.css';
// The favorites tab loads lazily, but its stylesheets come with the profile: a lazy chunk's own
// stylesheet is one Astro may emit under another name, which fails the import.
import '../favorites/favorites.css';
import '../favorites/FavoriteButton.css';
import { page } from '../../lib/client/platform';

/** Sections this build does not offer yet: their links behave as unknown. Every section is offered now. */
const UNAVAILABLE: readonly ProfileSection[] = [];

export interface ProfileAppProps {
  locale: Locale;
  brand: string;
  /** `xmod` colours the banner and footer differently (SPEC §2). */
  variant?: 'default' | 'xmod';
  theme?: 'light' | 'dark' | 'system';
}

/** The profile micro-frontend: mounted by our /profile/ page and by any host page. */
export function ProfileApp({ locale, brand, variant = 'default', theme = 'system' }: ProfileAppProps) {
  const { t } = useTranslation('profile');
  const { t: tHome } = useTranslation('home');
  const session = useStore($session, { ssr: 'initial' });
  const name = useStore($profileName);
  const favoritesAvailable = useStore($favoritesAvailable);
  const experiments = useStore($profileExperiments);
  const marketplace = useStore($marketplaceAvailable);
  const config = useStore($config, { ssr: 'initial' });
  const { location, media, query, navigate } = useProfileLocation();
  const userId = session.kind === 'SignedIn' ? session.info.userId : null;

  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  // SPEC §7: the first calls run together once per user; later changes reload only their list.
  useEffect(() => {
    if (userId) void loadProfile();
  }, [userId]);

  // A link to the favorites tab waits for the experiments: deciding before they answer would send it to travelers.
  const awaitingFavorites = query?.section === 'favorites' && experiments.kind === 'Loading';
  const view =
    location && query && !awaitingFavorites
      ? resolveProfileView({
          pathname: location.pathname,
          section: query.section,
          isMobile: media === 'mobile',
          isTravelApp: query.isTravelApp,
          agentMode: isAgentMode(),
          favoritesAvailable,
          unavailable: UNAVAILABLE,
        })
      : null;
  const isTravelApp = query?.isTravelApp ?? false;

  useEffect(() => {
    if (view?.kind !== 'Redirect') return;
    // Keep the rest of the query (utm_source, isTravelApp…): only the section is decided here.
    const url = page.url();
    url.searchParams.set('section', view.section);
    navigate(`${url.pathname}${url.search}${url.hash}`, 'replace');
  }, [view, navigate]);

  const rootProps = {
    className: 'profile-app',
    'data-variant': variant,
    'data-theme': theme,
    'data-visual': marketplace ? 'marketplace' : 'default',
    'data-travel-app': isTravelApp ? 'true' : undefined,
  };
  if (session.kind !== 'SignedIn' || !view || view.kind === 'Redirect') {
    return (
      <div {...rootProps}>
        <Loading label={t('loading.profile')} />
      </div>
    );
  }
  if (view.kind === 'RewardsBannerOnly') {
    return (
      <div {...rootProps}>
        <RewardsBannerContent brand={brand} />
      </div>
    );
  }
  if (view.kind === 'AgentLanding') {
    return (
      <div {...rootProps}>
        <AgentLanding firstName={name?.firstName ?? ''} lastName={name?.lastName ?? ''} locale={locale} />
      </div>
    );
  }

  const sections = visibleProfileSections(favoritesAvailable, UNAVAILABLE);
  const current = view.kind === 'Section' ? view.section : null;
  const phones = config.kind === 'Loaded' ? config.config.supportPhones : null;
  const corporate = session.info.customerType === 'Corporate';
  return (
    <div {...rootProps}>
      {!isTravelApp && <ProfileHeader firstName={name?.firstName ?? null} locale={locale} />}
      {view.kind === 'TabList' || current === 'travelers' ? (
        <section className="stack" aria-labelledby="accounts-title">
          <h2 id="accounts-title">{tHome('accounts.title')}</h2>
          <RewardsAccounts locale={locale} />
        </section>
      ) : null}
      <div className={`profile-body${view.kind === 'TabList' ? ' is-list' : ' is-section'}`}>
        <ProfileTabs sections={sections} current={current} isTravelApp={isTravelApp} locale={locale} navigate={navigate} />
        {view.kind === 'Section' && (
          <section className="profile-section" id="profile-section" aria-labelledby="profile-section-title" tabIndex={-1}>
            {view.showBackToList && (
              <a
                className="profile-back"
                href={profileHref(null, { isTravelApp, locale })}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(e.currentTarget.getAttribute('href')!);
                }}
              >
                <span aria-hidden="true">← </span>
                {t('backToList')}
              </a>
            )}
            <h2 id="profile-section-title">{t(`tabs.${view.section}`)}</h2>
            <SectionContent
              section={view.section}
              locale={locale}
              isMobile={media === 'mobile'}
              phone={phones ? (corporate ? phones.corporate : phones.consumer) : ''}
              issuerSiteUrl={config.kind === 'Loaded' ? config.config.issuerWebsiteUrl : ''}
            />
          </section>
        )}
      </div>
      {!isTravelApp && <ProfileFooter locale={locale} />}
    </div>
  );
}
