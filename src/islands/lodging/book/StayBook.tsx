// The stay checkout (…/book/ of hotels, stays, premium stays and vacation rentals, SPEC §2): the
// chosen room re-priced, the guest, loyalty program, special requests, contact, a corporate
// traveler's reason for an out-of-policy rate (SPEC §5) and payment, the itemised total, then Book
// (SPEC §4 hotel booking states, §8 stays and hotel payment failures).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isLeaving, serverNow } from '../../../lib/client/api';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { $policyReason, POLICY_NOTE_ID, POLICY_REASON_ID } from '../../../lib/client/checkout/policy-reason.store';
import {
  $staySelection,
  $stayBook,
  $stayDraft,
  $stayPolicy,
  $stayQuote,
  bookStay,
  loadStayQuote,
  prefillStayContact,
  selectionFromQuery,
  setStayContact,
  stayPay,
  stayPayment,
} from '../../../lib/client/lodging/booking.store';
import { page } from '../../../lib/client/platform';
import { $contactInfo, loadContactInfo } from '../../../lib/client/profile/contact.store';
import { $paymentMethods, loadPaymentMethods } from '../../../lib/client/profile/payment-methods.store';
import { $travelers, loadTravelers } from '../../../lib/client/profile/travelers.store';
import { requireSignIn } from '../../../lib/client/session.store';
import { modePaths, stayParams, type StayShopMode } from '../../../lib/domain/lodging/stay-shop';
import { homeToday } from '../../../lib/domain/shared/dates';
import { CallState } from '../../../lib/domain/shared/call-state';
import { ContactFields } from '../../checkout/ContactFields';
import { failureText } from '../../checkout/format';
import { BookAside, focusById, QuoteGate, useCheckoutPage } from '../../checkout/CheckoutPage';
import { Outcome } from '../../checkout/Outcome';
import { PaymentSection, PAYMENT_HEADING_ID } from '../../checkout/PaymentSection';
import { PolicyReasonSection } from '../../checkout/PolicyReasonSection';
import { I18nIsland } from '../../ui/I18nIsland';
import { GUEST_SELECT_ID, GuestSection } from './GuestSection';
import { StayBreakdown } from './StayBreakdown';
import { StaySummary } from './StaySummary';
import '../../profile/travelers/travelers.css';
import '../../checkout/checkout.css';
import './stay-book.css';

export interface StayBookProps {
  locale: Locale;
  mode: StayShopMode;
}

export default function StayBook(props: StayBookProps) {
  return (
    <I18nIsland locale={props.locale}>
      <Book {...props} />
    </I18nIsland>
  );
}

/** Failure codes with their own text in staybook.json; others show the server's message. */
const STAY_FAILURE_CODES: ReadonlySet<string> = new Set([
  'NoAvailability',
  'LackOfInventory',
  'RateNotAvailable',
  'CheckInMinimumAgeNotMet',
  'PaymentError',
  'InsufficientFunds',
  'CardDeclined',
  'PollingTimeout',
  'RedemptionFailure',
  'UserCardNotFound',
  'InvalidPassengers',
  'IdempotencyKeyReused',
  'NetworkError',
  'OfferInvalid',
  'TravelWalletChanged',
]);
const QUOTE_FAILURE_CODES: ReadonlySet<string> = new Set(['RateNotAvailable', 'NoAvailability', 'NetworkError']);
const STAY_OUTCOME = { ns: 'staybook', codes: STAY_FAILURE_CODES, book: bookStay } as const;

function Book({ locale, mode }: StayBookProps) {
  const { t } = useTranslation('staybook');
  const intl = intlLocale(locale);
  const selection = useStore($staySelection);
  const quote = useStore($stayQuote);
  const policy = useStore($stayPolicy);
  const state = useStore($stayBook);
  const outcomeRef = useCheckoutPage(state);
  const draft = useStore($stayDraft);
  const contact = useStore($contactInfo);
  const [opened, setOpened] = useState(false);
  const [missingGuest, setMissingGuest] = useState(false);

  const paths = modePaths(mode);
  const stay = selection ? stayParams({ checkIn: selection.checkIn, checkOut: selection.checkOut, guests: selection.guests }) : null;
  const searchHref = `${localePath(locale, paths.search)}${stay ? `?${stay.toString()}` : ''}`;
  const shopHref = selection
    ? `${localePath(locale, paths.shop)}?${stayParams(selection, new URLSearchParams({ lodgingId: selection.lodgingId, source: 'Unknown' })).toString()}`
    : searchHref;

  useEffect(() => {
    requireSignIn();
    if (isLeaving()) return;
    void loadStayQuote(selectionFromQuery(new URLSearchParams(page.search()), homeToday(serverNow())), mode);
    if ($travelers.get().state === CallState.NotCalled) void loadTravelers();
    if ($paymentMethods.get().list === CallState.NotCalled) void loadPaymentMethods();
    void loadContactInfo();
    setOpened(true);
  }, [mode]);

  useEffect(() => {
    prefillStayContact({ email: contact.info.emailAddress, phone: contact.info.phoneNumber });
  }, [contact.info.emailAddress, contact.info.phoneNumber]);

  if (!opened || quote.kind !== 'Loaded') {
    return (
      <QuoteGate
        ns="staybook"
        loading={!opened}
        loadingLabel={t('loading')}
        quote={quote}
        failure={
          quote.kind !== 'Failed'
            ? ''
            : QUOTE_FAILURE_CODES.has(quote.code)
              ? t(`quote.${quote.code}`)
              : failureText(quote.code, quote.message, t, STAY_FAILURE_CODES)
        }
        emptyHref={localePath(locale, paths.search)}
        searchHref={searchHref}
        shopHref={shopHref}
        onRetry={() => void loadStayQuote($staySelection.get())}
      />
    );
  }

  const q = quote.quote;
  const busy = state.kind === 'Submitting' || state.kind === 'Polling' || state.kind === 'Succeeded';
  const guestProblem = state.kind === 'Failed' && state.code === 'CheckInMinimumAgeNotMet' ? t('failure.CheckInMinimumAgeNotMet') : null;

  async function onBook() {
    if (busy) return;
    setMissingGuest(false);
    const result = await bookStay();
    if (result?.kind === 'MissingGuest') {
      setMissingGuest(true);
      focusById(GUEST_SELECT_ID);
    } else if (result?.kind === 'Plan') focusById(PAYMENT_HEADING_ID);
    else if (result?.kind === 'PolicyReason') focusById($policyReason.get().error === 'note' ? POLICY_NOTE_ID : POLICY_REASON_ID);
  }

  return (
    <div className="book-page">
      <h1>{t('title')}</h1>
      <div className="book-layout">
        <div className="book-main stack">
          <StaySummary quote={q} selection={selection!} locale={locale} intl={intl} changeHref={shopHref} />
          <GuestSection locale={locale} missing={missingGuest} problem={guestProblem} />
          <ContactFields
            title={t('contact.title')}
            intro={t('contact.intro')}
            labels={{ email: t('contact.email'), phone: t('contact.phone') }}
            contact={draft.contact}
            onContact={setStayContact}
          />
          <PolicyReasonSection verdict={policy} intl={intl} />
          <PaymentSection pay={stayPay(q)} checkout={stayPayment} locale={locale} intl={intl} onChanged={() => undefined} />
        </div>
        <BookAside ns="staybook" busy={busy} onBook={() => void onBook()} totalMinor={q.breakdown.totalMinor} intl={intl}>
          <StayBreakdown quote={q} intl={intl} />
          <Outcome
            ref={outcomeRef}
            state={state}
            intl={intl}
            product={STAY_OUTCOME}
            links={{
              searchHref,
              shopHref,
              onEditPayment: () => focusById(PAYMENT_HEADING_ID),
              onEditTravelers: () => focusById(GUEST_SELECT_ID),
            }}
          />
        </BookAside>
      </div>
    </div>
  );
}
