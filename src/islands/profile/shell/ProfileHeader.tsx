import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import type { Locale } from '../../../lib/client/i18n';

/** SPEC §2: "Search" goes back, or home when the profile was opened directly. */
function goBackOrHome(locale: Locale) {
  if (window.history.length > 1 && document.referrer && new URL(document.referrer).origin === window.location.origin) {
    window.history.back();
  } else {
    window.location.assign(localePath(locale, '/'));
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
