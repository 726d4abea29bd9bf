import { useState } from 'react';
import type { TFunction } from '../../../lib/client/i18n';

/** The number travelers quote to the airline and support: large, selectable, and one click to copy. */
export function ConfirmationNumber({ value, t }: { value: string; t: TFunction }) {
  const [copy, setCopy] = useState<'Idle' | 'Copied' | 'Failed'>('Idle');
  async function copyNumber() {
    try {
      await navigator.clipboard.writeText(value);
      setCopy('Copied');
    } catch {
      // No clipboard (permission, insecure origin): the number stays selectable text.
      setCopy('Failed');
    }
  }
  return (
    <div className="confirm-number" role="group" aria-labelledby="confirm-number-label">
      <p className="confirm-number-label" id="confirm-number-label">
        {t('confirmed.numberLabel')}
      </p>
      <p className="confirm-number-value">{value}</p>
      {/* "Copy" inside a group named "Confirmation number": its purpose is plain without more words. */}
      <button type="button" className="button button-secondary" onClick={() => void copyNumber()}>
        {t('confirmed.copy')}
      </button>
      <p className="confirm-copy-status" role="status">
        {copy === 'Copied' ? t('confirmed.copied') : copy === 'Failed' ? t('confirmed.copyFailed') : ''}
      </p>
    </div>
  );
}
