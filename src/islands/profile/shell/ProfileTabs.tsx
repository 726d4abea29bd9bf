import type { MouseEvent } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import { profileHref, type ProfileSection } from '../../../lib/domain/profile/profile-sections';

interface Props {
  sections: readonly ProfileSection[];
  current: ProfileSection | null;
  isTravelApp: boolean;
  locale: string;
  navigate(href: string): void;
}

/** The sections as links (each is its own URL), not ARIA tabs: Back and sharing work as on any page. */
export function ProfileTabs({ sections, current, isTravelApp, locale, navigate }: Props) {
  const { t } = useTranslation('profile');
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(e.currentTarget.getAttribute('href')!);
  };
  return (
    <nav className="profile-tabs" aria-label={t('tabs.label')}>
      <ul>
        {sections.map((s) => (
          <li key={s}>
            <a href={profileHref(s, { isTravelApp, locale })} aria-current={s === current ? 'page' : undefined} onClick={follow}>
              {t(`tabs.${s}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
