import { useId } from 'react';
import type { CompanyCard } from '../../../lib/domain/corporate/company-card';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { AddPaymentModal } from '../../../lib/client/profile/payment-methods.store';
import { ModalDialog } from '../preferences/ModalDialog';

interface Props {
  modal: AddPaymentModal | null;
  /** The issuer's brand for the invalid issuer card subtitle; null while the config is unknown. */
  brand: string | null;
  /** A corporate user's company card: the only card they can add, so the modal names it. */
  companyCard?: CompanyCard | null;
  /** Edit payment method: close and put the user back in the form. */
  onEdit: () => void;
  /** Try again: submit what the form holds. */
  onTryAgain: () => void;
  /** Escape. */
  onClose: () => void;
}

/**
 * SPEC §8 payment verification modals: decline, activity and generic errors share one set of
 * titles; the invalid issuer card modal has a title and a subtitle; the default modal is
 * "Unable to add payment" with the card form's first error, or a try-again text.
 */
export function PaymentModal({ modal, brand, companyCard, onEdit, onTryAgain, onClose }: Props) {
  const { t } = useTranslation('payments');
  const id = useId();
  const titleId = `${id}-title`;
  const editId = `${id}-edit`;

  let title = '';
  let body = '';
  let tryAgain = false;
  switch (modal?.kind) {
    case undefined:
      break;
    case 'CardDeclined':
    case 'ExcessiveUserActivity':
    case 'GenericError':
      title = t(`errors.titles.${modal.kind}`);
      body = t(`errors.bodies.${modal.kind}`);
      break;
    case 'InvalidIssuerCard':
      title = t('errors.invalidIssuerCard.title');
      body = companyCard
        ? t('errors.invalidIssuerCard.subtitleCompany', { card: companyCard.productDisplayName, lastFour: companyCard.lastFour })
        : brand
          ? t('errors.invalidIssuerCard.subtitle', { brand })
          : t('errors.invalidIssuerCard.subtitleNoBrand');
      break;
    case 'UnableToAdd':
      title = t('errors.unableToAdd.title');
      body = modal.firstError ?? t('errors.unableToAdd.tryAgainText');
      tryAgain = true;
      break;
  }

  return (
    <ModalDialog open={modal !== null} onClose={onClose} labelledBy={titleId} className="dialog payment-modal" initialFocusId={editId}>
      <h2 id={titleId}>{title}</h2>
      <p>{body}</p>
      <div className="dialog-actions">
        <button id={editId} type="button" className="button" onClick={onEdit}>
          {t('editPaymentMethod')}
        </button>
        {tryAgain && (
          <button type="button" className="button button-secondary" onClick={onTryAgain}>
            {t('tryAgain')}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
