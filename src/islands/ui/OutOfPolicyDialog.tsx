// SPEC §8 out-of-policy modal: asked before an out-of-policy choice goes on to checkout, where the
// traveler says why. "Change selection" is the safe choice and has the focus.
import { useTranslation } from '../../lib/client/i18n/react';
import type { PolicyBreach } from '../../lib/domain/corporate/policy.schema';
import { ConfirmDialog } from './ConfirmDialog';
import { breachText } from './PolicyMark';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function OutOfPolicyDialog({
  breaches,
  intl,
  onContinue,
  onChange,
}: {
  breaches: readonly PolicyBreach[];
  intl: string;
  onContinue: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('policy');
  return (
    <ConfirmDialog
      title={t('outModal.title')}
      body={t('outModal.body', { why: sentence(breachText(t, breaches, intl)) })}
      confirmLabel={t('outModal.continue')}
      cancelLabel={t('outModal.change')}
      busy={false}
      onConfirm={onContinue}
      onCancel={onChange}
    />
  );
}
