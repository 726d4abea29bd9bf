import fc from 'fast-check';
import { suiteClock } from './clock';

// Car search bodies: mostly well-formed, with airports, local times, ages and filters from valid
// to absurd, so the simulator itself runs on odd input (unknown airports, one-way to the same
// airport, past or reversed times, 200-day rentals, times skipped by a clock change).
export function carsShaped(anyText: fc.Arbitrary<string>): fc.Arbitrary<string> {
  // Plausible values weigh most: with eight fields, an even mix would let almost no body pass the
  // schema, and the simulator behind it would go untested.
  const mostly = (plausible: fc.Arbitrary<unknown>, ...absurd: fc.Arbitrary<unknown>[]) =>
    fc.oneof({ weight: 20, arbitrary: plausible }, ...absurd.map((arbitrary) => ({ weight: 1, arbitrary })));
  const code = mostly(fc.constantFrom('LAX', 'lax', 'SFO', 'JFK', 'CDG', 'BTV', 'XXX', 'QQQ'), fc.string({ maxLength: 4 }), fc.anything());
  const at = (days: number, minutes: number) => {
    const date = new Date(suiteClock().getTime() + days * 86_400_000).toISOString().slice(0, 10);
    return `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };
  const odd = fc.oneof(
    fc.constantFrom('2026-02-30T10:00', '2027-03-14T02:30', '2026-06-01T24:00', '2026-06-01T10:00Z', '2026-06-01', '9999-12-31T23:59', ''),
    anyText,
    fc.anything(),
  );
  // A pick-up from the past to beyond the booking window, returned from before it to 70 days later.
  const dates = mostly(
    fc
      .tuple(
        fc.integer({ min: -2, max: 340 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: -1, max: 70 }),
        fc.integer({ min: 0, max: 1439 }),
      )
      .map(([day, minute, length, back]) => ({ pickupDateTime: at(day, minute), dropoffDateTime: at(day + length, back) })),
    fc.record({ pickupDateTime: odd, dropoffDateTime: odd }, { requiredKeys: [] }),
  );
  const count = mostly(fc.integer({ min: 0, max: 99 }), fc.constantFrom(-1, 17, 100, 1.5, 1e9, '30', null), fc.anything());
  const listOf = (values: readonly string[], wrong: readonly string[]) =>
    mostly(
      fc.array(fc.constantFrom(...values), { maxLength: 4 }),
      fc.array(fc.oneof(fc.constantFrom(...wrong), anyText), { maxLength: 3 }),
      fc.anything(),
    );
  const rest = fc.record(
    {
      pickup: mostly(fc.record({ kind: mostly(fc.constant('airport'), anyText), code }), fc.anything()),
      dropoff: mostly(
        fc.record({ mode: mostly(fc.constantFrom('same_as_drop_off', 'different_drop_off'), anyText), code }, { requiredKeys: ['mode'] }),
        fc.anything(),
      ),
      driverAge: mostly(fc.integer({ min: 16, max: 99 }), count),
      filters: mostly(
        fc.record(
          {
            carClasses: listOf(['SUV', 'Compact', 'Mystery', 'SuppliersChoice', 'Luxury'], ['suv', 'Hovercraft']),
            transmissions: listOf(['Automatic', 'Cvt', 'Manual'], ['Stick', 'CVT']),
            suppliers: listOf(['ZE', 'ZI', 'ET', 'SX', 'QX'], ['zz', 'HERTZ']),
            freeCancellationOnly: mostly(fc.boolean(), fc.anything()),
          },
          { requiredKeys: [] },
        ),
        fc.anything(),
      ),
      sort: mostly(fc.constantFrom('price', 'rating', 'recommended'), fc.constant('cheapest'), fc.anything()),
      page: mostly(fc.record({ offset: count, limit: count }, { requiredKeys: [] }), fc.anything()),
    },
    { requiredKeys: ['pickup'] },
  );
  return fc.tuple(rest, dates).map(([body, d]) => JSON.stringify({ ...body, ...(d as object) }));
}
