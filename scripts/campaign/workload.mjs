// The reliability campaign's traveler: a virtual user who signs in as a fresh user of their own,
// saves a card through the vault like the hosted form, then searches, opens details, books and
// polls, and looks at Trips, in the mix. Every booking carries an Idempotency-Key and is
// retried with the same key until it answers, as the portal does, so a fault can be checked for
// bookings lost (answered, then missing) or doubled (one key, two bookings).
import http from 'node:http';
import zlib from 'node:zlib';
import { signInSession, storeDemoCard } from '../lib/server.mjs';

// node:http rather than fetch: fetch decompresses every answer, and a 1.4 MB round-trip search
// unzipped 100 times a second took the load generator most of a CPU on this 2-core machine. The
// answers still come compressed (the browser's Accept-Encoding); only what is read is unzipped.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
function send(url, { method, headers, body, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { 'accept-encoding': 'gzip, br', ...headers }, agent, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, encoding: res.headers['content-encoding'], raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}
const decode = ({ encoding, raw }) =>
  JSON.parse((encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString('utf8'));

export const MIX = [
  ['search', 0.7],
  ['details', 0.15],
  ['book', 0.1],
  ['trips', 0.05],
];
const ROUTES = [
  ['JFK', 'LAX'],
  ['YYZ', 'YVR'],
  ['ORD', 'MIA'],
  ['SFO', 'SEA'],
  ['BOS', 'ATL'],
  ['LHR', 'CDG'],
  ['DEN', 'LAS'],
  ['YUL', 'YYC'],
];
const MARKETS = ['city:Paris|FR', 'city:New York|US', 'city:Tokyo|JP', 'city:Lisbon|PT', 'city:Toronto|CA'];
const PASSWORD = process.env.DEMO_PASSWORD ?? 'travel-demo';

/** A deterministic random source, so two runs ask the same questions in the same order. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, list) => list[Math.floor(r() * list.length)];
const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Latencies and statuses per call name; `fail` counts answers that never came (connection refused, reset). */
export class Recorder {
  calls = new Map();
  /** Why calls got no answer: error code → count (ECONNRESET, ECONNREFUSED, timeout…). */
  errors = new Map();
  /** The error codes of 4xx answers that were read: "call code" → count. */
  refusals = new Map();
  record(name, ms, status) {
    let c = this.calls.get(name);
    if (!c) this.calls.set(name, (c = { times: [], statuses: new Map() }));
    c.times.push(ms);
    c.statuses.set(status, (c.statuses.get(status) ?? 0) + 1);
  }
  summary() {
    const rows = [];
    for (const [name, c] of [...this.calls].sort()) {
      const s = [...c.times].sort((a, b) => a - b);
      const q = (p) => s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
      const count = (pred) => [...c.statuses].filter(([k]) => pred(k)).reduce((n, [, v]) => n + v, 0);
      rows.push({ name, n: s.length, p50: q(50), p99: q(99), fivexx: count((k) => k >= 500), noAnswer: count((k) => k === 0) });
    }
    return rows;
  }
}

/** One virtual user against one or more servers (round robin per call, like a load balancer). */
export class Traveler {
  bookings = new Map(); // idempotency key → bookingId the server answered
  constructor(urls, index, recorder, seed = 2026) {
    this.urls = urls;
    this.index = index;
    this.rec = recorder;
    this.r = rng(seed + index);
    this.turn = index;
    this.address = `10.77.${(index >> 8) & 255}.${index & 255}`;
  }
  url() {
    return this.urls[this.turn++ % this.urls.length];
  }

  /** One HTTP call, timed; network failures are status 0. Answers { status, body }. */
  async call(name, method, path, body, extra = {}, { parse = true } = {}) {
    const t = performance.now();
    let status = 0;
    try {
      const res = await send(`${this.url()}${path}`, {
        method,
        headers: { ...this.headers, 'content-type': 'application/json', 'x-forwarded-for': this.address, ...extra },
        body: body === undefined ? undefined : JSON.stringify(body),
        timeoutMs: 30_000,
      });
      status = res.status;
      const data = parse ? decode(res) : null;
      if (status >= 400 && data?.error?.code) {
        const k = `${name} ${status} ${data.error.code}`;
        this.rec?.refusals.set(k, (this.rec.refusals.get(k) ?? 0) + 1);
      }
      this.rec?.record(name, performance.now() - t, status);
      return { status, body: data };
    } catch (err) {
      this.rec?.record(name, performance.now() - t, status);
      const why = err.code ?? err.message;
      this.rec?.errors.set(why, (this.rec.errors.get(why) ?? 0) + 1);
      return { status, body: null };
    }
  }

  async setup(adminUrl) {
    const from = { 'x-forwarded-for': this.address };
    const admin = await signInSession(adminUrl, 'ava.consumer@example.com', PASSWORD, from);
    this.headers = admin.headers;
    const made = await this.call('setup', 'POST', '/api/v0/testing/users', { kind: 'consumer', experiments: {} });
    if (made.status !== 200) throw new Error(`test user: ${made.status} ${JSON.stringify(made.body)}`);
    this.email = made.body.email;
    this.headers = (await signInSession(adminUrl, made.body.email, made.body.password, from)).headers;
    const { body: creds } = await this.call('setup', 'GET', '/api/v0/payments/spreedlyCredentials');
    const token = await storeDemoCard(adminUrl, creds.environmentKey, from);
    const { body: accounts } = await this.call('setup', 'PUT', '/api/v0/rewards/accounts', {});
    const account = accounts.find((a) => a.lastFour === '4821');
    const verified = await this.call('setup', 'POST', '/api/v0/paymentMethods/verify', {
      token,
      accountReferenceId: account?.accountReferenceId,
      isVirtualCard: false,
    });
    if (verified.body?.value?.PaymentVerifyResult !== 'Success') throw new Error(`card: ${JSON.stringify(verified.body)}`);
    const { body: methods } = await this.call('setup', 'PUT', '/api/v0/paymentMethods/list', {});
    const card = methods.value.find((m) => m.lastFour === '4821');
    if (!card) throw new Error(`no card in ${JSON.stringify(methods).slice(0, 400)}`);
    const { body: traveler } = await this.call('setup', 'PUT', '/api/v0/flight/passengers/update', {
      givenName: 'Ava',
      surname: this.surname ?? 'Martin',
      gender: 'F',
      dateOfBirth: '1988-06-01',
      assistance: [],
    });
    this.bookBody = {
      travelers: [{ travelerId: traveler.id, passengerType: 'ADT' }],
      contact: { email: this.email, phone: '+1 416 555 0100' },
      protections: [],
      payment: { paymentMethodId: card.id },
    };
    await this.quoteFare();
    const { body: hotels } = await this.call('setup', 'POST', '/api/v0/hotels/availability', this.hotelSearch());
    this.lodgingIds = hotels.lodgings.slice(0, 20).map((l) => l.id);
  }

  /**
   * Searches and quotes the fare this traveler books, as the shop page does: again whenever a
   * booking answers OfferInvalid (prices move, e.g. when the simulator's day turns at midnight
   * in Toronto), as a traveler would search again.
   */
  async quoteFare() {
    const search = {
      tripType: 'oneWay',
      slices: [{ origin: 'JFK', destination: 'LAX', departureDate: day(60 + (this.index % 30)) }],
      passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
    };
    const { body: found } = await this.call('flights/search', 'POST', '/api/v0/flights/search', search);
    const itinerary = found.itineraries.find((i) => i.slices.every((s) => s.stops === 0)) ?? found.itineraries[0];
    const selection = { ...search, itineraryId: itinerary.id, fareId: itinerary.fares[0].fareId };
    const { body: q } = await this.call('flights/book/quote', 'POST', '/api/v0/flights/book/quote', { selection });
    this.bookBody = { ...this.bookBody, selection, expectedTotal: q.quote.breakdown.totalMinor };
  }

  hotelSearch() {
    const from = 30 + Math.floor(this.r() * 60);
    return { location: { kind: 'Market', id: pick(this.r, MARKETS) }, checkIn: day(from), checkOut: day(from + 3), guests: { adults: 2 } };
  }

  async search() {
    if (this.r() < 0.3)
      return this.call('hotels/availability', 'POST', '/api/v0/hotels/availability', this.hotelSearch(), {}, { parse: false });
    const [a, b] = pick(this.r, ROUTES);
    const out = 20 + Math.floor(this.r() * 120);
    const round = this.r() < 0.5;
    const body = {
      tripType: round ? 'roundTrip' : 'oneWay',
      slices: round
        ? [
            { origin: a, destination: b, departureDate: day(out) },
            { origin: b, destination: a, departureDate: day(out + 7) },
          ]
        : [{ origin: a, destination: b, departureDate: day(out) }],
      passengers: { ADT: 1, CNN: 0, INF: 0, INS: 0 },
    };
    return this.call('flights/search', 'POST', '/api/v0/flights/search', body, {}, { parse: false });
  }

  details() {
    const from = 40;
    return this.call('lodging/details', 'POST', '/api/v0/lodging/details', {
      id: pick(this.r, this.lodgingIds),
      checkIn: day(from),
      checkOut: day(from + 3),
      guests: { adults: 2 },
    });
  }

  /** Books with one key until the server answers it (a fault may take a few tries), then polls to an outcome. */
  async book({ retryForMs = 120_000, pollForMs = 120_000 } = {}) {
    const key = crypto.randomUUID();
    const until = Date.now() + retryForMs;
    let answer;
    for (;;) {
      answer = await this.call('flights/book', 'POST', '/api/v0/flights/book', this.bookBody, { 'idempotency-key': key });
      if (answer.status >= 200 && answer.status < 300) break;
      if (answer.body?.error?.code === 'OfferInvalid') {
        // The price moved: search and quote again, then book under a new key (another offer).
        this.offersRenewed = (this.offersRenewed ?? 0) + 1;
        await this.quoteFare();
        return answer;
      }
      if ((answer.status !== 0 && answer.status < 500 && answer.status !== 429) || Date.now() > until) {
        this.unanswered = (this.unanswered ?? 0) + 1;
        return answer;
      }
      await sleep(1_000);
    }
    this.bookings.set(key, answer.body.bookingId);
    for (let i = 0; i < pollForMs / 500; i++) {
      const poll = await this.call('flights/book/{id}', 'GET', `/api/v0/flights/book/${answer.body.bookingId}`);
      if (poll.status === 200 && poll.body.outcome !== 'Pending') return poll;
      await sleep(500);
    }
    return answer;
  }

  trips() {
    return this.call('trips', 'GET', '/api/v0/trips', undefined, {}, { parse: false });
  }

  async step() {
    const x = this.r();
    let acc = 0;
    for (const [op, share] of MIX) {
      acc += share;
      if (x < acc) return this[op]();
    }
    return this.trips();
  }

  /** Every booking this user has, as Trips lists it: id → reservation state. */
  async listed() {
    const { status, body } = await this.call('verify', 'GET', '/api/v0/trips');
    if (status !== 200) throw new Error(`trips answered ${status}`);
    return new Map(body.trips.map((t) => [t.id, t.reservation]));
  }
}

/** Runs the travelers flat out until `ms` passes (or `stop()` says so). */
export async function drive(travelers, ms, stop = () => false) {
  const end = Date.now() + ms;
  await Promise.all(
    travelers.map(async (t) => {
      while (Date.now() < end && !stop()) await t.step();
    }),
  );
}

/** Lost: a booking the server answered that Trips does not list. Doubled: listed bookings beyond the answered ones. */
export async function audit(travelers) {
  let answered = 0;
  let lost = 0;
  let doubled = 0;
  let pending = 0;
  for (const t of travelers) {
    const listed = await t.listed();
    const ids = new Set(t.bookings.values());
    answered += ids.size;
    for (const id of ids) if (!listed.has(id)) lost++;
    doubled += Math.max(0, listed.size - ids.size);
    for (const state of listed.values()) if (state === 'Pending') pending++;
  }
  return { answered, lost, doubled, pending };
}
