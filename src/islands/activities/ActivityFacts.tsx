// An activity's facts wherever it shows (details, checkout, confirmation): what is included (the
// ticket, the guide, pickup or the start point) and the cancellation policy with its deadline on the
// city's clock. Strings: activityshop.
import { serverNow } from '../../lib/client/api';
import type { Locale } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import type { ExperienceCancellationPolicy, ExperienceDetailsResponse } from '../../lib/domain/experiences/experiences.schema';
import { cancellationText, guidesText, pickupText, ticketText } from './activity-text';
import './activity-facts.css';

export function IncludedFacts({
  included,
  locale,
}: {
  included: Pick<ExperienceDetailsResponse, 'ticket' | 'guides' | 'pickup'>;
  locale: Locale;
}) {
  const { t } = useTranslation('activityshop');
  return (
    <dl className="activity-facts">
      <div>
        <dt>{t('included.ticket')}</dt>
        <dd>{ticketText(included.ticket, t)}</dd>
      </div>
      <div>
        <dt>{t('included.guide')}</dt>
        <dd>{guidesText(included.guides, locale, t)}</dd>
      </div>
      <div>
        <dt>{t('included.pickup')}</dt>
        <dd>{pickupText(included.pickup, locale, t)}</dd>
      </div>
    </dl>
  );
}

/**
 * The policy's name, its rule in words and the deadline of the start chosen; without a start yet
 * (nothing chosen on the details page) it says a time shows the deadline.
 */
export function CancellationFacts({
  policy,
  start,
  locale,
}: {
  policy: ExperienceCancellationPolicy;
  start: { startsAt: string; timeZone: string } | null;
  locale: Locale;
}) {
  const { t } = useTranslation('activityshop');
  const text = cancellationText(policy, start, serverNow(), locale, t);
  return (
    <div className="activity-cancellation">
      <p>
        <strong>{text.name}</strong>
      </p>
      <p>{text.policy}</p>
      {text.deadline ? (
        <p className="activity-deadline">{text.deadline}</p>
      ) : (
        policy.kind !== 'NonRefundable' && <p className="muted">{t('cancellation.chooseTime')}</p>
      )}
    </div>
  );
}
