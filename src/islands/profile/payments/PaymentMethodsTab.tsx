import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import { $config } from '../../../lib/client/config.store';
import { $session } from '../../../lib/client/session.store';
import {
  $addPayment,
  $paymentMethods,
  cardTokenized,
  deletePaymentMethod,
  dismissModal,
  formFailed,
  formInvalid,
  loadPaymentMethods,
  loadVaultCredentials,
  openPaymentMethods,
  startAddPayment,
} from '../../../lib/client/profile/payment-methods.store';
import { CallState } from '../../../lib/domain/shared/call-state';
import type { CardFormMessage } from '../../../lib/domain/booking/hosted-card-form';
import type { PaymentMethod } from '../../../lib/domain/profile/payment-methods.schema';
import { Failed, Loading } from '../../ui/Status';
import { CardFormFrame, type CardFormHandle } from './CardFormFrame';
import { DeleteCardDialog } from './DeleteCardDialog';
import { focusKey, PaymentMethodList } from './PaymentMethodList';
import { PaymentModal } from './PaymentModal';
import './payments.css';

const ADD = 'add';
const STATUS = 'status';

/**
 * SPEC §2 Payment methods tab: the saved cards, their deletion, and the Add payment flow of
 * SPEC §4 around the vault's hosted card form. Card data never passes through this page.
 */
export default function PaymentMethodsTab() {
  const { t, i18n } = useTranslation('payments');
  const state = useStore($paymentMethods);
  const add = useStore($addPayment);
  const config = useStore($config, { ssr: 'initial' });
  const session = useStore($session);
  const corporate = session.kind === 'SignedIn' ? session.info.corporateInfo : null;
  const companyCard = corporate?.companyCard ?? null;
  const formTitleId = useId();

  // The frame stays mounted once opened: reopening is instant and vault:reset has a form to empty.
  const [form, setForm] = useState<'Never' | 'Open' | 'Closed'>('Never');
  const [confirming, setConfirming] = useState<PaymentMethod | null>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focus, requestFocus] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const frame = useRef<CardFormHandle>(null);
  const focusFormNext = useRef(false);
  const lastKind = useRef(add.kind);

  useEffect(() => openPaymentMethods(), []);

  useEffect(() => {
    if (!focus) return;
    const targets = [...(rootRef.current?.querySelectorAll<HTMLElement>('[data-focus]') ?? [])];
    (targets.find((el) => el.dataset.focus === focus) ?? targets.find((el) => el.dataset.focus === ADD))?.focus();
    requestFocus(null);
  }, [focus]);

  const credentials = state.credentials;
  const frameShown = form === 'Open' && credentials.state === CallState.Success;
  useEffect(() => {
    if (!frameShown || !focusFormNext.current) return;
    focusFormNext.current = false;
    frame.current?.focusForm();
  }, [frameShown]);

  useEffect(() => {
    const previous = lastKind.current;
    lastKind.current = add.kind;
    if (add.kind === 'Added' && previous !== 'Added') {
      frame.current?.post({ type: 'vault:reset' });
      setForm('Closed');
      setAnnouncement(t('added', { lastFour: add.lastFour }));
      requestFocus(STATUS);
    }
    // Runs after the dialog gave focus back to its opener, so the form's field gets it last.
    if (add.kind === 'Editing' && previous === 'Modal' && focusFormNext.current) {
      focusFormNext.current = false;
      frame.current?.focusForm();
    }
  }, [add, t]);

  const onMessage = useCallback((message: CardFormMessage) => {
    if (message.type === 'vault:invalid') formInvalid();
    else if (message.type === 'vault:failed') formFailed();
    else if (message.type === 'vault:tokenized') void cardTokenized(message.card);
  }, []);

  function openForm() {
    startAddPayment();
    setAnnouncement('');
    setForm('Open');
    focusFormNext.current = true;
    if (credentials.state === CallState.Failed) void loadVaultCredentials();
  }

  function closeForm() {
    frame.current?.post({ type: 'vault:reset' });
    setForm('Closed');
    requestFocus(ADD);
  }

  async function confirmDelete() {
    if (!confirming) return;
    const method = confirming;
    const index = state.methods.findIndex((m) => m.id === method.id);
    // Focus goes where the deleted card was: the next card, else the previous one, else Add.
    const neighbour = state.methods[index + 1] ?? state.methods[index - 1];
    setDeleteFailed(false);
    const result = await deletePaymentMethod(method.id);
    if (result.kind === 'Failed') {
      setDeleteFailed(true);
      return;
    }
    setConfirming(null);
    setAnnouncement(t('deleted', { lastFour: method.lastFour }));
    requestFocus(neighbour ? focusKey.row(neighbour.id) : ADD);
  }

  function cancelDelete() {
    if (confirming) requestFocus(focusKey.delete(confirming.id));
    setConfirming(null);
    setDeleteFailed(false);
  }

  const verifying = add.kind === 'Verifying';
  const listLoading = state.list === CallState.NotCalled || state.list === CallState.InProcess;
  const locale = i18n.language === 'fr' ? 'fr' : 'en';

  let frameArea;
  if (credentials.state === CallState.Success) {
    frameArea = (
      <div className="card-form-wrap" inert={verifying}>
        <CardFormFrame ref={frame} credentials={credentials.value} locale={locale} title={t('form.frameTitle')} onMessage={onMessage} />
      </div>
    );
  } else if (credentials.state === CallState.Failed) {
    frameArea = <Failed message={t('form.loadFailed')} onRetry={() => void loadVaultCredentials()} />;
  } else {
    frameArea = <Loading label={t('form.loading')} />;
  }

  return (
    <div ref={rootRef} className="payments stack">
      <p role="status" className={announcement ? 'notice payment-announcement' : 'payment-announcement'} tabIndex={-1} data-focus={STATUS}>
        {announcement}
      </p>
      {corporate && companyCard && (
        <p className="muted">
          {t('companyHint', { company: corporate.businessName, card: companyCard.productDisplayName, lastFour: companyCard.lastFour })}
        </p>
      )}
      {corporate?.centralBilling && <p className="muted">{t('billingHint', { company: corporate.businessName })}</p>}
      {listLoading && <Loading label={t('fetching')} />}
      {state.list === CallState.Failed && <Failed message={t('loadFailed')} onRetry={() => void loadPaymentMethods()} />}
      {state.methods.length > 0 ? (
        <PaymentMethodList
          methods={state.methods}
          deletingId={state.deletingId}
          onDelete={(method) => {
            setAnnouncement('');
            setDeleteFailed(false);
            setConfirming(method);
          }}
        />
      ) : (
        state.list === CallState.Success && <p className="empty">{t('empty')}</p>
      )}
      {form !== 'Open' && (
        <div>
          <button type="button" className="button" data-focus={ADD} onClick={openForm}>
            {t('add')}
          </button>
        </div>
      )}
      {form !== 'Never' && (
        <section className="payment-form stack" hidden={form !== 'Open'} aria-labelledby={formTitleId}>
          <h3 id={formTitleId}>{t('form.title')}</h3>
          <p className="muted">{t('form.hint')}</p>
          {verifying && <Loading label={t('adding')} />}
          {frameArea}
          <div>
            <button type="button" className="button button-secondary" disabled={verifying} onClick={closeForm}>
              {t('cancel')}
            </button>
          </div>
        </section>
      )}
      <PaymentModal
        modal={add.kind === 'Modal' ? add.modal : null}
        brand={config.kind === 'Loaded' ? config.config.brand.name : null}
        companyCard={companyCard}
        onEdit={() => {
          focusFormNext.current = true;
          dismissModal();
        }}
        onTryAgain={() => {
          frame.current?.post({ type: 'vault:submit' });
          dismissModal();
        }}
        onClose={dismissModal}
      />
      {confirming && (
        <DeleteCardDialog
          brand={t(`brands.${confirming.brand}`)}
          lastFour={confirming.lastFour}
          busy={state.deletion === CallState.InProcess && state.deletingId === confirming.id}
          failed={deleteFailed}
          onConfirm={() => void confirmDelete()}
          onCancel={cancelDelete}
        />
      )}
    </div>
  );
}
