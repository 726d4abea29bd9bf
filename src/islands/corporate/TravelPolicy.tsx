import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { approvalProcess, type PolicyTier } from '../../lib/domain/corporate/policy';
import { intlLocale, type Locale } from '../../lib/client/i18n';
import { localePath } from '../../lib/client/locale';
import { $session, requireSignIn } from '../../lib/client/session.store';
import { I18nIsland } from '../ui/I18nIsland';
import { Loading } from '../ui/Status';
import { formatMoney } from '../../lib/domain/shared/money';

function Money({ minor, locale }: { minor: number | null; locale: Locale }) {
  const { t } = useTranslation('policy');
  if (minor === null) return <>{t('noCap')}</>;
  return <>{formatMoney(minor, intlLocale(locale))}</>;
}

function Tier({ tier, locale }: { tier: PolicyTier; locale: Locale }) {
  const { t } = useTranslation('policy');
  return (
    <div className="stack">
      <p className="lead">{t('intro')}</p>
      <section className="card stack" aria-labelledby="policy-approval">
        <h2 id="policy-approval">{t('approval')}</h2>
        <p>{approvalProcess(tier) === '24hr_review' ? t('approvalRequired') : t('approvalAuto')}</p>
      </section>
      <section className="card stack" aria-labelledby="policy-flights">
        <h2 id="policy-flights">{t('flights')}</h2>
        <p>{tier.flights.enableLongFlights ? t('longFlights', { hours: tier.flights.minHoursForLongFlight }) : t('noLongFlights')}</p>
        <table>
          <caption className="visually-hidden">{t('flights')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('flights')}</th>
              <th scope="col">{t('oneWay')}</th>
              <th scope="col">{t('roundTrip')}</th>
              <th scope="col">{t('fareClasses')}</th>
            </tr>
          </thead>
          <tbody>
            {tier.flights.policies.map((p) => (
              <tr key={p.duration}>
                <th scope="row">{p.duration === 'Short' ? t('short') : t('long')}</th>
                <td>
                  <Money minor={p.maxPriceForOneWay} locale={locale} />
                </td>
                <td>
                  <Money minor={p.maxPriceForRoundTrip} locale={locale} />
                </td>
                <td>{p.allowedFareClasses.map((f) => t(`fare.${f}`)).join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="card stack" aria-labelledby="policy-hotels">
        <h2 id="policy-hotels">{t('hotels')}</h2>
        <dl>
          <dt>{t('stars')}</dt>
          <dd>{tier.hotels.allowedStarRatings.map((s) => `${s}★`).join(', ')}</dd>
          <dt>{t('perNight')}</dt>
          <dd>
            <Money minor={tier.hotels.maxPricePerNight} locale={locale} />
          </dd>
        </dl>
      </section>
      <section className="card stack" aria-labelledby="policy-cars">
        <h2 id="policy-cars">{t('cars')}</h2>
        <dl>
          <dt>{t('perDay')}</dt>
          <dd>
            <Money minor={tier.cars.maxPricePerDay} locale={locale} />
          </dd>
        </dl>
      </section>
    </div>
  );
}

function Policy({ locale }: { locale: Locale }) {
  const { t } = useTranslation('policy');
  const { t: tc } = useTranslation('common');
  const session = useStore($session, { ssr: 'initial' });
  useEffect(() => {
    if (session.kind === 'SignedOut') requireSignIn();
  }, [session.kind]);
  if (session.kind !== 'SignedIn') return <Loading />;
  const corporate = session.info.corporateInfo;
  return (
    <div className="stack">
      <h1>{t('title')}</h1>
      {!corporate ? (
        <div className="empty stack">
          <p>{t('consumer')}</p>
          <p>
            <a href={localePath(locale, '/')}>{tc('account.home')}</a>
          </p>
        </div>
      ) : corporate.policyTier ? (
        <Tier tier={corporate.policyTier} locale={locale} />
      ) : (
        <p className="empty">{t('noTier')}</p>
      )}
    </div>
  );
}

export default function TravelPolicy({ locale }: { locale: Locale }) {
  return (
    <I18nIsland locale={locale}>
      <Policy locale={locale} />
    </I18nIsland>
  );
}
