import { useId } from 'react';
import type { AirlineCredit } from '../../lib/domain/booking/airline-credit.schema';
import { useApiGet } from '../../lib/client/api-data';
import { useTranslation } from '../../lib/client/i18n/react';
import { useSupportPhone } from '../shell/SupportPhone';
import { Failed, Loading } from '../ui/Status';
import { formatAmount, formatDay } from './format';
import { TAB_PARAM, type TripsPanelProps } from './tabs';

/**
 * Trips → Airline travel credits (SPEC §2): what cancel for any reason gave as credit with an
 * airline, newest first. Our agents apply a credit to a new ticket with that airline, so the way to
 * use one is a call; the card says with whom, how much, until when, and which trip it came from.
 */
export function AirlineCredits({ locale }: TripsPanelProps) {
  const { t } = useTranslation('trips');
  const id = useId();
  const phone = useSupportPhone();
  const { data, error, mutate } = useApiGet<{ credits: AirlineCredit[] }>('/user/airlineCredits');

  if (!data) {
    if (error) return <Failed message={t('credits.failed')} onRetry={() => void mutate()} />;
    return <Loading label={t('credits.loading')} />;
  }
  return (
    <section className="stack airline-credits" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('credits.title')}</h2>
      {data.credits.length === 0 ? (
        <div className="empty stack">
          <h3>{t('credits.empty.title')}</h3>
          <p>{t('credits.empty.body')}</p>
          <p>
            <a className="button button-secondary" href={`?${TAB_PARAM}=upcoming`}>
              {t('credits.upcoming')}
            </a>
          </p>
        </div>
      ) : (
        <>
          <p className="muted">
            {t('credits.howTo')}{' '}
            {phone && (
              <a className="credit-call" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
                {t('credits.call', { phone })}
              </a>
            )}
          </p>
          <ul className="watch-list" aria-labelledby={`${id}-title`}>
            {data.credits.map((c) => (
              <li key={c.id}>
                <CreditCard credit={c} locale={locale} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function CreditCard({ credit, locale }: { credit: AirlineCredit; locale: TripsPanelProps['locale'] }) {
  const { t } = useTranslation('trips');
  const id = useId();
  const route = `${credit.trip.origin} ${t('trip.to')} ${credit.trip.destination}`;
  const usable = credit.state === 'Available';
  return (
    <article className={`watch-card credit-card${usable ? '' : ' is-past'}`} aria-labelledby={`${id}-name`}>
      <header className="credit-head">
        <h3 id={`${id}-name`}>
          {formatAmount(credit.amountMinor, locale)}{' '}
          <span className="credit-airline">{t('credits.with', { airline: credit.airline.name })}</span>
        </h3>
        <span className={`badge${usable ? ' badge-success' : ''}`}>{t(`credits.state.${credit.state}`)}</span>
      </header>
      <p className="muted">
        {credit.state === 'Expired'
          ? t('credits.expired', { date: formatDay(credit.expiresAt, locale) })
          : t('credits.expires', { date: formatDay(credit.expiresAt, locale) })}
      </p>
      <p className="muted">
        {t('credits.from', { route })}
        {credit.trip.confirmationNumber && ` · ${t('credits.code', { code: credit.trip.confirmationNumber })}`}
      </p>
    </article>
  );
}
