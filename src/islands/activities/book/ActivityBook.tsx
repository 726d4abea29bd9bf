// The activity checkout (SPEC §2 activities/book, ?id=…&date=…&slot=…&adults=…&children=…&infants=…):
// the time priced again for the party, the lead traveler, contact and payment, the lines per age
// band, then Book (SPEC §4, §8). A time sold out meanwhile leads back to the activity's other times.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { isLeaving } from '../../../lib/client/api';
import {
  $activityBook,
  $activityBookQuery,
  $activityDraft,
  $activityQuote,
  activityPay,
  activityPayment,
  bookActivity,
  loadActivityQuote,
  prefillActivityContact,
  setActivityContact,
  type ActivityField,
  type ActivityFieldError,
} from '../../../lib/client/activities/activity-booking.store';
import {
  ACTIVITY_RESULTS_PATH,
  ACTIVITY_SEARCH_PATH,
  activityResultsQuery,
  activityShopPath,
  parseActivityQuery,
  travelersOf,
} from '../../../lib/client/activities/activity-selection';
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
import { I18nIsland } from '../../ui/I18nIsland';
import { ActivityBreakdown } from './ActivityBreakdown';
import { ActivitySummary } from './ActivitySummary';
import { LEAD_SELECT_ID, LeadTravelerSection } from './LeadTravelerSection';
import '../../profile/travelers/travelers.css';
import '../../checkout/checkout.css';
import './activity-book.css';

export default function ActivityBook({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Book locale={locale} />
    </I18nIsland>
  );
}

/** Failure codes with their own text in activitybook.json; others show the server's message. */
const FAILURE_CODES: ReadonlySet<string> = new Set([
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
  'NoAvailability',
  'InvalidDates',
  'PastDate',
  'PartyRefused',
  'ValidationFailed',
  'NetworkError',
]);
const OUTCOME = { ns: 'activitybook', codes: FAILURE_CODES, book: bookActivity } as const;

const FIELD_IDS: Record<ActivityField, string> = { lead: LEAD_SELECT_ID, email: CONTACT_EMAIL_ID, phone: CONTACT_PHONE_ID };
const NO_ERRORS: readonly ActivityFieldError[] = [];

function Book({ locale }: { locale: Locale }) {
  const { t } = useTranslation('activitybook');
  const intl = intlLocale(locale);
  const query = useStore($activityBookQuery);
  const quote = useStore($activityQuote);
  const state = useStore($activityBook);
  const outcomeRef = useCheckoutPage(state);
  const draft = useStore($activityDraft);
  const contact = useStore($contactInfo);
  const [opened, setOpened] = useState(false);
  const [missingLead, setMissingLead] = useState(false);

  useEffect(() => {
    requireSignIn();
    if (isLeaving()) return;
    void loadActivityQuote(parseActivityQuery(new URLSearchParams(page.search())));
    if ($travelers.get().state === CallState.NotCalled) void loadTravelers();
    if ($paymentMethods.get().list === CallState.NotCalled) void loadPaymentMethods();
    void loadContactInfo();
    setOpened(true);
  }, []);

  useEffect(() => {
    prefillActivityContact({ email: contact.info.emailAddress, phone: contact.info.phoneNumber });
  }, [contact.info.emailAddress, contact.info.phoneNumber]);

  const emptyHref = localePath(locale, ACTIVITY_SEARCH_PATH);
  // The activity's page with the same day, party and time: it says whether the time still has room.
  const shopHref = query ? localePath(locale, activityShopPath(query)) : emptyHref;

  if (!opened || quote.kind !== 'Loaded' || !query) {
    return (
      <QuoteGate
        ns="activitybook"
        loading={!opened}
        loadingLabel={t('loading')}
        quote={quote}
        failure={
          quote.kind !== 'Failed'
            ? ''
            : QUOTE_FAILURE_CODES.has(quote.code)
              ? t(`quote.${quote.code}`)
              : failureText(quote.code, quote.message, t, FAILURE_CODES)
        }
        emptyHref={emptyHref}
        searchHref={emptyHref}
        shopHref={shopHref}
        onRetry={() => void loadActivityQuote($activityBookQuery.get())}
      />
    );
  }

  const q = quote.quote;
  const e = q.details.experience;
  // A new search starts from this activity's city, day and party.
  const searchHref = `${localePath(locale, ACTIVITY_RESULTS_PATH)}?${activityResultsQuery({ id: e.cityId, name: e.city }, query).toString()}`;
  const busy = state.kind === 'Submitting' || state.kind === 'Polling' || state.kind === 'Succeeded';
  const fieldErrors = state.kind === 'PassengerErrors' ? state.errors : NO_ERRORS;
  const contactError = (field: 'email' | 'phone') =>
    fieldErrors.some((x) => x.field === field) ? t(field === 'email' ? 'contact.invalidEmail' : 'contact.invalidPhone') : undefined;

  async function onBook() {
    if (busy) return;
    setMissingLead(false);
    const result = await bookActivity();
    if (result?.kind === 'MissingLead') {
      setMissingLead(true);
      focusById(LEAD_SELECT_ID);
    } else if (result?.kind === 'Plan') focusById(PAYMENT_HEADING_ID);
  }

  return (
    <div className="book-page">
      <h1>{t('title')}</h1>
      <div className="book-layout">
        <div className="book-main stack">
          <ActivitySummary quote={q} date={query.date} travelers={travelersOf(query.party)} locale={locale} changeHref={shopHref} />
          <LeadTravelerSection date={query.date} missing={missingLead} errors={fieldErrors} />
          <ContactFields
            title={t('contact.title')}
            intro={t('contact.intro')}
            labels={{ email: t('contact.email'), phone: t('contact.phone') }}
            contact={draft.contact}
            onContact={setActivityContact}
            errors={{ email: contactError('email'), phone: contactError('phone') }}
          />
          <PaymentSection pay={activityPay(q)} checkout={activityPayment} locale={locale} intl={intl} onChanged={() => undefined} />
        </div>
        <BookAside ns="activitybook" busy={busy} onBook={() => void onBook()} totalMinor={q.breakdown.totalMinor} intl={intl}>
          <ActivityBreakdown quote={q} intl={intl} />
          <Outcome
            ref={outcomeRef}
            state={state}
            intl={intl}
            product={OUTCOME}
            links={{
              searchHref,
              shopHref,
              onEditPayment: () => focusById(PAYMENT_HEADING_ID),
              onEditTravelers: () => focusById(FIELD_IDS[fieldErrors[0]?.field ?? 'lead']),
            }}
          />
        </BookAside>
      </div>
    </div>
  );
}
