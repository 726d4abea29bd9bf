import { useId } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import type { Locale } from '../../lib/client/i18n';
import { CallState } from '../../lib/domain/shared/call-state';
import type { LodgingSummary } from '../../lib/domain/lodging/lodging.schema';
import type { Wishlist } from '../../lib/domain/profile/wishlists.schema';
import FavoriteButton from './FavoriteButton';
import { countryName, formatStayPrice, formatRating, starCount } from './format';
import { Heading, type HeadingLevel } from './Heading';
import { MoveControl } from './MoveControl';

interface Props {
  productId: string;
  /** What the availability call said; absent while it runs, when it failed, or for a stay no longer listed. */
  lodging: LodgingSummary | undefined;
  prices: CallState;
  locale: Locale;
  level: HeadingLevel;
  /** The user's other wishlists; no control when there are none. */
  moveTargets: readonly Wishlist[];
  onMoved: (message: string) => void;
}

export function stayName(lodging: LodgingSummary | undefined, fallback: string): string {
  return lodging?.name ?? fallback;
}

/** Price, or why there is none, for the stay the page prices. */
export function PriceLine({ lodging, prices, locale }: Pick<Props, 'lodging' | 'prices' | 'locale'>) {
  const { t } = useTranslation('favorites');
  if (lodging?.availability.kind === 'Available') {
    return <p className="favorite-price">{t('card.perNight', { price: formatStayPrice(lodging.availability.lowestPerNight, locale) })}</p>;
  }
  if (lodging) return <p className="favorite-price favorite-unavailable">{t('card.unavailable')}</p>;
  if (prices === CallState.InProcess || prices === CallState.NotCalled) return <p className="muted">{t('loading.price')}</p>;
  if (prices === CallState.Failed) return <p className="muted">{t('card.noPrice')}</p>;
  return <p className="muted">{t('card.gone')}</p>;
}

export function Ratings({ lodging, locale }: { lodging: LodgingSummary; locale: Locale }) {
  const { t } = useTranslation('favorites');
  const stars = starCount(lodging);
  if (stars <= 0 && lodging.reviewCount === 0) return null;
  return (
    <p className="favorite-ratings">
      {stars > 0 && (
        <span className="favorite-stars">
          <span aria-hidden="true">{'★'.repeat(stars)}</span>
          <span className="visually-hidden">{t('card.stars', { count: stars })}</span>
        </span>
      )}
      {lodging.reviewCount > 0 && (
        <span>{t('card.rating', { rating: formatRating(lodging.userRating, locale), count: lodging.reviewCount })}</span>
      )}
    </p>
  );
}

/** One favorite: photo, name, place, ratings, price for the default stay, heart and move. */
export function StayCard({ productId, lodging, prices, locale, level, moveTargets, onMoved }: Props) {
  const { t } = useTranslation('favorites');
  const titleId = useId();
  const name = stayName(lodging, t('card.unknownName'));
  const photo = lodging?.images[0]?.url;
  return (
    <article className="favorite-card" aria-labelledby={titleId}>
      {photo ? (
        <img className="favorite-photo" src={photo} alt="" width={320} height={200} loading="lazy" />
      ) : (
        <div className="favorite-photo" />
      )}
      <div className="favorite-body">
        <Heading level={level} id={titleId} className="favorite-name">
          {name}
        </Heading>
        {lodging && (
          <p className="muted">
            {lodging.city}, {countryName(lodging.country, locale)}
          </p>
        )}
        {lodging && <Ratings lodging={lodging} locale={locale} />}
        <PriceLine lodging={lodging} prices={prices} locale={locale} />
      </div>
      {moveTargets.length > 0 && (
        <div className="favorite-actions">
          <MoveControl productId={productId} productName={name} titleId={titleId} targets={moveTargets} onMoved={onMoved} />
        </div>
      )}
      {/* After the name in reading order; shown over the photo's corner, where hearts usually are. */}
      <FavoriteButton productId={productId} productName={name} className="favorite-card-heart" />
    </article>
  );
}
