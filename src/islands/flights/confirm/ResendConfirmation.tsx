// "Resend the email" beside "We sent the confirmation to …": the traveler who cannot find the
// email asks for it again; what happened is said in a live region next to the button.
import { useStore } from '@nanostores/react';
import type { TFunction } from '../../../lib/client/i18n';
import { $resend, resendConfirmation, type ResendCall } from '../../../lib/client/resend-confirmation.store';

function outcome(call: ResendCall, t: TFunction): string {
  switch (call.state) {
    case 'NotCalled':
      return '';
    case 'InProcess':
      return t('resend.sending');
    case 'Success':
      return t('resend.sent', { email: call.sentTo });
    case 'Failed':
      if (call.reason === 'Wait') return t('resend.wait', { count: Math.max(1, Math.ceil(call.retryAfterSeconds / 60)) });
      return t(call.reason === 'NotSendable' ? 'resend.notSendable' : 'resend.failed');
  }
}

export function ResendConfirmation({ tripId, t }: { tripId: string; t: TFunction }) {
  const resend = useStore($resend);
  const call: ResendCall = resend.tripId === tripId ? resend.call : { state: 'NotCalled' };
  const busy = call.state === 'InProcess';
  return (
    <div className="confirm-resend">
      <button
        type="button"
        className="button button-secondary shop-small"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) void resendConfirmation(tripId);
        }}
      >
        {t('resend.button')}
      </button>
      <p role="status" className={call.state === 'Failed' ? 'confirm-resend-status field-error' : 'confirm-resend-status'}>
        {outcome(call, t)}
      </p>
    </div>
  );
}
