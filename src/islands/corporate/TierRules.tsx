// A policy tier's rules, read-only (SPEC §3): flight limits and fare classes, hotel stars and nightly
// cap, car daily cap. The traveler's own tier (/travel-policies/) and every tier of the company
// (/company/) show them alike.
import { useId } from 'react';
import { intlLocale, type Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import type { PolicyTier } from '../../lib/domain/corporate/policy';
import { formatMoney } from '../../lib/domain/shared/money';
import './tier-rules.css';

function Money({ minor, locale }: { minor: number | null; locale: Locale }) {
  const { t } = useTranslation('policy');
  if (minor === null) return <>{t('noCap')}</>;
  return <>{formatMoney(minor, intlLocale(locale))}</>;
}

const COLUMNS = ['flights', 'oneWay', 'roundTrip', 'fareClasses'] as const;

interface Props {
  tier: PolicyTier;
  locale: Locale;
  /** The sections' heading level, under the page's own headings. */
  level?: 2 | 3 | 4;
  /** Each section's class: a card of its own on the traveler's page, plain inside a tier's card. */
  sectionClassName?: string;
}

export function TierRules({ tier, locale, level = 2, sectionClassName = 'card stack' }: Props) {
  const { t } = useTranslation('policy');
  const id = useId();
  const H = level === 2 ? 'h2' : level === 3 ? 'h3' : 'h4';
  const stars = tier.hotels.allowedStarRatings;
  return (
    <>
      <section className={sectionClassName} aria-labelledby={`${id}-flights`}>
        <H id={`${id}-flights`}>{t('flights')}</H>
        <p>{tier.flights.enableLongFlights ? t('longFlights', { hours: tier.flights.minHoursForLongFlight }) : t('noLongFlights')}</p>
        {/* On a phone each row stacks as label and value (tier-rules.css); the roles keep the table's
            semantics, which a CSS display other than table's drops in some screen readers. */}
        <table className="tier-flights" role="table">
          <caption className="visually-hidden">{t('flights')}</caption>
          <thead role="rowgroup">
            <tr role="row">
              {COLUMNS.map((key) => (
                <th key={key} scope="col" role="columnheader">
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {tier.flights.policies.map((p) => (
              <tr key={p.duration} role="row">
                <th scope="row" role="rowheader">
                  {p.duration === 'Short' ? t('short') : t('long')}
                </th>
                <td role="cell" data-label={t('oneWay')}>
                  <Money minor={p.maxPriceForOneWay} locale={locale} />
                </td>
                <td role="cell" data-label={t('roundTrip')}>
                  <Money minor={p.maxPriceForRoundTrip} locale={locale} />
                </td>
                <td role="cell" data-label={t('fareClasses')}>
                  {p.allowedFareClasses.map((f) => t(`fare.${f}`)).join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={sectionClassName} aria-labelledby={`${id}-hotels`}>
        <H id={`${id}-hotels`}>{t('hotels')}</H>
        <dl>
          <dt>{t('stars')}</dt>
          {/* SPEC §5: an empty list means any rating. */}
          <dd>{stars.length ? stars.map((s) => `${s}★`).join(', ') : t('anyStars')}</dd>
          <dt>{t('perNight')}</dt>
          <dd>
            <Money minor={tier.hotels.maxPricePerNight} locale={locale} />
          </dd>
        </dl>
      </section>
      <section className={sectionClassName} aria-labelledby={`${id}-cars`}>
        <H id={`${id}-cars`}>{t('cars')}</H>
        <dl>
          <dt>{t('perDay')}</dt>
          <dd>
            <Money minor={tier.cars.maxPricePerDay} locale={locale} />
          </dd>
        </dl>
      </section>
    </>
  );
}
