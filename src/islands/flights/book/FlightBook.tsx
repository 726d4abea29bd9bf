// The review-and-book page (/flights/book/): the chosen trip re-priced, travelers, contact,
// protections, payment and the itemised total, then Book (SPEC §2 flights/book, §3, §8).
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isLeaving } from '../../../lib/client/api';
import {
  $book,
  $draft,
  $quote,
  book,
  flightPay,
  flightPayment,
  loadQuote,
  prefillContact,
  recheckPassengers,
  totalWithProtections,
  trackCheckout,
} from '../../../lib/client/flights/booking.store';
import { $flightSelection } from '../../../lib/client/flights/selection.store';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { localePath } from '../../../lib/client/locale';
import { $contactInfo, loadContactInfo } from '../../../lib/client/profile/contact.store';
import { $paymentMethods, loadPaymentMethods } from '../../../lib/client/profile/payment-methods.store';
import { $travelers, loadTravelers } from '../../../lib/client/profile/travelers.store';
import { requireSignIn } from '../../../lib/client/session.store';
import { CallState } from '../../../lib/domain/shared/call-state';
import { toSearchParams } from '../../../lib/domain/flights/flight-search-params';
import { I18nIsland } from '../../ui/I18nIsland';
import { Breakdown } from './Breakdown';
import { ContactSection, CONTACT_EMAIL_ID } from './ContactSection';
import { failureText, FLIGHT_FAILURE_CODES } from './format';
import { BookAside, focusById, QuoteGate, useCheckoutPage } from '../../checkout/CheckoutPage';
import { Outcome } from '../../checkout/Outcome';
import { PaymentSection, PAYMENT_HEADING_ID } from '../../checkout/PaymentSection';
import { ProtectionsSection } from './ProtectionsSection';
import { PolicyReasonSection } from '../../checkout/PolicyReasonSection';
import { $policyReason, POLICY_NOTE_ID, POLICY_REASON_ID } from '../../../lib/client/checkout/policy-reason.store';
import { slotSelectId, TravelersSection } from './TravelersSection';
import { TripSummary } from './TripSummary';
import '../shop/shop.css';
import '../../profile/travelers/travelers.css';
import '../../checkout/checkout.css';

export default function FlightBook({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Book locale={locale} />
    </I18nIsland>
  );
}

const FLIGHT_OUTCOME = { ns: 'flightbook', codes: FLIGHT_FAILURE_CODES, book } as const;

function Book({ locale }: { locale: Locale }) {
  const { t } = useTranslation('flightbook');
  const intl = intlLocale(locale);
  const selection = useStore($flightSelection);
  const quote = useStore($quote);
  const state = useStore($book);
  const outcomeRef = useCheckoutPage(state);
  const draft = useStore($draft);
  const contact = useStore($contactInfo);
  const [opened, setOpened] = useState(false);
  const [missing, setMissing] = useState<number[]>([]);
  const tracked = useRef(false);
  const airlineNames = useMemo(() => new Map(Object.entries(selection?.airlineNames ?? {})), [selection]);

  const query = selection ? toSearchParams(selection.search).toString() : '';
  const searchHref = `${localePath(locale, '/flights/search/')}${query ? `?${query}` : ''}`;
  const shopHref = query ? `${localePath(locale, '/flights/shop/')}?${query}` : searchHref;

  useEffect(() => {
    requireSignIn();
    if (isLeaving()) return;
    void loadQuote($flightSelection.get());
    if ($travelers.get().state === CallState.NotCalled) void loadTravelers();
    if ($paymentMethods.get().list === CallState.NotCalled) void loadPaymentMethods();
    void loadContactInfo();
    setOpened(true);
  }, []);

  useEffect(() => {
    prefillContact({ email: contact.info.emailAddress, phone: contact.info.phoneNumber });
  }, [contact.info.emailAddress, contact.info.phoneNumber]);

  useEffect(() => {
    if (quote.kind !== 'Loaded' || tracked.current) return;
    tracked.current = true;
    trackCheckout(quote.quote);
  }, [quote]);

  if (!opened || quote.kind !== 'Loaded') {
    return (
      <QuoteGate
        ns="flightbook"
        loading={!opened}
        loadingLabel={t('quote.loading')}
        quote={quote}
        failure={quote.kind === 'Failed' ? failureText(quote.code, quote.message, t) : ''}
        emptyHref={localePath(locale, '/flights/search/')}
        searchHref={searchHref}
        shopHref={shopHref}
        onRetry={() => void loadQuote($flightSelection.get())}
      />
    );
  }

  const q = quote.quote;
  const errors = state.kind === 'PassengerErrors' ? state.errors : [];
  const busy = state.kind === 'Submitting' || state.kind === 'Polling' || state.kind === 'Succeeded';
  const onEditTravelers = () => {
    const first = errors.find((e) => 'travelerId' in e);
    if (first && 'travelerId' in first) return focusById(slotSelectId(Math.max(0, $draft.get().travelerIds.indexOf(first.travelerId))));
    if (errors.some((e) => 'field' in e && e.field.startsWith('contact.'))) return focusById(CONTACT_EMAIL_ID);
    focusById(slotSelectId(0));
  };

  async function onBook() {
    if (busy) return;
    setMissing([]);
    const result = await book();
    if (result?.kind === 'MissingTravelers') {
      setMissing(result.slots);
      focusById(slotSelectId(result.slots[0] ?? 0));
    } else if (result?.kind === 'Plan') focusById(PAYMENT_HEADING_ID);
    else if (result?.kind === 'PolicyReason') focusById($policyReason.get().error === 'note' ? POLICY_NOTE_ID : POLICY_REASON_ID);
  }

  return (
    <div className="book-page">
      <h1>{t('title')}</h1>
      <div className="book-layout">
        <div className="book-main stack">
          <TripSummary quote={q} intl={intl} changeHref={shopHref} airlineNames={airlineNames} />
          <TravelersSection
            quote={q}
            errors={errors}
            missing={missing}
            onChanged={() => {
              setMissing([]);
              recheckPassengers();
            }}
          />
          <ContactSection errors={errors} onChanged={recheckPassengers} />
          <ProtectionsSection quote={q} locale={locale} intl={intl} onChanged={() => undefined} />
          <PolicyReasonSection verdict={selection?.fare.policy} intl={intl} />
          <PaymentSection pay={flightPay(q, draft)} checkout={flightPayment} locale={locale} intl={intl} onChanged={() => undefined} />
        </div>
        <BookAside
          ns="flightbook"
          busy={busy}
          onBook={() => void onBook()}
          totalMinor={totalWithProtections(q, draft.protections)}
          intl={intl}
        >
          <Breakdown quote={q} intl={intl} />
          <Outcome
            ref={outcomeRef}
            state={state}
            intl={intl}
            links={{ searchHref, shopHref, onEditPayment: () => focusById(PAYMENT_HEADING_ID), onEditTravelers }}
            product={FLIGHT_OUTCOME}
          />
        </BookAside>
      </div>
    </div>
  );
}
