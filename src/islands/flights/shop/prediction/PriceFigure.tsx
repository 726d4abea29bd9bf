import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { intlLocale, type Locale } from '../../../../lib/client/i18n';
import { useTranslation } from '../../../../lib/client/i18n/react';
import { formatWholePrice } from '../../../../lib/domain/flights/fare-display';
import type { PricePredictionResponse } from '../../../../lib/domain/flights/flights.schema';
import { LoadBoundary } from '../../../ui/LoadBoundary';
import { Loading } from '../../../ui/Status';
import { chartData, priceSummary } from './chart-data';
import { whenIdle } from '../../../ui/idle';

const PriceChart = lazy(() => import('./PriceChart'));

type Row = PricePredictionResponse['history'][number] & { kind: 'history' | 'today' | 'forecast' };

interface Props {
  prediction: PricePredictionResponse;
  locale: Locale;
}

/** True once the element has come near the viewport (at once where the browser cannot tell). */
function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          // The chart is not what the page is for: it loads once the results are painted and the
          // browser is idle, so it never delays them.
          whenIdle(() => setNear(true));
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

/**
 * The price history and forecast: a chart for eyes, and the same facts in words (the caption) and
 * as a table (under a disclosure), which stay when the chart cannot load.
 */
export function PriceFigure({ prediction, locale }: Props) {
  const { t } = useTranslation('flightshop');
  const captionId = useId();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const fmt = intlLocale(locale);
  const { history, forecast } = prediction;
  const data = useMemo(() => chartData(history, forecast), [history, forecast]);
  const summary = useMemo(() => priceSummary(history, forecast), [history, forecast]);
  if (!summary) return null;

  const money = (minor: number) => formatWholePrice(minor, fmt);
  const day = new Intl.DateTimeFormat(fmt, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const date = (d: string) => day.format(Date.parse(`${d}T00:00:00Z`));
  const rows: Row[] = [
    ...history.map((p): Row => ({ ...p, kind: p === summary.today ? 'today' : 'history' })),
    ...forecast.map((p): Row => ({ ...p, kind: 'forecast' })),
  ];

  return (
    <figure className="prediction-figure" aria-labelledby={captionId}>
      <div ref={slot} className="prediction-chart-slot">
        {near && (
          <LoadBoundary>
            <Suspense fallback={<Loading label={t('prediction.chart.loading')} />}>
              <PriceChart data={data} locale={locale} />
            </Suspense>
          </LoadBoundary>
        )}
      </div>
      <ul className="prediction-legend" aria-hidden="true">
        <li data-series="history">{t('prediction.chart.history')}</li>
        <li data-series="forecast">{t('prediction.chart.forecast')}</li>
        <li data-series="today">{t('prediction.chart.today')}</li>
      </ul>
      <figcaption id={captionId}>
        {t('prediction.chart.summary', {
          days: history.length,
          low: money(summary.low.price),
          lowDay: date(summary.low.day),
          high: money(summary.high.price),
          highDay: date(summary.high.day),
          today: money(summary.today.price),
        })}
        {summary.forecastLow &&
          ` ${t('prediction.chart.forecastSummary', { low: money(summary.forecastLow.price), day: date(summary.forecastLow.day) })}`}
      </figcaption>
      <details className="prediction-table">
        <summary>{t('prediction.chart.tableToggle')}</summary>
        <table>
          <caption className="visually-hidden">{t('prediction.chart.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prediction.chart.dateColumn')}</th>
              <th scope="col">{t('prediction.chart.priceColumn')}</th>
              <th scope="col">{t('prediction.chart.kindColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.kind}-${r.day}`}>
                <th scope="row">{date(r.day)}</th>
                <td>{money(r.price)}</td>
                <td>{t(`prediction.chart.kind.${r.kind}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
