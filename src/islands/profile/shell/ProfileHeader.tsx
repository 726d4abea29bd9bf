import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import type { Locale } from '../../../lib/client/i18n';
import { page, platform } from '../../../lib/client/platform';

/** SPEC §2: "Search" goes back, or home when the profile was opened directly. */
function goBackOrHome(locale: Locale) {
  const referrer = page.referrer();
  if (page.historyLength() > 1 && referrer && new URL(referrer).origin === page.origin()) {
    page.back();
  } else {
    platform().navigate(localePath(locale, '/'));
  }
}

export function ProfileHeader({ firstName, locale }: { firstName: string | null; locale: Locale }) {
  const { t } = useTranslation('profile');
  return (
    <header className="profile-header">
      <nav aria-label={t('breadcrumbs.label')} className="profile-breadcrumbs">
        <ol>
          <li>
            <a
              href={localePath(locale, '/')}
              onClick={(e) => {
                e.preventDefault();
                goBackOrHome(locale);
              }}
            >
              {t('breadcrumbs.search')}
            </a>
          </li>
          <li aria-current="page">{t('breadcrumbs.myProfile')}</li>
        </ol>
      </nav>
      <h1>{firstName ? t('header.welcome', { name: firstName }) : t('header.welcomeNoName')}</h1>
      <p className="lead">{t('header.subtitle')}</p>
    </header>
  );
}

export function ProfileFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation('profile');
  return (
    <section className="profile-footer" aria-labelledby="profile-footer-title">
      <h2 id="profile-footer-title">{t('footer.title')}</h2>
      <p>{t('footer.body')}</p>
      <a className="button" href={localePath(locale, '/')}>
        {t('footer.bookTravel')}
      </a>
    </section>
  );
}
