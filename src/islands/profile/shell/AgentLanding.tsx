import { useTranslation } from '../../../lib/client/i18n/react';
import type { Locale } from '../../../lib/client/i18n';
import { profileHref } from '../../../lib/domain/profile/profile-sections';

/** SPEC §2: in agent mode a non-profile path shows this, with the customer's name. */
export function AgentLanding({ firstName, lastName, locale }: { firstName: string; lastName: string; locale: Locale }) {
  const { t } = useTranslation('profile');
  return (
    <section className="profile-agent stack" aria-labelledby="agent-title">
      <h1 id="agent-title">{t('agent.title')}</h1>
      <p>{t('agent.customer', { firstName, lastName })}</p>
      <p>{t('agent.body')}</p>
      <a className="button" href={profileHref('travelers', { isTravelApp: false, locale })}>
        {t('agent.openProfile')}
      </a>
    </section>
  );
}
