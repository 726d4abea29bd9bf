import { useStore } from '@nanostores/react';
import { useTranslation } from '../../lib/client/i18n/react';
import { $config } from '../../lib/client/config.store';
import type { Locale } from '../../lib/client/i18n';
import { $session } from '../../lib/client/session.store';
import { I18nIsland } from '../ui/I18nIsland';

/** The signed-in user's tenant decides the number; before sign-in, the host's tenant does. Null until the config loads. */
export function useSupportPhone(): string | null {
  const config = useStore($config, { ssr: 'initial' });
  const session = useStore($session, { ssr: 'initial' });
  if (config.kind !== 'Loaded') return null;
  return session.kind === 'SignedIn' ? config.config.supportPhones[session.info.tenant] : config.config.supportPhone;
}

function Phone({ fallback }: { fallback: string }) {
  const { t } = useTranslation('common');
  const phone = useSupportPhone() ?? fallback;
  return (
    <p>
      {t('footer.support', { phone: '' })}
      <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
    </p>
  );
}

export default function SupportPhone({ locale, fallback }: { locale: Locale; fallback: string }) {
  return (
    <I18nIsland locale={locale}>
      <Phone fallback={fallback} />
    </I18nIsland>
  );
}
