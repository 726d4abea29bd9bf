// npm run backtest: how often the price predictor's buy/wait advice was right, on the
// simulator's own past days. For each sample it sees only the 30 days of prices up to the
// decision day, then we look at the prices that followed until the day before departure.
import { predictPrice, WAIT_THRESHOLD } from '../src/lib/domain/price-prediction';
import { Rng } from '../src/server/inventory/random';
import { lowestTrip } from '../src/server/inventory/flights/prices';
import { reference } from '../src/server/inventory/reference';
import { priceHistory } from '../src/server/services/flight-prices';
import { localToday } from '../src/server/services/flights';
import { addDays } from '../src/lib/domain/dates';

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

const today = localToday(new Date());
const rng = new Rng('backtest');
const ref = reference();
let right = 0;
let alwaysBuyRight = 0;
let waits = 0;
let waitsRight = 0;
let evaluated = 0;
let savedByFollowing = 0;
const started = performance.now();
for (let i = 0; i < SAMPLES; i++) {
  const [origin, destination] = rng.pick(ROUTES);
  const departureDate = addDays(today, -rng.int(1, 120));
  const decisionDay = addDays(departureDate, -rng.int(4, 200));
  const trip = { origin, destination, departureDate, returnDate: rng.chance(0.5) ? addDays(departureDate, rng.int(2, 14)) : undefined };
  const prediction = predictPrice(priceHistory(trip, decisionDay), departureDate);
  if (!prediction) continue;
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
