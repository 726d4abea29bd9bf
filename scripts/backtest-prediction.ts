// npm run backtest: how often the price predictor's buy/wait advice was right, on the
// simulator's own past days. For each sample it sees only the 30 days of prices up to the
// decision day, then we look at the prices that followed until the day before departure.
// `npm run backtest -- --write` (or WRITE=1) also writes config/prediction-backtest.json, the
// figures the prediction API and the terms page (#accuracy) publish.
import { writeFileSync } from 'node:fs';
import { expectedMove, predictPrice, WAIT_THRESHOLD } from '../src/lib/domain/flights/price-prediction';
import { Rng } from '../src/server/inventory/random';
import { lowestTrip } from '../src/server/inventory/flights/prices';
import { reference } from '../src/server/inventory/reference';
import { priceHistory } from '../src/server/services/flight-prices';
import { addDays, homeToday } from '../src/lib/domain/shared/dates';

const SAMPLES = Number(process.env.SAMPLES ?? 300);
const ROUTES = [
  ['JFK', 'LAX'],
  ['ORD', 'MIA'],
  ['YUL', 'CDG'],
  ['BOS', 'SFO'],
  ['ATL', 'SEA'],
  ['YYZ', 'YVR'],
  ['LHR', 'JFK'],
  ['DFW', 'DEN'],
  ['LAX', 'NRT'],
  ['MEX', 'ORD'],
  ['FRA', 'SIN'],
  ['SYD', 'LAX'],
  ['MCO', 'EWR'],
  ['CDG', 'MAD'],
] as const;

const today = homeToday(new Date().getTime());
const rng = new Rng('backtest');
const ref = reference();
let right = 0;
let alwaysBuyRight = 0;
let waits = 0;
let waitsRight = 0;
let evaluated = 0;
let savedByFollowing = 0;
// The expected 7-day move: how often the price on the window's last day fell inside the range, and
// how often a stated direction (rise or drop) was the real one.
let moves = 0;
let movesInRange = 0;
let directed = 0;
let directedRight = 0;
const started = performance.now();
for (let i = 0; i < SAMPLES; i++) {
  const [origin, destination] = rng.pick(ROUTES);
  const departureDate = addDays(today, -rng.int(1, 120));
  const decisionDay = addDays(departureDate, -rng.int(4, 200));
  const trip = { origin, destination, departureDate, returnDate: rng.chance(0.5) ? addDays(departureDate, rng.int(2, 14)) : undefined };
  const history = priceHistory(trip, decisionDay);
  const prediction = predictPrice(history, departureDate);
  if (!prediction) continue;
  const move = expectedMove(history, prediction.forecast, prediction.current);
  const moveEnd = prediction.forecast[Math.min(move.withinDays, prediction.forecast.length) - 1];
  const actualEnd = moveEnd ? lowestTrip(ref, trip, moveEnd.day) : null;
  if (actualEnd !== null) {
    const actual = actualEnd - prediction.current;
    moves++;
    if (actual >= move.low && actual <= move.high) movesInRange++;
    if (move.direction !== 'flat') {
      directed++;
      if (move.direction === 'rise' ? actual > 0 : actual < 0) directedRight++;
    }
  }
  const later: number[] = [];
  for (let day = addDays(decisionDay, 1); day < departureDate; day = addDays(day, 1)) {
    const p = lowestTrip(ref, trip, day);
    if (p !== null) later.push(p);
  }
  const bestLater = Math.min(...later);
  const waitWasRight = later.length > 0 && bestLater <= prediction.current * (1 - WAIT_THRESHOLD);
  evaluated++;
  if ((prediction.recommendation === 'wait') === waitWasRight) right++;
  if (!waitWasRight) alwaysBuyRight++;
  if (prediction.recommendation === 'wait') {
    waits++;
    if (waitWasRight) waitsRight++;
    // Following "wait" and buying at the forecast's cheapest day (what a watch would catch).
    const forecastBest = prediction.forecast.reduce((a, b) => (b.price < a.price ? b : a), prediction.forecast[0]!);
    const actual = lowestTrip(ref, trip, forecastBest.day);
    if (actual !== null) savedByFollowing += prediction.current - actual;
  }
}
const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : '—');
console.log(
  `\nPrice prediction backtest: ${evaluated} trips on ${ROUTES.length} routes, decisions 4–200 days before departure, departures in the last 120 days (${Math.round(performance.now() - started)} ms)\n`,
);
console.log('| Measure | Value |\n|---|---|');
console.log(`| advice right (buy when no later price was ≥ 5 % lower, wait when one was) | ${pct(right, evaluated)} |`);
console.log(`| "always buy" baseline | ${pct(alwaysBuyRight, evaluated)} |`);
console.log(`| share of "wait" advice | ${pct(waits, evaluated)} |`);
console.log(`| "wait" advice that was right | ${pct(waitsRight, waits)} |`);
console.log(
  `| average saving when following "wait" to the forecast's cheapest day | $${waits ? (savedByFollowing / waits / 100).toFixed(2) : '0.00'} |`,
);
console.log(`| 7-day price inside the expected move's range | ${pct(movesInRange, moves)} |`);
console.log(`| stated direction of the move (rise or drop) that was right | ${pct(directedRight, directed)} (${directed} of ${moves}) |`);

if (process.argv.includes('--write') || process.env.WRITE === '1') {
  const ratio = (n: number, d: number) => (d ? Math.round((10_000 * n) / d) / 10_000 : 0);
  const figures = {
    hitRate: ratio(right, evaluated),
    samples: evaluated,
    alwaysBuyHitRate: ratio(alwaysBuyRight, evaluated),
    right,
    alwaysBuyRight,
    waitShare: ratio(waits, evaluated),
    waitHitRate: ratio(waitsRight, waits),
    /** Minor units per "wait" advice, buying on the forecast's cheapest day. */
    savedByFollowingWaitAverage: waits ? Math.round(savedByFollowing / waits) : 0,
    moveInRangeRate: ratio(movesInRange, moves),
    movesInRange,
    moveDirectionHitRate: ratio(directedRight, directed),
    moveSamples: moves,
    routes: ROUTES.length,
    measuredOn: today,
  };
  const file = new URL('../config/prediction-backtest.json', import.meta.url);
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nWrote ${file.pathname}`);
}
