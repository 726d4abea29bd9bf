// The price predictor's published accuracy: the figures `npm run backtest -- --write` measured on the
// simulator's past days (config/prediction-backtest.json), cited by the prediction API and the terms page.
import figures from '../../../../config/prediction-backtest.json';

/** Where the terms page explains the figures and how they were measured (prefix the locale in French). */
export const PREDICTION_ACCURACY_PATH = '/terms/price-prediction-price-watch/#accuracy';

export interface PredictionBacktest {
  /** Share of buy/wait advice that was right, 0..1. */
  hitRate: number;
  samples: number;
  /** What always saying "buy" would have scored, 0..1. */
  alwaysBuyHitRate: number;
  /** The same as counts of `samples` trips (the terms page cites counts). */
  right: number;
  alwaysBuyRight: number;
  waitShare: number;
  waitHitRate: number;
  /** Minor units saved per "wait" advice, buying on the forecast's cheapest day. */
  savedByFollowingWaitAverage: number;
  /** Share of 7-day prices inside the expected move's range, 0..1. */
  moveInRangeRate: number;
  movesInRange: number;
  moveDirectionHitRate: number;
  moveSamples: number;
  routes: number;
  /** YYYY-MM-DD. */
  measuredOn: string;
}

export const predictionBacktest: Readonly<PredictionBacktest> = figures;

/** The accuracy the prediction API answers with. */
export const predictionAccuracy = {
  hitRate: predictionBacktest.hitRate,
  samples: predictionBacktest.samples,
  alwaysBuyHitRate: predictionBacktest.alwaysBuyHitRate,
  measuredOn: predictionBacktest.measuredOn,
  path: PREDICTION_ACCURACY_PATH,
} as const;
