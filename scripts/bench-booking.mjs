// Part of `npm run bench`: the booking engine's own latency on the built server (bars: schedule
// p99 ≤ 100 ms, poll ≤ 10 ms, cancel p99 ≤ 100 ms). The simulated airline answers on its own clock after
// scheduling; that wait is reported apart, never counted in the schedule or poll figures.
import { freshDataDir, signInSession, startServer, storeDemoCard } from './lib/server.mjs';

const PORT = 4412;
const SCHEDULES = Number(process.env.BENCH_BOOKINGS ?? 200);
const CONCURRENCY = 10;
const CANCELS = Number(process.env.BENCH_CANCELS ?? 100);
const server = await startServer({ port: PORT, dataDir: freshDataDir() });

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (times) => {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 50).toFixed(1), p99: percentile(s, 99).toFixed(1), max: s.at(-1).toFixed(1) };
};

try {
  const session = await signInSession(server.url, 'ava.consumer@example.com', process.env.DEMO_PASSWORD ?? 'travel-demo');
  const headers = { ...session.headers, 'content-type': 'application/json' };
  const call = async (method, path, body, extra = {}) => {
    const res = await fetch(`${server.url}${path}`, { method, headers: { ...headers, ...extra }, body: body && JSON.stringify(body) });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };

  const { environmentKey } = await call('GET', '/api/v0/payments/spreedlyCredentials');
  const cardToken = await storeDemoCard(server.url, environmentKey);
  const accounts = await call('PUT', '/api/v0/rewards/accounts', {});
  const account = accounts.find((a) => a.lastFour === '4821');
  await call('POST', '/api/v0/paymentMethods/verify', {
    token: cardToken,
    accountReferenceId: account.accountReferenceId,
    isVirtualCard: false,
  });
  const [card] = (await call('PUT', '/api/v0/paymentMethods/list', {})).value.filter((m) => m.lastFour === '4821');
  const traveler = await call('PUT', '/api/v0/flight/passengers/update', {
    givenName: 'Ava',
    surname: 'Martin',
    gender: 'F',
    dateOfBirth: '1988-06-01',
    assistance: [],
  });

  const day = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const search = {
    tripType: 'oneWay',
    slices: [{ origin: 'JFK', destination: 'LAX', departureDate: day }],
    passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
  };
  const { itineraries } = await call('POST', '/api/v0/flights/search', search);
  const selection = { ...search, itineraryId: itineraries[0].id, fareId: itineraries[0].fares[0].fareId };
  const { quote } = await call('POST', '/api/v0/flights/book/quote', { selection });
  const body = {
    selection,
    expectedTotal: quote.breakdown.totalMinor,
    travelers: [{ travelerId: traveler.id, passengerType: 'ADT' }],
    contact: { email: 'ava.consumer@example.com', phone: '+1 416 555 0100' },
    protections: [],
    payment: { paymentMethodId: card.id },
  };

  const book = async () => {
    const t = performance.now();
    const { bookingId } = await call('POST', '/api/v0/flights/book', body, { 'idempotency-key': crypto.randomUUID() });
    return { bookingId, ms: performance.now() - t };
  };
  // Warm-up: the first calls compile code paths and fill caches.
  const warm = [];
  for (let i = 0; i < 5; i++) warm.push((await book()).bookingId);
  // A quiet server: these five settled and their emails sent (the worker ticks every second, the
  // mail worker every two), nothing else running. Then the same polls under the load below.
  await new Promise((r) => setTimeout(r, 5_000));
  const timePolls = async (list, n = list.length) => {
    const times = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      await call('GET', `/api/v0/flights/book/${list[i % list.length]}`);
      times.push(performance.now() - t);
    }
    return times;
  };
  const quietPolls = await timePolls(warm, 1_000);

  const sequential = [];
  const ids = [];
  for (let i = 0; i < SCHEDULES; i++) {
    const { bookingId, ms } = await book();
    sequential.push(ms);
    ids.push(bookingId);
  }
  const concurrent = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < SCHEDULES) concurrent.push((await book()).ms);
    }),
  );

  // Polled at once, while the worker settles the 400 bookings just made and the mail worker starts
  // on their 400 emails (20 every 2 s): the busiest a poll gets here.
  const polls = await timePolls(ids);

  // Cancels of the oldest of those bookings (settled by now), each after its quote, one at a time:
  // booked minutes ago, they are in the 24-hour void window, so every one refunds.
  const quotes = [];
  const cancels = [];
  for (const id of ids.slice(0, CANCELS)) {
    let t = performance.now();
    const { quote: q } = await call('POST', `/api/v0/trips/${id}/cancel/quote`, {});
    quotes.push(performance.now() - t);
    if (q.kind !== 'Cancelable') throw new Error(`booking ${id} cannot be cancelled: ${q.reason}`);
    t = performance.now();
    await call(
      'POST',
      `/api/v0/trips/${id}/cancel`,
      { expectedRefundMinor: q.refund.refundMinor },
      { 'idempotency-key': crypto.randomUUID() },
    );
    cancels.push(performance.now() - t);
  }

  // The airline's side: from scheduling to Success, polled every 100 ms.
  const supplier = [];
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    const { bookingId } = await book();
    for (;;) {
      const answer = await call('GET', `/api/v0/flights/book/${bookingId}`);
      if (answer.outcome !== 'Pending') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    supplier.push(performance.now() - t);
  }

  // A car through the same engine: its own reprice and snapshot, then the same schedule and cancel.
  const cars = await call('POST', '/api/v0/cars/availability', {
    pickup: { kind: 'airport', code: 'LAX' },
    pickupDateTime: `${day}T10:00`,
    dropoffDateTime: `${new Date(Date.parse(day) + 3 * 86_400_000).toISOString().slice(0, 10)}T10:00`,
    filters: { freeCancellationOnly: true },
  });
  const carSelection = { offerId: cars.offers[0].offerId, extras: [] };
  const { quote: carQuote } = await call('POST', '/api/v0/cars/book/quote', { selection: carSelection });
  const carBody = {
    selection: carSelection,
    expectedTotal: carQuote.breakdown.totalMinor,
    driver: { travelerId: traveler.id },
    contact: body.contact,
    payment: { paymentMethodId: card.id },
  };
  const carBooks = [];
  const carIds = [];
  for (let i = 0; i < CANCELS / 2; i++) {
    const t = performance.now();
    const { bookingId } = await call('POST', '/api/v0/cars/book', carBody, { 'idempotency-key': crypto.randomUUID() });
    carBooks.push(performance.now() - t);
    carIds.push(bookingId);
  }
  for (const id of carIds) {
    while ((await call('GET', `/api/v0/cars/book/${id}`)).outcome === 'Pending') await new Promise((r) => setTimeout(r, 100));
  }
  const carCancels = [];
  for (const id of carIds) {
    const { quote: q } = await call('POST', `/api/v0/trips/${id}/cancel/quote`, {});
    if (q.kind !== 'Cancelable') throw new Error(`car ${id} cannot be cancelled: ${q.reason}`);
    const t = performance.now();
    await call(
      'POST',
      `/api/v0/trips/${id}/cancel`,
      { expectedRefundMinor: q.refund.refundMinor },
      { 'idempotency-key': crypto.randomUUID() },
    );
    carCancels.push(performance.now() - t);
  }

  // An activity: a per-slot lock counts the places left, so its schedule is timed too.
  const party = { Adult: 1 };
  const { experiences } = await call('POST', '/api/v0/experiences/availability', {
    location: { kind: 'Market', id: 'city:Paris|FR' },
    date: day,
    travelers: party,
    filters: { flags: ['FreeCancellation'] },
    page: { limit: 50 },
  });
  const activity = experiences.find((x) => x.availability.kind === 'Available' && x.pricing === 'PerPerson');
  const slotsOf = await call('POST', '/api/v0/experiences/details', { id: activity.id, date: day, travelers: party });
  const slot = slotsOf.slots.filter((x) => x.status === 'Available').sort((a, b) => b.remaining - a.remaining)[0];
  const activitySelection = { experienceId: activity.id, date: day, slotId: slot.slotId, travelers: party };
  const { quote: activityQuote } = await call('POST', '/api/v0/experiences/book/quote', { selection: activitySelection });
  const activityBody = {
    selection: activitySelection,
    expectedTotal: activityQuote.breakdown.totalMinor,
    leadTraveler: { travelerId: traveler.id },
    contact: body.contact,
    payment: { paymentMethodId: card.id },
  };
  const activityBooks = [];
  const activityIds = [];
  for (let i = 0; i < Math.min(slot.remaining, 10); i++) {
    const t = performance.now();
    const { bookingId } = await call('POST', '/api/v0/experiences/book', activityBody, { 'idempotency-key': crypto.randomUUID() });
    activityBooks.push(performance.now() - t);
    activityIds.push(bookingId);
  }
  for (const id of activityIds) {
    while ((await call('GET', `/api/v0/experiences/book/${id}`)).outcome === 'Pending') await new Promise((r) => setTimeout(r, 100));
  }
  const activityCancels = [];
  for (const id of activityIds) {
    const { quote: q } = await call('POST', `/api/v0/trips/${id}/cancel/quote`, {});
    if (q.kind !== 'Cancelable') throw new Error(`activity ${id} cannot be cancelled: ${q.reason}`);
    const t = performance.now();
    await call(
      'POST',
      `/api/v0/trips/${id}/cancel`,
      { expectedRefundMinor: q.refund.refundMinor },
      { 'idempotency-key': crypto.randomUUID() },
    );
    activityCancels.push(performance.now() - t);
  }

  const rows = [
    ['Schedule `POST /flights/book`, one at a time (bar p99 ≤ 100)', stats(sequential)],
    [`Schedule, ${CONCURRENCY} at once`, stats(concurrent)],
    ['Poll `GET /flights/book/{id}`, quiet server (bar ≤ 10)', stats(quietPolls)],
    ['Poll while the 400 bookings above settle and email', stats(polls)],
    ['Cancel quote `POST /trips/{id}/cancel/quote`', stats(quotes)],
    ['Cancel `POST /trips/{id}/cancel` (bar p99 ≤ 100)', stats(cancels)],
    ['Schedule a car `POST /cars/book`, one at a time', stats(carBooks)],
    ['Cancel a car `POST /trips/{id}/cancel` (free cancellation)', stats(carCancels)],
    ['Schedule an activity `POST /experiences/book` (per-slot lock), one at a time', stats(activityBooks)],
    ['Cancel an activity `POST /trips/{id}/cancel`', stats(activityCancels)],
    ['Simulated airline: schedule → Success (not counted above)', stats(supplier)],
  ];
  const store = process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite';
  console.log(`| Booking call (built server, ${store}, client-measured ms) | n | p50 | p99 | max |`);
  console.log('|---|---|---|---|---|');
  for (const [label, s] of rows) console.log(`| ${label} | ${s.n} | ${s.p50} | ${s.p99} | ${s.max} |`);
} finally {
  await server.stop();
}
