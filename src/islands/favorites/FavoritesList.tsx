import { useTranslation } from '../../lib/client/i18n/react';
import type { Locale } from '../../lib/client/i18n';
import type { FavoriteStaysState } from '../../lib/client/favorites/favorite-stays.store';
import type { Wishlist } from '../../lib/domain/profile/wishlists.schema';
import type { HeadingLevel } from './Heading';
import { StayCard } from './StayCard';

interface Props {
  wishlist: Wishlist;
  wishlists: readonly Wishlist[];
  stays: FavoriteStaysState;
  locale: Locale;
  level: HeadingLevel;
  onMoved: (message: string) => void;
}

/** The cards of one wishlist, newest first. */
export function FavoritesList({ wishlist, wishlists, stays, locale, level, onMoved }: Props) {
  const { t } = useTranslation('favorites');
  const others = wishlists.filter((w) => w.wishlistId !== wishlist.wishlistId);
  return (
    <ul className="favorite-cards" aria-label={t('list.label', { name: wishlist.name })}>
      {wishlist.wishlistItems.map((item) => (
        <li key={item.productId}>
          <StayCard
            productId={item.productId}
            lodging={stays.lodgings[item.productId]}
            prices={stays.state}
            locale={locale}
            level={level}
            moveTargets={others}
            onMoved={onMoved}
          />
        </li>
      ))}
    </ul>
  );
}
