// One stay of the results: photo, name (the link to its details), stars and guest rating, the
// premium badge, the complimentary fourth night, prices per night and for the stay (cash, and in
// the selected rewards account; SPEC §9 "Miles and Cash": the search's price unit is the main
// price, the other one a line below), free cancellation, a corporate traveler's policy mark, the
// heart; unavailable rentals say why and offer the change that may fix it.
import { useId } from 'react';
import { intlLocale, type Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { complimentaryNight } from '../../../lib/domain/lodging/stay-rules';
import type { LodgingSummary } from '../../../lib/domain/lodging/lodging.schema';
import { fixesFor } from '../../../lib/domain/lodging/stay-fixes';
import type { StaySearch } from '../../../lib/domain/lodging/stay-search-url';
import type { RewardsAccount } from '../../../lib/domain/profile/rewards.schema';
import { formatRewardsBalance, rewardsPrice } from '../../../lib/domain/profile/rewards';
import { formatMoney } from '../../../lib/domain/shared/money';
import FavoriteButton from '../../favorites/FavoriteButton';
import { formatRating, starCount } from '../../favorites/format';
import { PolicyMark } from '../../ui/PolicyMark';

export interface ResultCardProps {
  lodging: LodgingSummary;
  search: StaySearch;
  nights: number;
  locale: Locale;
  shopHref: string;
  /** The link of this search with a change (fixes of an unavailable rental). */
  changeHref: (patch: Partial<StaySearch>) => string;
  account: RewardsAccount | null;
  selected: boolean;
  onSelect: (id: string) => void;
}

function rewardsText(minor: number, account: RewardsAccount, intl: string): string {
  const value = rewardsPrice(minor, account);
  if (account.rewardsBalance.currency === 'Cash') return formatRewardsBalance(Math.round(value * 100), 'Cash', intl);
  return `${formatRewardsBalance(value, 'Miles', intl)} ${account.rewardsBalance.currencyDescription}`.trim();
}

/** The card's prices: per night and for the stay in the shown unit, and the other unit's total. */
function prices(a: { lowestPerNight: number; lowestTripTotal: number }, redeem: RewardsAccount | null, inRewards: boolean, intl: string) {
  const cash = { nightly: formatMoney(a.lowestPerNight, intl, 'whole'), total: formatMoney(a.lowestTripTotal, intl, 'cents') };
  if (!redeem) return { ...cash, other: null };
  const rewards = { nightly: rewardsText(a.lowestPerNight, redeem, intl), total: rewardsText(a.lowestTripTotal, redeem, intl) };
  return inRewards ? { ...rewards, other: cash.total } : { ...cash, other: rewards.total };
}

export function ResultCard({ lodging, search, nights, locale, shopHref, changeHref, account, selected, onSelect }: ResultCardProps) {
  const { t } = useTranslation('staysresults');
  const titleId = useId();
  const intl = intlLocale(locale);
  const stars = starCount(lodging);
  const photo = lodging.images[0]?.url;
  const a = lodging.availability;
  const freeNight =
    a.kind === 'Available' &&
    complimentaryNight({
      kind: lodging.kind,
      collection: lodging.collection,
      nightlyMinor: Array.from({ length: nights }, () => a.lowestPerNight),
    });
  const redeem = account?.allowRewardsRedemption ? account : null;
  const shown = a.kind === 'Available' ? prices(a, redeem, search.prices === 'rewards', intl) : null;
  return (
    <article
      className={`sr-card${selected ? ' sr-card-selected' : ''}`}
      aria-labelledby={titleId}
      data-lodging-id={lodging.id}
      onFocus={() => onSelect(lodging.id)}
      onPointerEnter={() => onSelect(lodging.id)}
    >
      {photo ? <img className="sr-photo" src={photo} alt="" width={320} height={200} loading="lazy" /> : <div className="sr-photo" />}
      <div className="sr-body">
        <h3 id={titleId} className="sr-name">
          <a href={shopHref}>{lodging.name}</a>
        </h3>
        <p className="muted sr-place">
          {t(`kind.${lodging.kind}`)} · {lodging.city}
        </p>
        <p className="sr-ratings">
          {stars > 0 && (
            <span className="sr-stars">
              <span aria-hidden="true">{'★'.repeat(stars)}</span>
              <span className="visually-hidden">{t('card.stars', { count: stars })}</span>
            </span>
          )}
          {lodging.reviewCount > 0 && (
            <span>{t('card.rating', { rating: formatRating(lodging.userRating, locale), count: lodging.reviewCount })}</span>
          )}
        </p>
        <ul className="sr-marks">
          {lodging.collection !== 'NoCollection' && <li className="sr-badge sr-badge-premium">{t(`collection.${lodging.collection}`)}</li>}
          {freeNight && <li className="sr-badge sr-badge-night">{t('card.freeNight')}</li>}
          {a.kind === 'Available' && a.freeCancellation && <li className="sr-badge sr-badge-free">{t('card.freeCancellation')}</li>}
          {lodging.policy && lodging.policy.kind !== 'NoPolicy' && (
            <li>
              <PolicyMark verdict={lodging.policy} intl={intl} />
            </li>
          )}
        </ul>
      </div>
      <div className="sr-price">
        {shown ? (
          <>
            <p className="sr-nightly">
              <strong>{shown.nightly}</strong> {t('card.perNight')}
            </p>
            <p className="muted">{t('card.total', { count: nights, price: shown.total })}</p>
            {shown.other && <p className="muted">{t('card.orOther', { amount: shown.other })}</p>}
          </>
        ) : (
          a.kind === 'Unavailable' && (
            <div className="sr-unavailable">
              <p>
                <strong>{t('card.unavailable')}</strong>
              </p>
              <ul>
                {a.reasons.map((r) => (
                  <li key={r}>{t(`reasons.${r}`)}</li>
                ))}
              </ul>
              {fixesFor(a.reasons, search).map((fix) => (
                <p key={fix.kind}>
                  <a href={changeHref(fix.patch)}>{t(`fixes.${fix.kind}`)}</a>
                </p>
              ))}
            </div>
          )
        )}
      </div>
      <FavoriteButton productId={lodging.id} productName={lodging.name} className="sr-heart" />
    </article>
  );
}
