// Trips → the itemised receipt of a stay (SPEC §2 Trips modals: itemized hotel and home receipts):
// every price line in the page's language, the total, how it was paid and the rewards it earned.
import { useId } from 'react';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { tripBreakdown, type StayTrip } from '../../lib/client/trips.store';
import { PaymentSummary } from '../flights/confirm/PaymentSummary';
import { stayLineLabel } from '../lodging/stay-text';
import { ModalDialog } from '../profile/preferences/ModalDialog';

export function StayReceiptDialog({ trip, locale, onClose }: { trip: StayTrip; locale: Locale; onClose: () => void }) {
  const { t } = useTranslation('trips');
  const { t: tc } = useTranslation('bookingconfirm');
  const { t: ts } = useTranslation('staybook');
  const id = useId();
  const labels = tripBreakdown(trip).lines.map((l) => stayLineLabel(l, trip.nights, ts));
  return (
    <ModalDialog open onClose={onClose} labelledBy={`${id}-title`} className="dialog receipt-dialog" initialFocusId={`${id}-close`}>
      <h2 id={`${id}-title`}>{t('stay.receiptTitle', { name: trip.lodging.name })}</h2>
      <p className="muted">
        {t('bookings.confirmation')}: {trip.confirmationNumber ?? t('bookings.noConfirmation')}
      </p>
      <PaymentSummary trip={trip} pending={false} locale={locale} t={tc} labels={labels} />
      <div className="dialog-actions">
        <button id={`${id}-close`} type="button" className="button button-secondary" onClick={onClose}>
          {t('cancel.close')}
        </button>
      </div>
    </ModalDialog>
  );
}
