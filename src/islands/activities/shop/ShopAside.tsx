// The activity page's price: the chosen time's lines per age band (or per group) and the total, or
// the day's lowest price until a time is chosen; then Continue. On phones (up to 960px) the column
// comes after the page, so Continue moves into a bar stuck to the bottom of the screen with the
// total: one Continue at a time, as on the checkout.
import { useSyncExternalStore } from 'react';
import type { Locale } from '../../../lib/client/i18n';
import { useTranslation } from '../../../lib/client/i18n/react';
import { page } from '../../../lib/client/platform';
import type { ExperienceDetailsResponse, Slot } from '../../../lib/domain/experiences/experiences.schema';
import { Breakpoints } from '../../../lib/domain/shared/breakpoints';
import { activityMoney, priceLineLabel } from '../activity-text';

const PHONE = `(max-width: ${Breakpoints.mobileMax}px)`;
const subscribePhone = (change: () => void) => page.watchMedia(PHONE, change);
const usePhone = () =>
  useSyncExternalStore(
    subscribePhone,
    () => page.matches(PHONE),
    () => false,
  );

export function ShopAside({
  details,
  slot,
  continueHref,
  onContinueWithoutTime,
  busy,
  locale,
}: {
  details: ExperienceDetailsResponse;
  /** The time chosen, when the party can book it. */
  slot: Slot | null;
  /** The checkout for that time; null until one is chosen. */
  continueHref: string | null;
  onContinueWithoutTime: () => void;
  busy: boolean;
  locale: Locale;
}) {
  const { t } = useTranslation('activityshop');
  const phone = usePhone();
  const price = slot?.price ?? null;
  const availability = details.experience.availability;
  const proceed = continueHref ? (
    <a className="button activity-continue" href={continueHref}>
      {t('summary.continue')}
    </a>
  ) : (
    <button type="button" className="button activity-continue" onClick={onContinueWithoutTime}>
      {t('summary.continue')}
    </button>
  );
  return (
    <>
      <aside className="activity-aside stack" aria-label={t('summary.aside')} aria-busy={busy || undefined}>
        <section className="card activity-section" aria-labelledby="activity-price">
          <h2 id="activity-price">{t('summary.title')}</h2>
          {price ? (
            <>
              <dl className="activity-lines">
                {price.lines.map((line) => (
                  <div key={line.unit}>
                    <dt>
                      {priceLineLabel(line, t)}{' '}
                      <span className="muted">{t('summary.each', { price: activityMoney(line.unitPrice, locale) })}</span>
                    </dt>
                    <dd>{activityMoney(line.subtotal, locale)}</dd>
                  </div>
                ))}
                <div className="activity-lines-total">
                  <dt>{t('summary.total')}</dt>
                  {/* Choosing another time changes it: screen readers hear the new total. */}
                  <dd aria-live="polite">{activityMoney(price.total, locale)}</dd>
                </div>
              </dl>
              <p className="muted">{t('summary.included')}</p>
            </>
          ) : (
            <>
              <p>{t('summary.chooseTime')}</p>
              {availability.kind === 'Available' && (
                <p className="muted">{t('summary.from', { price: activityMoney(availability.lowestTotal, locale) })}</p>
              )}
            </>
          )}
          {details.pricing.kind === 'PerGroup' && <p className="muted">{t('summary.group', { count: details.pricing.maxGroupSize })}</p>}
          {!phone && proceed}
          <p className="muted">{t('summary.note')}</p>
        </section>
      </aside>
      {phone && (
        <div className="activity-bar">
          <p className="activity-bar-total">
            {price ? (
              <>
                <span className="muted">{t('summary.total')}</span> <strong>{activityMoney(price.total, locale)}</strong>
              </>
            ) : (
              <span className="muted">{t('summary.chooseTime')}</span>
            )}
          </p>
          {proceed}
        </div>
      )}
    </>
  );
}
