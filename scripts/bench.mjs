// npm run bench: throughput of an authenticated API call against /api/health in one run,
// plus cold start (fresh and existing data dir) and memory. Compare ratios, not absolutes:
// the machine is shared and noisy.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { freshDataDir, signInSession, startServer } from './lib/server.mjs';

const PORT = 4410;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = freshDataDir();

const first = await startServer({ port: PORT, dataDir });
await first.stop();
const server = await startServer({ port: PORT, dataDir });
const session = await signInSession(server.url, 'ava.consumer@example.com', process.env.DEMO_PASSWORD ?? 'travel-demo');

async function run(path, headers = {}, body = undefined, label = `GET ${path}`) {
  const method = body === undefined ? 'GET' : 'POST';
  const result = await autocannon({
    url: `${server.url}${path}`,
    connections: 20,
    duration: DURATION,
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { label, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 };
}

/** Server time of one request, measured from the client on an idle server (median of `n`). */
async function medianMs(path, headers, body, n = 41) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b)[Math.floor(n / 2)];
}

const auth = { authorization: session.headers.authorization };
// A signed-in call's CSRF token is its session's.
const post = session.headers;
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const jfkLax = {
  tripType: 'roundTrip',
  slices: [
    { origin: 'JFK', destination: 'LAX', departureDate: day(45) },
    { origin: 'LAX', destination: 'JFK', departureDate: day(52) },
  ],
  passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
};

// First answers on a cold cache, then the loaded runs.
const coldSearchMs = await medianMs(
  '/api/v0/flights/search',
  post,
  { ...jfkLax, slices: jfkLax.slices.map((s) => ({ ...s, departureDate: day(46) })) },
  1,
);
const searchMs = await medianMs('/api/v0/flights/search', post, jfkLax);
const autocompleteMs = await medianMs('/api/v0/autocomplete/location', post, { l: 'par' });
const paris = { location: { kind: 'Market', id: 'city:Paris|FR' }, checkIn: day(40), checkOut: day(43), guests: { adults: 2 } };
const hotelsColdMs = await medianMs('/api/v0/hotels/availability', post, { ...paris, checkIn: day(41), checkOut: day(44) }, 1);
const hotelsMs = await medianMs('/api/v0/hotels/availability', post, paris);
const firstHotel = await (
  await fetch(`${server.url}/api/v0/hotels/availability`, {
    method: 'POST',
    headers: { ...post, 'content-type': 'application/json' },
    body: JSON.stringify(paris),
  })
).json();
const parisHotel = { id: firstHotel.lodgings[0].id, checkIn: paris.checkIn, checkOut: paris.checkOut, guests: paris.guests };
const detailsMs = await medianMs('/api/v0/lodging/details', post, parisHotel);
const laxCars = { pickup: { kind: 'airport', code: 'LAX' }, pickupDateTime: `${day(40)}T10:00`, dropoffDateTime: `${day(43)}T10:00` };
const carsColdMs = await medianMs('/api/v0/cars/availability', post, { ...laxCars, pickupDateTime: `${day(41)}T10:00` }, 1);
const carsMs = await medianMs('/api/v0/cars/availability', post, laxCars);
const parisActivities = { location: { kind: 'Market', id: 'city:Paris|FR' }, date: day(40), travelers: { Adult: 2, Child: 1 } };
const activitiesColdMs = await medianMs('/api/v0/experiences/availability', post, { ...parisActivities, date: day(41) }, 1);
const activitiesMs = await medianMs('/api/v0/experiences/availability', post, parisActivities);
// The same searches for a travel admin under the demo company's policy: every fare, stay and car marked (issue 21).
const cora = (await signInSession(server.url, 'cora.admin@example.com', process.env.DEMO_PASSWORD ?? 'travel-demo')).headers;
const corpSearchColdMs = await medianMs(
  '/api/v0/flights/search',
  cora,
  { ...jfkLax, slices: jfkLax.slices.map((s) => ({ ...s, departureDate: day(48) })) },
  1,
);
const corpSearchMs = await medianMs('/api/v0/flights/search', cora, jfkLax);
const corpHotelsMs = await medianMs('/api/v0/hotels/availability', cora, paris);
const corpCarsMs = await medianMs('/api/v0/cars/availability', cora, laxCars);
// Memory with every dataset loaded (airports, airlines, cities, lodging of Paris), before any load test.
const rssLoaded = Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const health = await run('/api/health');
const userInfo = await run('/api/v0/userInfo', auth);
const search = await run('/api/v0/flights/search', post, jfkLax, 'POST /api/v0/flights/search (JFK–LAX round trip)');
const hotels = await run('/api/v0/hotels/availability', post, paris, 'POST /api/v0/hotels/availability (Paris, first page)');
const details = await run('/api/v0/lodging/details', post, parisHotel, 'POST /api/v0/lodging/details (a Paris hotel, 3 nights)');
const autocomplete = await run('/api/v0/autocomplete/location', post, { l: 'par' }, 'POST /api/v0/autocomplete/location ("par")');
const rss = Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
await server.stop();

const rows = [health, userInfo, search, hotels, details, autocomplete].map(
  (r) => `| \`${r.label}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${(r.rps / health.rps).toFixed(2)} |`,
);
console.log(
  `\nautocannon, 20 connections, ${DURATION} s each, one server process on ${process.env.DATABASE_URL ? 'a PostgreSQL server' : 'PGlite'}\n`,
);
console.log('| Endpoint | req/s | p50 ms | p99 ms | ratio to health |');
console.log('|---|---|---|---|---|');
console.log(rows.join('\n'));
console.log(`\n| Start-up | ms | RSS MB |\n|---|---|---|`);
console.log(`| cold start, fresh data dir (initdb + migrate + seed) | ${first.reportedMs} | ${first.rssMb} |`);
console.log(`| cold start, existing data dir | ${server.reportedMs} | ${server.rssMb} |`);
console.log(`| reference data loaded, idle (after the first searches) | | ${rssLoaded} |`);
console.log(`| after the bench | | ${rss} |`);
console.log(`\n| Single request on an idle server | median ms |\n|---|---|`);
console.log(`| flight search JFK–LAX round trip, first answer for new dates (cold cache) | ${coldSearchMs.toFixed(1)} |`);
console.log(`| flight search JFK–LAX round trip (same query, 41 runs) | ${searchMs.toFixed(1)} |`);
console.log(`| hotel availability Paris, first page, new dates | ${hotelsColdMs.toFixed(1)} |`);
console.log(`| hotel availability Paris, first page (same query, 41 runs) | ${hotelsMs.toFixed(1)} |`);
console.log(`| lodging details, a Paris hotel, 3 nights (41 runs) | ${detailsMs.toFixed(1)} |`);
console.log(`| car availability LAX, 3 days, first page, new dates | ${carsColdMs.toFixed(1)} |`);
console.log(`| car availability LAX, 3 days, first page (same query, 41 runs) | ${carsMs.toFixed(1)} |`);
console.log(`| activity availability Paris, 2 adults and a child, first page, new date | ${activitiesColdMs.toFixed(1)} |`);
console.log(`| activity availability Paris, 2 adults and a child, first page (same query, 41 runs) | ${activitiesMs.toFixed(1)} |`);
console.log(`| location autocomplete "par" (41 runs) | ${autocompleteMs.toFixed(1)} |`);
console.log(`| corporate: flight search JFK–LAX, new dates, every fare marked | ${corpSearchColdMs.toFixed(1)} |`);
console.log(`| corporate: flight search JFK–LAX, marked (same query, 41 runs) | ${corpSearchMs.toFixed(1)} |`);
console.log(`| corporate: hotel availability Paris, marked (same query, 41 runs) | ${corpHotelsMs.toFixed(1)} |`);
console.log(`| corporate: car availability LAX, marked (same query, 41 runs) | ${corpCarsMs.toFixed(1)} |`);
const searchRatio = search.rps / health.rps;
console.log(`\nBar: flight search ≥ 25 % of health → ${(searchRatio * 100).toFixed(0)} % ${searchRatio >= 0.25 ? 'met' : 'NOT met'}`);
const hotelsRatio = hotels.rps / health.rps;
const met = (ok) => (ok ? 'met' : 'NOT met');
console.log(
  `\nBar: availability p50 ≤ 15 ms → ${hotelsMs.toFixed(1)} ms ${met(hotelsMs <= 15)}; ≥ 40 % of health → ${(hotelsRatio * 100).toFixed(0)} % ${met(hotelsRatio >= 0.4)}; details p50 ≤ 15 ms → ${detailsMs.toFixed(1)} ms ${met(detailsMs <= 15)}; car availability p50 ≤ 15 ms → ${carsMs.toFixed(1)} ms ${met(carsMs <= 15)}; activity availability p50 ≤ 15 ms → ${activitiesMs.toFixed(1)} ms ${met(activitiesMs <= 15)}`,
);
const ratio = userInfo.rps / health.rps;
console.log(
  `\nBar: userInfo ≥ 50 % of health → ${(ratio * 100).toFixed(0)} % ${ratio >= 0.5 ? 'met' : 'NOT met'}; cold start ≤ 3000 ms → ${server.reportedMs} ms ${server.reportedMs <= 3000 ? 'met' : 'NOT met'}`,
);
