import fc from 'fast-check';
import { inDays } from './dates';

const stringify = (v: unknown) => JSON.stringify(v) ?? 'null';

// Watch bodies: half trips a search would take (a few airports and dates, so pricing stays in the
// simulator's caches), half loose fields, now and then absurd: unknown codes, past or impossible
// dates, 0 adults, cents in a target, NUL in a code. Valid ones fill the fuzzing user's 50 watches,
// then answer 422 TooManyWatches.
export function watchesShaped(anyText: fc.Arbitrary<string>) {
  const mostly = (plausible: fc.Arbitrary<unknown>, ...absurd: fc.Arbitrary<unknown>[]) =>
    fc.oneof({ weight: 20, arbitrary: plausible }, ...absurd.map((arbitrary) => ({ weight: 1, arbitrary })));
  const code = mostly(
    fc.constantFrom('JFK', 'LAX', 'YUL', 'CDG', 'ORD', 'jfk'),
    fc.constantFrom('', 'QQQ', 'JF', 'a\u0000b'),
    anyText,
    fc.anything(),
  );
  const date = mostly(
    fc.constantFrom(inDays(30), inDays(31), inDays(45), inDays(60)),
    fc.constantFrom(inDays(-1), inDays(400), '2026-02-30', 'tomorrow', ''),
    anyText,
    fc.anything(),
  );
  const count = mostly(fc.integer({ min: 0, max: 3 }), fc.constantFrom(-1, 10, 1.5, '1', null, 1e9), fc.anything());
  const amount = mostly(
    fc.oneof(fc.integer({ min: 0, max: 200_000 }), fc.constant(null)),
    fc.constantFrom(-1, 99.5, 1e12, '100', Number.MAX_SAFE_INTEGER),
    fc.anything(),
  );
  const slice = fc.record({ origin: code, destination: code, departureDate: date }, { requiredKeys: [] });
  const body = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) => fc.record(fields, { requiredKeys: [] }).map(stringify);
  // Trips a search would take: one way, a round trip back the same way, or two legs onward.
  const airports = ['JFK', 'LAX', 'YUL', 'CDG', 'ORD'];
  const trip = fc
    .record({
      from: fc.constantFrom(...airports),
      to: fc.constantFrom(...airports),
      day: fc.integer({ min: 30, max: 34 }),
      stay: fc.integer({ min: 0, max: 7 }),
      tripType: fc.constantFrom('oneWay', 'roundTrip', 'multiCity'),
      adults: fc.integer({ min: 1, max: 2 }),
      targetPrice: amount,
    })
    .map(({ from, to, day, stay, tripType, adults, targetPrice }) => {
      const out = { origin: from, destination: to, departureDate: inDays(day) };
      const next = {
        origin: to,
        destination: tripType === 'roundTrip' ? from : airports.find((a) => a !== to && a !== from)!,
        departureDate: inDays(day + stay),
      };
      return {
        tripType,
        slices: tripType === 'oneWay' ? [out] : [out, next],
        passengers: { ADT: adults, CNN: 0, INF: 0, INS: 0 },
        targetPrice,
      };
    })
    .map(stringify);
  return {
    create: fc.oneof(
      trip,
      body({
        tripType: mostly(fc.constantFrom('oneWay', 'roundTrip', 'multiCity'), fc.constantFrom('openJaw', ''), anyText, fc.anything()),
        slices: mostly(fc.array(slice, { minLength: 1, maxLength: 3 }), fc.array(slice, { maxLength: 7 }), fc.anything()),
        passengers: mostly(fc.record({ ADT: count, CNN: count, INF: count, INS: count }, { requiredKeys: ['ADT'] }), fc.anything()),
        targetPrice: amount,
        fareClass: fc.constantFrom('basic', 'luxury', undefined),
      }),
    ),
    update: body({ targetPrice: amount }),
    settings: body({ alertsEnabled: mostly(fc.boolean(), fc.constantFrom('true', 1, null), fc.anything()), minDrop: amount }),
  };
}
