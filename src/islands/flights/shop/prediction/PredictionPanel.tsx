import { useEffect, useId, useState } from 'react';
import type { Locale } from '../../../../lib/client/i18n';
import { intlLocale } from '../../../../lib/client/i18n';
import { useTranslation } from '../../../../lib/client/i18n/react';
import { localePath } from '../../../../lib/client/locale';
import { trackEvent } from '../../../../lib/client/tracking';
import { formatWholePrice } from '../../../../lib/domain/flights/fare-display';
import type { FlightSearchParams } from '../../../../lib/domain/flights/flight-search-params';
import type { PricePredictionResponse } from '../../../../lib/domain/flights/flights.schema';
import { I18nIsland } from '../../../ui/I18nIsland';
import { Failed, Loading } from '../../../ui/Status';
import { moveView } from './chart-data';
import { predictionRequest, usePrediction } from './prediction-call';
import { PriceFigure } from './PriceFigure';
import { WatchTrip } from './WatchTrip';
import './prediction.css';
import { formatMoneyRange } from '../../../../lib/domain/shared/money';
import { numberFormat } from '../../../../lib/domain/shared/intl';

export interface PredictionPanelProps {
  search: FlightSearchParams;
  /** The cheapest price the list shows with its filters on; null without filters. */
  filteredFrom?: number | null;
  locale: Locale;
}

/** SPEC §2 analytics screen label of the prediction. */
export const FORECAST_SCREEN = 'forecast';

/**
 * Price prediction and watch for the searched trip (SPEC §4 price prediction, §3 flight watch): the fair / good / great / wait
 * banner with its advice, the expected dollar move and the predictor's measured accuracy, the price
 * chart, and "Watch this trip". Nothing flies (the API's 404): the panel stays out of the way.
 */
export function PredictionPanel(props: PredictionPanelProps) {
  return (
    <I18nIsland locale={props.locale}>
      <Panel {...props} />
    </I18nIsland>
  );
}

function Panel({ search, filteredFrom = null, locale }: PredictionPanelProps) {
  const { t } = useTranslation('flightshop');
  const titleId = useId();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const request = predictionRequest(search);
  const { call, retry } = usePrediction(request);
  const prediction = call.state === 'Success' ? call.prediction : null;

  // One screen view per prediction shown (the page may hand a new but equal search on each render).
  useEffect(() => {
    if (!prediction) return;
    trackEvent(`viewed_${FORECAST_SCREEN}`, {
      screen: FORECAST_SCREEN,
      rating: prediction.rating,
      recommendation: prediction.recommendation,
    }).catch(() => undefined);
  }, [prediction]);

  if (!request || (call.state === 'Failed' && call.reason === 'NothingFlies')) return null;
  // Above the results it is one line (rating and today's lowest); the advice, the chart and the
  // watch open on demand, so the list starts high on the screen.
  return (
    <section className="prediction" aria-labelledby={titleId} data-rating={prediction?.rating}>
      <div className="prediction-bar">
        <h2 id={titleId} className="prediction-title">
          {t('prediction.title')}
        </h2>
        {(call.state === 'NotCalled' || call.state === 'InProcess') && <Loading label={t('prediction.loading')} />}
        {call.state === 'Failed' && <Failed message={t('prediction.failed')} onRetry={retry} />}
        {prediction && (
          <>
            <p className="prediction-rating">{t(`prediction.rating.${prediction.rating}`)}</p>
            <p className="prediction-current">
              {t('prediction.current', { price: formatWholePrice(prediction.current, intlLocale(locale)) })}
            </p>
            {/* The forecast is of every flight of the search: a filtered list that starts higher says so. */}
            {filteredFrom !== null && filteredFrom !== prediction.current && (
              <p className="prediction-filtered">
                {t('prediction.filtered', { price: formatWholePrice(filteredFrom, intlLocale(locale)) })}
              </p>
            )}
          </>
        )}
        <button
          type="button"
          className="button button-secondary prediction-toggle"
          aria-expanded={open}
          aria-controls={open ? detailsId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          {t('prediction.open')}
          <span className="chevron" aria-hidden="true" />
        </button>
      </div>
      {open && (
        <div className="prediction-details" id={detailsId}>
          {prediction && (
            <>
              <Banner prediction={prediction} locale={locale} />
              <PriceFigure prediction={prediction} locale={locale} />
            </>
          )}
          {/* Watching does not need the prediction: it follows the trip's price either way. */}
          <WatchTrip search={search} locale={locale} />
        </div>
      )}
    </section>
  );
}

function Banner({ prediction, locale }: { prediction: PricePredictionResponse; locale: Locale }) {
  const { t } = useTranslation('flightshop');
  const fmt = intlLocale(locale);
  const money = (minor: number) => formatWholePrice(minor, fmt);
  const range = (low: number, high: number) => (low === high ? money(low) : formatMoneyRange(low, high, fmt));
  const move = moveView(prediction.move, prediction.forecast.length);
  const accuracy = prediction.accuracy;
  const percent = (share: number) => numberFormat(fmt, { style: 'percent', maximumFractionDigits: 0 }).format(share);

  return (
    <div className="prediction-banner">
      <p className="prediction-advice">{t(`prediction.advice.${prediction.recommendation}`)}</p>
      {move.kind === 'Rise' && (
        <p className="prediction-move">{t('prediction.move.rise', { range: range(move.low, move.high), count: move.days })}</p>
      )}
      {move.kind === 'Drop' && (
        <p className="prediction-move">{t('prediction.move.drop', { range: range(move.low, move.high), count: move.days })}</p>
      )}
      {move.kind === 'Flat' && (
        <p className="prediction-move">
          {move.within === 0
            ? t('prediction.move.same', { count: move.days })
            : t('prediction.move.flat', { amount: money(move.within), count: move.days })}
        </p>
      )}
      <p className="prediction-accuracy">
        <a href={localePath(locale, accuracy.path)}>{t('prediction.accuracy.link')}</a>{' '}
        <span className="muted">
          {t('prediction.accuracy.hitRate', {
            rate: percent(accuracy.hitRate),
            count: accuracy.samples,
            alwaysBuy: percent(accuracy.alwaysBuyHitRate),
          })}
        </span>
      </p>
    </div>
  );
}

export default PredictionPanel;
