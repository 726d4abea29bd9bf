// The car checkout (SPEC §2 cars/book, ?offerId=…&extras=…): the car and extras priced again, the
// driver, a loyalty number, contact and payment, a corporate traveler's reason for a car out of
// policy, the itemised total, then Book (SPEC §4, §5, §8; car loyalty errors by the field).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isLeaving } from '../../../lib/client/api';
import {
  $carBook,
  $carBookSelection,
  $carDraft,
  $carPolicy,
  $carQuote,
  bookCar,
  carPay,
  carPayment,
  loadCarQuote,
  prefillCarContact,
  setCarContact,
  type CarField,
  type CarFieldError,
} from '../../../lib/client/cars/car-booking.store';
import { $policyReason, POLICY_NOTE_ID, POLICY_REASON_ID } from '../../../lib/client/checkout/policy-reason.store';
import { CAR_SEARCH_PATH, carResultsQuery, carShopPath, parseCarSelection } from '../../../lib/client/cars/car-selection';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { page } from '../../../lib/client/platform';
import { $contactInfo, loadContactInfo } from '../../../lib/client/profile/contact.store';
import { $paymentMethods, loadPaymentMethods } from '../../../lib/client/profile/payment-methods.store';
import { $travelers, loadTravelers } from '../../../lib/client/profile/travelers.store';
import { requireSignIn } from '../../../lib/client/session.store';
import { CallState } from '../../../lib/domain/shared/call-state';
import { BookAside, focusById, QuoteGate, useCheckoutPage } from '../../checkout/CheckoutPage';
import { CONTACT_EMAIL_ID, CONTACT_PHONE_ID, ContactFields } from '../../checkout/ContactFields';
import { failureText } from '../../checkout/format';
import { Outcome } from '../../checkout/Outcome';
import { PaymentSection, PAYMENT_HEADING_ID } from '../../checkout/PaymentSection';
import { PolicyReasonSection } from '../../checkout/PolicyReasonSection';
import { I18nIsland } from '../../ui/I18nIsland';
import { CarBreakdown } from './CarBreakdown';
import { CarSummary } from './CarSummary';
import { DRIVER_SELECT_ID, DriverSection, LOYALTY_ID } from './DriverSection';
import '../../profile/travelers/travelers.css';
import '../../checkout/checkout.css';
import '../shop/car-facts.css';
import './car-book.css';

export default function CarBook({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Book locale={locale} />
    </I18nIsland>
  );
}

/** Failure codes with their own text in carbook.json; others show the server's message. */
const CAR_FAILURE_CODES: ReadonlySet<string> = new Set([
  'NoAvailability',
  'CardDeclined',
  'PollingTimeout',
  'RedemptionFailure',
  'UserCardNotFound',
  'InvalidPassengers',
  'IdempotencyKeyReused',
  'NetworkError',
  'OfferInvalid',
  'TravelWalletChanged',
  'NotFound',
  'InvalidDates',
  'ValidationFailed',
]);
const QUOTE_FAILURE_CODES: ReadonlySet<string> = new Set([
  'NotFound',
  'InvalidDates',
  'ValidationFailed',
  'NoAvailability',
  'NetworkError',
]);
const CAR_OUTCOME = { ns: 'carbook', codes: CAR_FAILURE_CODES, book: bookCar } as const;

const FIELD_IDS: Record<CarField, string> = {
  driver: DRIVER_SELECT_ID,
  loyaltyNumber: LOYALTY_ID,
  email: CONTACT_EMAIL_ID,
  phone: CONTACT_PHONE_ID,
};
const NO_ERRORS: readonly CarFieldError[] = [];

function Book({ locale }: { locale: Locale }) {
  const { t } = useTranslation('carbook');
  const intl = intlLocale(locale);
  const selection = useStore($carBookSelection);
  const quote = useStore($carQuote);
  const state = useStore($carBook);
  const outcomeRef = useCheckoutPage(state);
  const draft = useStore($carDraft);
  const verdict = useStore($carPolicy);
  const contact = useStore($contactInfo);
  const [opened, setOpened] = useState(false);
  const [missingDriver, setMissingDriver] = useState(false);

  useEffect(() => {
    requireSignIn();
    if (isLeaving()) return;
    void loadCarQuote(parseCarSelection(new URLSearchParams(page.search())));
    if ($travelers.get().state === CallState.NotCalled) void loadTravelers();
    if ($paymentMethods.get().list === CallState.NotCalled) void loadPaymentMethods();
    void loadContactInfo();
    setOpened(true);
  }, []);

  useEffect(() => {
    prefillCarContact({ email: contact.info.emailAddress, phone: contact.info.phoneNumber });
  }, [contact.info.emailAddress, contact.info.phoneNumber]);

  const emptyHref = localePath(locale, CAR_SEARCH_PATH);
  const shopHref = selection ? localePath(locale, carShopPath(selection)) : emptyHref;

  if (!opened || quote.kind !== 'Loaded') {
    return (
      <QuoteGate
        ns="carbook"
        loading={!opened}
        loadingLabel={t('loading')}
        quote={quote}
        failure={
          quote.kind !== 'Failed'
            ? ''
            : QUOTE_FAILURE_CODES.has(quote.code)
              ? t(`quote.${quote.code}`)
              : failureText(quote.code, quote.message, t, CAR_FAILURE_CODES)
        }
        emptyHref={emptyHref}
        searchHref={emptyHref}
        shopHref={shopHref}
        onRetry={() => void loadCarQuote($carBookSelection.get())}
      />
    );
  }

  const q = quote.quote;
  // A new search starts from this rental's airports and times.
  const searchHref = `${emptyHref}?${carResultsQuery(q.offer, null).toString()}`;
  const busy = state.kind === 'Submitting' || state.kind === 'Polling' || state.kind === 'Succeeded';
  const fieldErrors = state.kind === 'PassengerErrors' ? state.errors : NO_ERRORS;
  const contactError = (field: 'email' | 'phone') =>
    fieldErrors.some((e) => e.field === field) ? t(field === 'email' ? 'contact.invalidEmail' : 'contact.invalidPhone') : undefined;

  async function onBook() {
    if (busy) return;
    setMissingDriver(false);
    const result = await bookCar();
    if (result?.kind === 'MissingDriver') {
      setMissingDriver(true);
      focusById(DRIVER_SELECT_ID);
    } else if (result?.kind === 'Plan') focusById(PAYMENT_HEADING_ID);
    else if (result?.kind === 'PolicyReason') focusById($policyReason.get().error === 'note' ? POLICY_NOTE_ID : POLICY_REASON_ID);
  }

  return (
    <div className="book-page">
      <h1>{t('title')}</h1>
      <div className="book-layout">
        <div className="book-main stack">
          <CarSummary quote={q} locale={locale} changeHref={shopHref} />
          <DriverSection quote={q} missing={missingDriver} errors={fieldErrors} />
          <ContactFields
            title={t('contact.title')}
            intro={t('contact.intro')}
            labels={{ email: t('contact.email'), phone: t('contact.phone') }}
            contact={draft.contact}
            onContact={setCarContact}
            errors={{ email: contactError('email'), phone: contactError('phone') }}
          />
          <PolicyReasonSection verdict={verdict} intl={intl} />
          <PaymentSection pay={carPay(q)} checkout={carPayment} locale={locale} intl={intl} onChanged={() => undefined} />
        </div>
        <BookAside ns="carbook" busy={busy} onBook={() => void onBook()} totalMinor={q.breakdown.totalMinor} intl={intl}>
          <CarBreakdown quote={q} intl={intl} />
          <Outcome
            ref={outcomeRef}
            state={state}
            intl={intl}
            product={CAR_OUTCOME}
            links={{
              searchHref,
              shopHref,
              onEditPayment: () => focusById(PAYMENT_HEADING_ID),
              onEditTravelers: () => focusById(FIELD_IDS[fieldErrors[0]?.field ?? 'driver']),
            }}
          />
        </BookAside>
      </div>
    </div>
  );
}
