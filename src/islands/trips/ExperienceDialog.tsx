// Trips → an activity's dialogs (SPEC §2 Trips modals: experience itinerary and cancellation
// policy): what the day holds and what to bring, and what cancelling gives back, now and until when.
import type { ReactNode } from 'react';
import { serverNow } from '../../lib/client/api';
import { intlLocale, type Locale, type TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import type { ExperienceTrip } from '../../lib/client/trips.store';
import { experienceCancellationState, partySize } from '../../lib/domain/experiences/experiences';
import { ContactLine } from './ContactLine';
import { deadlineText, durationText, partyText, startText } from './experience-words';
import { formatAmount } from './format';
import { TripDialog } from './TripDialog';

export type ExperienceDialogKind = 'itinerary' | 'policy';

interface Props {
  trip: ExperienceTrip;
  locale: Locale;
  t: TFunction;
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="booking-facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Guides come together ("and"); pickup is from one of the places offered ("or"). */
const list = (items: string[], locale: Locale, type: Intl.ListFormatType = 'conjunction') =>
  new Intl.ListFormat(intlLocale(locale), { type }).format(items);

function Itinerary({ trip, locale, t }: Props) {
  const { experience, ticketFormat, pickup, guides } = trip;
  const rows: [string, ReactNode][] = [
    [t('experience.when'), t('experience.localTime', { time: startText(trip, locale) })],
    [t('experience.duration'), durationText(experience.durationMinutes, locale)],
    [t('experience.travelers'), partyText(trip, t)],
    [t('experience.itinerary.lead'), `${trip.leadTraveler.givenName} ${trip.leadTraveler.surname}`],
  ];
  return (
    <div className="stack">
      <p>{t(`experience.itinerary.type.${experience.itineraryType}`)}</p>
      <Facts rows={rows} />
      <h3>{t('experience.itinerary.about')}</h3>
      {/* The operator's own text, which it writes in English. */}
      <p lang={locale === 'en' ? undefined : 'en'}>{experience.description}</p>
      <h3>{t(pickup ? 'experience.itinerary.pickup' : 'experience.itinerary.meeting')}</h3>
      <p>
        {pickup
          ? t('experience.itinerary.pickupFrom', {
              places: list(
                pickup.map((k) => t(`experience.itinerary.pickupKind.${k}`)),
                locale,
                'disjunction',
              ),
            })
          : t('experience.itinerary.meetAtStart')}
      </p>
      {guides.length > 0 && (
        <>
          <h3>{t('experience.itinerary.guide')}</h3>
          <p>
            {t('experience.itinerary.guides', {
              guides: list(
                guides.map((g) => t(`experience.itinerary.guideMode.${g}`)),
                locale,
              ),
            })}
          </p>
        </>
      )}
      <h3>{t('experience.itinerary.ticket')}</h3>
      <p>{t(`experience.itinerary.ticketType.${ticketFormat.type}`)}</p>
      <p>{t(`experience.itinerary.ticketScope.${ticketFormat.scope}`, { count: partySize(trip.travelers) })}</p>
    </div>
  );
}

/** States of the rules the portal cannot act on: our support asks the operator. */
const SUPPORT = new Set(['NonRefundable', 'NonCancellable', 'PastActivityStart', 'ContactCustomerService']);

function Policy({ trip, locale, t }: Props) {
  const policy = trip.cancellationPolicy;
  const time = deadlineText(trip, locale);
  // The same rules as the server's cancel quote, on what was paid: the quote when cancelling is the word that counts.
  const now = experienceCancellationState(
    {
      reservation: trip.reservation,
      cancellationRequested: false,
      startsAt: trip.slot.startsAt,
      total: trip.payment.totalMinor,
      policy,
    },
    new Date(serverNow()),
  );
  const rule =
    policy.kind === 'NonRefundable' || !time
      ? t('experience.policy.rule.NonRefundable')
      : t(`experience.policy.rule.${policy.kind}`, {
          count: policy.hoursBefore,
          time,
          percent: policy.kind === 'PartiallyRefundable' ? policy.refundPercentage : 100,
        });
  const state =
    now.state === 'FullyRefundable' || now.state === 'PartiallyRefundable'
      ? t(`experience.policy.state.${now.state}`, {
          amount: formatAmount(now.refund, locale),
          fee: formatAmount(trip.payment.totalMinor - now.refund, locale),
        })
      : t(`experience.policy.state.${now.state}`, { time });
  return (
    <div className="stack">
      <p>{rule}</p>
      <h3>{t('experience.policy.now')}</h3>
      <p>{state}</p>
      {SUPPORT.has(now.state) && <ContactLine contact="Support" t={t} />}
    </div>
  );
}

const BODIES = { itinerary: Itinerary, policy: Policy };

export function ExperienceDialog({
  kind,
  open,
  trip,
  locale,
  onClose,
}: {
  kind: ExperienceDialogKind;
  open: boolean;
  trip: ExperienceTrip;
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation('trips');
  const Body = BODIES[kind];
  return (
    <TripDialog
      open={open}
      onClose={onClose}
      className="schedule-dialog experience-dialog"
      title={t(`experience.${kind}.title`, { title: trip.experience.title })}
      body={<Body trip={trip} locale={locale} t={t} />}
      primary={null}
      safeLabel={t('cancel.close')}
      busy={false}
    />
  );
}
