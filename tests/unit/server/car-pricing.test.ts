// A car priced for booking (services/booking/cars/pricing.ts): the offer its id names, rebuilt
// for the day, with the extras chosen; the lines the traveler pays always add up to the offer's
// total plus the extras. A fixed day: offer ids spell out their dates.
import { describe, expect, it } from 'vitest';
import type { CarSelection } from '../../../src/lib/domain/booking/car-book.schema';
import type { CarExtra, CarPrice } from '../../../src/lib/domain/cars/cars.schema';
import { ApiFailure } from '../../../src/server/http/errors';
import { carBreakdown, priceCar } from '../../../src/server/services/booking/cars/pricing';

const now = new Date('2027-05-01T16:00:00Z');
/** c1-PICK-DROP-yyyymmddhhmm-yyyymmddhhmm-AGE-SUPPLIER-INDEX */
const offerId = (
  o: { from?: string; to?: string; pickup?: string; dropoff?: string; age?: number; supplier?: string; index?: number } = {},
) =>
  [
    'c1',
    o.from ?? 'LAX',
    o.to ?? o.from ?? 'LAX',
    o.pickup ?? '202706101000',
    o.dropoff ?? '202706131000',
    String(o.age ?? 30),
    o.supplier ?? 'ZE',
    String(o.index ?? 2),
  ].join('-');
const select = (id: string, extras: string[] = []): CarSelection => ({ offerId: id, extras });
const sum = (lines: { amountMinor: number }[]) => lines.reduce((n, l) => n + l.amountMinor, 0);

/** The error priceCar throws, as the API would answer it. */
function failure(fn: () => unknown): { status: number; code: string; details?: unknown } {
  try {
    fn();
  } catch (e) {
    if (e instanceof ApiFailure) return { status: e.status, code: e.code, details: e.details };
    throw e;
  }
  throw new Error('priceCar did not throw');
}

describe('carBreakdown', () => {
  const price = (over: Partial<CarPrice> = {}): Pick<CarPrice, 'base' | 'taxesAndFees' | 'oneWayFee' | 'youngDriverFee'> => ({
    base: 189_00,
    taxesAndFees: 45_10,
    oneWayFee: null,
    youngDriverFee: null,
    ...over,
  });
  const extra = (code: string, name: string, rentalTotal: number): CarExtra => ({
    code,
    name,
    group: 'Other',
    priceType: 'Extra',
    amount: rentalTotal,
    rentalTotal,
  });

  it.each([
    [1, 'Car rental, 1 day'],
    [2, 'Car rental, 2 days'],
    [30, 'Car rental, 30 days'],
  ])('%i day(s): the rental line reads “%s”', (days, label) => {
    expect(carBreakdown({ price: price() as CarPrice }, [], days).lines[0]).toEqual({ kind: 'BaseFare', label, amountMinor: 189_00 });
  });

  it.each([
    ['no fees, no extras', price(), [], ['BaseFare', 'Taxes'], 234_10],
    ['one-way', price({ oneWayFee: 150_00 }), [], ['BaseFare', 'Fee', 'Taxes'], 384_10],
    ['young driver', price({ youngDriverFee: 87_00 }), [], ['BaseFare', 'Fee', 'Taxes'], 321_10],
    [
      'both fees and two extras',
      price({ oneWayFee: 150_00, youngDriverFee: 87_00 }),
      [extra('NAV', 'GPS navigation', 44_97), extra('FUEL', 'Prepaid full tank', 75_00)],
      ['BaseFare', 'Fee', 'Fee', 'AddOn', 'AddOn', 'Taxes'],
      591_07,
    ],
    // A zero fee is no line at all.
    ['zero fees', price({ oneWayFee: 0, youngDriverFee: 0 }), [], ['BaseFare', 'Taxes'], 234_10],
  ] as const)('%s: lines of their kinds adding up to the total', (_name, p, extras, kinds, total) => {
    const b = carBreakdown({ price: p as CarPrice }, extras, 3);
    expect(b.lines.map((l) => l.kind)).toEqual(kinds);
    expect(b.totalMinor).toBe(total);
    expect(sum(b.lines)).toBe(b.totalMinor);
  });

  it('labels the fees as the email reads them, and each extra by its own name and its total for the rental', () => {
    const b = carBreakdown(
      { price: price({ oneWayFee: 150_00, youngDriverFee: 87_00 }) as CarPrice },
      [extra('CST', 'Child seat (toddler)', 41_97)],
      3,
    );
    expect(b.lines).toEqual([
      { kind: 'BaseFare', label: 'Car rental, 3 days', amountMinor: 189_00 },
      { kind: 'Fee', label: 'One-way fee', amountMinor: 150_00 },
      { kind: 'Fee', label: 'Young driver fee', amountMinor: 87_00 },
      { kind: 'AddOn', label: 'Child seat (toddler)', amountMinor: 41_97 },
      { kind: 'Taxes', label: 'Taxes and fees', amountMinor: 45_10 },
    ]);
  });
});

describe('priceCar', () => {
  it('prices the offer its id names, for its days, at the offer’s own total when no extra is chosen', () => {
    const p = priceCar(select(offerId()), now);
    expect(p.offer.offerId).toBe(offerId());
    expect(p.rentalDays).toBe(3);
    expect(p.extras).toEqual([]);
    expect(p.breakdown.totalMinor).toBe(p.offer.price.total);
    expect(sum(p.breakdown.lines)).toBe(p.breakdown.totalMinor);
    expect(p.terms.minimumAge).toBe(20);
  });

  it('adds each extra chosen at its total for the rental, in the order chosen', () => {
    const plain = priceCar(select(offerId()), now);
    const codes = plain.offer.extras
      .slice(0, 3)
      .map((e) => e.code)
      .reverse();
    const p = priceCar(select(offerId(), codes), now);
    expect(p.extras.map((e) => e.code)).toEqual(codes);
    const addOns = p.breakdown.lines.filter((l) => l.kind === 'AddOn');
    expect(addOns.map((l) => l.label)).toEqual(p.extras.map((e) => e.name));
    expect(addOns.map((l) => l.amountMinor)).toEqual(p.extras.map((e) => e.rentalTotal));
    expect(p.breakdown.totalMinor).toBe(p.offer.price.total + p.extras.reduce((n, e) => n + e.rentalTotal, 0));
    expect(sum(p.breakdown.lines)).toBe(p.breakdown.totalMinor);
  });

  it('has the one-way and young driver fees as lines of their own', () => {
    const p = priceCar(select(offerId({ to: 'SFO', age: 22 })), now);
    expect(p.offer.price.oneWayFee).toBeGreaterThan(0);
    expect(p.offer.price.youngDriverFee).toBeGreaterThan(0);
    expect(p.breakdown.lines.map((l) => l.label)).toEqual(['Car rental, 3 days', 'One-way fee', 'Young driver fee', 'Taxes and fees']);
    expect(p.breakdown.totalMinor).toBe(p.offer.price.total);
  });

  it('bills a rental of 24 hours and 29 minutes as one day, 24 hours and 30 minutes as two', () => {
    expect(priceCar(select(offerId({ dropoff: '202706111029' })), now).breakdown.lines[0]!.label).toBe('Car rental, 1 day');
    expect(priceCar(select(offerId({ dropoff: '202706111030' })), now).breakdown.lines[0]!.label).toBe('Car rental, 2 days');
  });

  it.each([
    ['a malformed id', 'c1-LAX'],
    ['an unknown airport', offerId({ from: 'QQQ' })],
    ['an unknown supplier', offerId({ supplier: 'QQ' })],
    ['a car the desk does not have', offerId({ index: 999 })],
    ['a date that does not exist', offerId({ pickup: '202702301000' })],
    ['a driver younger than the supplier rents to', offerId({ supplier: 'ZI', age: 20 })],
    ['a supplier with no desk at the drop-off', offerId({ to: 'SFO', supplier: 'ZT' })],
  ])('answers 404 NotFound for %s', (_name, id) => {
    expect(failure(() => priceCar(select(id), now))).toMatchObject({ status: 404, code: 'NotFound' });
  });

  it('answers 422 InvalidDates naming pickupDateTime for a pick-up that has passed', () => {
    expect(failure(() => priceCar(select(offerId({ pickup: '202705010800', dropoff: '202705031000' })), now))).toEqual({
      status: 422,
      code: 'InvalidDates',
      details: { fields: [{ path: 'pickupDateTime', message: expect.any(String) }] },
    });
  });

  it.each([
    ['before the pick-up', '202706091000'],
    ['at the pick-up', '202706101000'],
  ])('answers 422 InvalidDates naming dropoffDateTime for a drop-off %s', (_name, dropoff) => {
    expect(failure(() => priceCar(select(offerId({ dropoff })), now))).toEqual({
      status: 422,
      code: 'InvalidDates',
      details: { fields: [{ path: 'dropoffDateTime', message: expect.any(String) }] },
    });
  });

  it.each([
    ['a code no desk has', 'ZZZ'],
    // A ski rack goes on big cars only (index 2 at LAX's Hertz is a compact).
    ['a ski rack on a compact', 'SKI'],
  ])('answers 422 ValidationFailed naming selection.extras for %s', (_name, code) => {
    expect(priceCar(select(offerId()), now).offer.vehicle.size).not.toBe('Big');
    const err = failure(() => priceCar(select(offerId(), [code]), now));
    expect(err).toEqual({
      status: 422,
      code: 'ValidationFailed',
      details: { fields: [{ path: 'selection.extras', message: expect.stringContaining(code) }] },
    });
  });
});

describe('free cancellation as sold', () => {
  const SUPPLIERS = ['ZE', 'ZI', 'ET', 'ZL', 'ZD', 'AL', 'SX', 'ZT', 'ZR'];
  /** Every offer priceCar answers at `airport` at `at` for a pick-up on `pickupDay` at `time` local (back at 23:59). */
  function offersAt(airport: string, at: Date, pickupDay: string, time: string) {
    const date = pickupDay.replace(/-/g, '');
    const priced = [];
    for (const supplier of SUPPLIERS) {
      for (let index = 0; index < 20; index++) {
        const id = offerId({ from: airport, pickup: `${date}${time.replace(':', '')}`, dropoff: `${date}2359`, supplier, index });
        try {
          priced.push(priceCar(select(id), at));
        } catch (e) {
          if (!(e instanceof ApiFailure)) throw e;
        }
      }
    }
    return priced;
  }

  it.each([
    // [airport, now, pick-up day (local), pick-up time]: a pick-up three calendar days after the home
    // day (America/Toronto), where Conditional stays Conditional (offers.ts turns it PartiallyRefundable
    // closer than that, because "the 48-hour deadline may have passed already"). Far east of Toronto the
    // local pick-up day starts many hours earlier, so 48 hours before it can already be past.
    ['LAX', '2027-06-02T03:30:00Z', '2027-06-04', '00:30'],
    ['SYD', '2027-06-01T16:00:00Z', '2027-06-04', '00:30'],
    ['SYD', '2027-06-02T03:30:00Z', '2027-06-04', '00:30'],
    ['NRT', '2027-06-02T03:30:00Z', '2027-06-04', '00:30'],
  ])(
    'at %s, at %s, a pick-up on %s at %s: no offer promises a free cancellation deadline already passed',
    (airport, now, pickupDay, time) => {
      const at = new Date(now);
      const offers = offersAt(airport, at, pickupDay, time);
      expect(offers.length).toBeGreaterThan(10);
      const passed = offers
        .filter((p) => p.offer.cancellation.freeCancellationUntil !== null)
        .filter((p) => Date.parse(p.offer.cancellation.freeCancellationUntil!) <= at.getTime())
        .map((p) => `${p.offer.offerId} ${p.offer.cancellation.policy} until ${p.offer.cancellation.freeCancellationUntil}`);
      expect(passed).toEqual([]);
    },
  );
});
