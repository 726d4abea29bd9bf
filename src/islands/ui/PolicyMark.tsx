// A result's mark against the traveler's travel policy (SPEC §5), the same on every product:
// flights, fare shelves, hotels, rooms and cars. Nothing for a consumer or an inactive policy.
import type { TFunction } from '../../lib/client/i18n';
import { useTranslation } from '../../lib/client/i18n/react';
import type { PolicyBreach, PolicyVerdict } from '../../lib/domain/corporate/policy.schema';
import { formatMoney } from '../../lib/domain/shared/money';
import './policy-mark.css';

/** Why a choice is out of policy, in a few words each ("over the $600 limit, fare class not allowed"). */
export function breachText(t: TFunction, breaches: readonly PolicyBreach[], intl: string): string {
  return breaches
    .map((b) => {
      switch (b.kind) {
        case 'OverPrice':
          return t('marks.overPrice', { limit: formatMoney(b.limitMinor, intl, 'whole') });
        case 'FareClassNotAllowed':
          return t('marks.fareClass');
        case 'StarRatingNotAllowed':
          return t('marks.stars');
      }
    })
    .join(t('marks.separator'));
}

export function PolicyMark({ verdict, intl }: { verdict: PolicyVerdict | undefined; intl: string }) {
  const { t } = useTranslation('policy');
  if (!verdict || verdict.kind === 'NoPolicy') return null;
  if (verdict.kind === 'InPolicy') {
    return (
      <span className="policy-mark policy-mark-in">
        <span aria-hidden="true">✓ </span>
        {t('marks.in')}
      </span>
    );
  }
  return (
    <span className="policy-mark policy-mark-out">
      <span aria-hidden="true">! </span>
      {t('marks.out')}
      <span className="policy-mark-why">
        {t('marks.because')}
        {breachText(t, verdict.breaches, intl)}
      </span>
    </span>
  );
}
