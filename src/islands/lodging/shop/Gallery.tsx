import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../lib/client/i18n/react';
import type { LodgingSummary } from '../../../lib/domain/lodging/lodging.schema';

/** A horizontal move longer than this (px) is a swipe to the next or previous photo. */
const SWIPE_PX = 40;

/**
 * The property's photos: one large, Previous/Next buttons, arrow keys anywhere in the gallery,
 * a swipe on touch screens, and a row of thumbnails that are buttons too.
 */
export function Gallery({ lodging }: { lodging: LodgingSummary }) {
  const { t } = useTranslation('staysshop');
  const id = useId();
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const images = lodging.images;
  if (images.length === 0) return null;
  const go = (i: number) => setIndex((i + images.length) % images.length);
  const alt = (i: number) => t('gallery.alt', { name: lodging.name, what: t(`gallery.category.${images[i]!.category}`) });

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(index + 1);
    else if (e.key === 'ArrowLeft') go(index - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(images.length - 1);
    else return;
    e.preventDefault();
  };
  const onDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') start.current = e.clientX;
  };
  const onUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (dx <= -SWIPE_PX) go(index + 1);
    else if (dx >= SWIPE_PX) go(index - 1);
  };

  const current = images[index]!;
  return (
    <section
      className="stay-gallery"
      aria-roledescription={t('gallery.role')}
      aria-label={t('gallery.label', { name: lodging.name })}
      onKeyDown={onKey}
    >
      <div className="stay-gallery-stage" onPointerDown={onDown} onPointerUp={onUp} onPointerCancel={() => (start.current = null)}>
        <img src={current.url} alt={alt(index)} width={640} height={400} />
        {images.length > 1 && (
          <>
            <button
              type="button"
              className="stay-gallery-prev"
              aria-label={t('gallery.previous')}
              aria-controls={`${id}-count`}
              onClick={() => go(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="stay-gallery-next"
              aria-label={t('gallery.next')}
              aria-controls={`${id}-count`}
              onClick={() => go(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
        <p id={`${id}-count`} className="stay-gallery-count" aria-live="polite">
          {t('gallery.count', { n: index + 1, total: images.length })}
        </p>
      </div>
      {images.length > 1 && (
        <ul className="stay-gallery-thumbs" aria-label={t('gallery.thumbs')}>
          {images.map((img, i) => (
            <li key={img.url}>
              <button
                type="button"
                aria-current={i === index ? 'true' : undefined}
                aria-label={t('gallery.show', { n: i + 1, what: t(`gallery.category.${img.category}`) })}
                onClick={() => go(i)}
              >
                <img src={img.url} alt="" width={96} height={60} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
