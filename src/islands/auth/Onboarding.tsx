// SPEC §2 onboarding of a corporate traveler, on their first visit: six short screens (welcome,
// list, details, additional, policy, all set), each tracked under its label. Finishing or skipping
// marks it seen (`users/seenModal`), so it shows once.
import { useEffect, useRef, useState } from 'react';
import { api } from '../../lib/client/api';
import { intlLocale, type Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import { localePath } from '../../lib/client/locale';
import { trackEvent } from '../../lib/client/tracking';
import { ONBOARDING_MODAL, OnboardingSteps } from '../../lib/domain/corporate/onboarding';
import type { PolicyTier } from '../../lib/domain/corporate/policy';
import type { CorporateInfo } from '../../lib/domain/profile/session.schema';
import { formatMoney } from '../../lib/domain/shared/money';
import './onboarding.css';

export function Onboarding({
  firstName,
  corporate,
  locale,
  onDone,
}: {
  firstName: string;
  corporate: CorporateInfo;
  locale: Locale;
  onDone: () => void;
}) {
  const { t } = useTranslation('auth');
  const [index, setIndex] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = OnboardingSteps[index]!;
  const last = index === OnboardingSteps.length - 1;
  const key = step === 'all set' ? 'allSet' : step;

  useEffect(() => {
    trackEvent('viewed_onboarding', { screen: step, step: index + 1 }).catch(() => undefined);
    // The first screen keeps the page's natural focus; each next one is announced by its heading.
    if (index > 0) heading.current?.focus();
  }, [step, index]);

  const finish = async () => {
    if (finishing) return;
    setFinishing(true);
    // Seen even when the call fails: showing the tour again is better than trapping the user in it.
    await api.post('/users/seenModal', { modal: ONBOARDING_MODAL }).catch(() => undefined);
    onDone();
  };

  const card = corporate.companyCard;
  return (
    <section className="onboarding card stack" aria-labelledby="onboarding-title">
      <p className="muted">{t('onboarding.progress', { n: index + 1, total: OnboardingSteps.length })}</p>
      <h1 id="onboarding-title" ref={heading} tabIndex={-1}>
        {t(`onboarding.${key}.title`, { name: firstName, company: corporate.businessName })}
      </h1>
      {step === 'additional' ? (
        <p className="lead">
          {card
            ? t('onboarding.additional.bodyCard', {
                company: corporate.businessName,
                card: card.productDisplayName,
                lastFour: card.lastFour,
              })
            : t('onboarding.additional.body', { company: corporate.businessName })}{' '}
          <a href={localePath(locale, '/profile/?section=payment-methods')}>{t('onboarding.additional.link')}</a>
        </p>
      ) : step === 'policy' ? (
        <PolicySummary tier={corporate.policyTier} locale={locale} />
      ) : (
        <p className="lead">{t(`onboarding.${key}.body`, { company: corporate.businessName })}</p>
      )}
      <div className="onboarding-actions">
        {index > 0 && (
          <button type="button" className="button button-secondary" onClick={() => setIndex(index - 1)}>
            {t('onboarding.back')}
          </button>
        )}
        {last ? (
          <button type="button" className="button" aria-disabled={finishing || undefined} onClick={() => void finish()}>
            {t('onboarding.start')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => setIndex(index + 1)}>
            {t('onboarding.next')}
          </button>
        )}
        {!last && (
          <button type="button" className="button button-secondary" onClick={() => void finish()}>
            {t('onboarding.skip')}
          </button>
        )}
      </div>
    </section>
  );
}

/** The tier's main limits in three lines; the travel policy page has them all. */
function PolicySummary({ tier, locale }: { tier: PolicyTier | null; locale: Locale }) {
  const { t } = useTranslation('auth');
  const intl = intlLocale(locale);
  const money = (minor: number | null) => (minor === null ? t('onboarding.policy.noCap') : formatMoney(minor, intl, 'whole'));
  const link = (
    <a href={localePath(locale, '/travel-policies/')} className="onboarding-policy-link">
      {t('onboarding.policy.link')}
    </a>
  );
  if (!tier) {
    return (
      <p className="lead">
        {t('onboarding.policy.none')} {link}
      </p>
    );
  }
  const short = tier.flights.policies.find((p) => p.duration === 'Short');
  return (
    <div className="stack">
      <p className="lead">{t('onboarding.policy.body', { name: tier.name })}</p>
      <ul>
        {short && <li>{t('onboarding.policy.flights', { amount: money(short.maxPriceForOneWay) })}</li>}
        <li>{t('onboarding.policy.hotels', { amount: money(tier.hotels.maxPricePerNight) })}</li>
        <li>{t('onboarding.policy.cars', { amount: money(tier.cars.maxPricePerDay) })}</li>
      </ul>
      <p>{link}</p>
    </div>
  );
}
