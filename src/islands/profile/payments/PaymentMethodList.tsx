import { useTranslation } from '../../../lib/client/i18n/react';
import type { PaymentMethod } from '../../../lib/domain/profile/payment-methods.schema';

interface Props {
  methods: PaymentMethod[];
  deletingId: string | null;
  onDelete: (method: PaymentMethod) => void;
}

/** Keys of `data-focus`: where the tab puts focus back after a dialog or a delete. */
export const focusKey = {
  row: (id: string) => `row:${id}`,
  delete: (id: string) => `delete:${id}`,
};

const expiry = (m: PaymentMethod) => `${String(m.expMonth).padStart(2, '0')}/${m.expYear}`;

export function PaymentMethodList({ methods, deletingId, onDelete }: Props) {
  const { t } = useTranslation('payments');
  return (
    <ul className="payment-list" aria-label={t('listLabel')}>
      {methods.map((m) => {
        const brand = t(`brands.${m.brand}`);
        return (
          <li key={m.id} className="card payment-card" aria-busy={m.id === deletingId || undefined}>
            <div className="payment-card-head">
              <h3 tabIndex={-1} data-focus={focusKey.row(m.id)}>
                {brand}
              </h3>
              {m.isVirtualCard && <span className="badge">{t('virtualCard')}</span>}
            </div>
            <p>{t('cardEnding', { lastFour: m.lastFour })}</p>
            <p className="muted">{t('expires', { date: expiry(m) })}</p>
            <div>
              <button
                type="button"
                className="button button-secondary"
                data-focus={focusKey.delete(m.id)}
                aria-label={t('deleteCard', { brand, lastFour: m.lastFour })}
                onClick={() => onDelete(m)}
              >
                {t('delete')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
