import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { changeStay, stayShopToday } from '../../../lib/client/lodging/shop.store';
import type { LodgingDetailsResponse, UnavailabilityReason } from '../../../lib/domain/lodging/lodging.schema';
import { suggestFix, type RentalRules, type StayQuery } from '../../../lib/domain/lodging/stay-shop';
import { formatStayRange } from '../../favorites/format';
import { formatWeekdays } from './format';

/**
 * Why these dates and guests do not work here (SPEC §3 vacation-rental reasons), each with what
 * to change and, where one exists, a button that changes the stay to one that meets the rule.
 */
export function Unavailable({
  details,
  stay,
  locale,
  searchHref,
}: {
  details: LodgingDetailsResponse | null;
  stay: StayQuery;
  locale: Locale;
  searchHref: string;
}) {
  const { t } = useTranslation('staysshop');
  const availability = details?.lodging.availability;
  const reasons: UnavailabilityReason[] = availability?.kind === 'Unavailable' ? availability.reasons : [];
  const rules: RentalRules | null = details?.rental ?? null;
  const today = stayShopToday();
  const words = (r: UnavailabilityReason) =>
    t(`reason.${r}`, {
      min: rules?.minStay ?? 1,
      max: rules?.maxStay ?? 30,
      guests: rules?.maxOccupancy ?? 1,
      days: rules?.minBookingWindowDays ?? 0,
      inDays: rules && rules.checkInDays.length ? formatWeekdays(rules.checkInDays, locale) : '',
      outDays: rules && rules.checkOutDays.length ? formatWeekdays(rules.checkOutDays, locale) : '',
    });
  return (
    <div className="notice stay-unavailable" role="status">
      <h2>{t('unavailable.title')}</h2>
      {reasons.length === 0 ? (
        <p>{t('unavailable.generic')}</p>
      ) : (
        <ul>
          {reasons.map((r) => {
            const fix = rules ? suggestFix(r, stay, rules, today) : null;
            return (
              <li key={r}>
                <p>{words(r)}</p>
                {fix && (
                  <button type="button" className="button button-secondary" onClick={() => changeStay(fix)}>
                    {r === 'PetPolicy'
                      ? t('unavailable.fixPets')
                      : t('unavailable.fix', { dates: formatStayRange(fix.checkIn, fix.checkOut, locale) })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <p>
        {t('unavailable.change')} <a href={searchHref}>{t('unavailable.search')}</a>
      </p>
    </div>
  );
}
