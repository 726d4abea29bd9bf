import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { useTranslation } from '../../lib/client/i18n/react';
import { $recentStays, loadRecentStays } from '../../lib/client/favorites/favorite-stays.store';
import { CallState } from '../../lib/domain/shared/call-state';
import { Failed, Loading } from '../ui/Status';
import FavoriteButton from './FavoriteButton';
import { below, Heading, type HeadingLevel } from './Heading';

/** Stays the user opened lately, each with a heart: the quickest way to a first favorite. */
export function RecentlyViewed({ level }: { level: HeadingLevel }) {
  const { t } = useTranslation('favorites');
  const recent = useStore($recentStays);
  const id = useId();
  let body;
  if (recent.state === CallState.Failed && recent.stays.length === 0) {
    body = <Failed message={t('failed.recent')} onRetry={() => void loadRecentStays()} />;
  } else if (recent.stays.length === 0) {
    body = recent.state === CallState.Success ? <p className="muted">{t('recent.empty')}</p> : <Loading label={t('loading.recent')} />;
  } else {
    body = (
      <ul className="recent-stays">
        {recent.stays.map((s) => (
          <li key={s.productId}>
            <article className="recent-stay" aria-labelledby={`${id}-${s.productId}`}>
              {s.imageUrl ? <img src={s.imageUrl} alt="" width={160} height={100} loading="lazy" /> : <div className="recent-photo" />}
              <Heading level={below(level)} id={`${id}-${s.productId}`} className="recent-name">
                {s.label}
              </Heading>
              <FavoriteButton productId={s.productId} productName={s.label} className="favorite-card-heart" />
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="stack favorites-recent" aria-labelledby={`${id}-title`}>
      <Heading level={level} id={`${id}-title`}>
        {t('recent.title')}
      </Heading>
      {body}
    </section>
  );
}
