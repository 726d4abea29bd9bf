// An experience priced for booking (services/booking/experiences/pricing.ts): the day's slots less
// the places bookings hold (lessBooked), the places a party takes (placesFor: travelers, or groups
// for a per-group price), and the lines the traveler pays (experienceBreakdown), which always add up
// to the slot's price for the party.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PartyPrice, Slot } from '../../../src/lib/domain/experiences/experiences.schema';
import { experienceBreakdown, lessBooked, placesFor } from '../../../src/server/services/booking/experiences/pricing';

const price = (total = 120_00): PartyPrice => ({ total, lines: [{ unit: 'Adult', count: 2, unitPrice: total / 2, subtotal: total }] });
const slot = (slotId: string, remaining: number, status: Slot['status'] = remaining === 0 ? 'SoldOut' : 'Available'): Slot => ({
  slotId,
  startTime: slotId.slice(-5),
  timeOfDay: 'Morning',
  startsAt: `2027-06-10T${slotId.slice(-5)}:00.000Z`,
  remaining,
  status,
  price: price(),
});
const A = 'e895-1@2027-06-10T09:00';
const B = 'e895-1@2027-06-10T10:00';
const C = 'e895-1@2027-06-10T11:00';

describe('lessBooked', () => {
  it('takes off each slot’s own booked places, and leaves the others’ as they were', () => {
    const slots = [slot(A, 20), slot(B, 10), slot(C, 5)];
    const out = lessBooked(slots, new Map([[A, 7]]), 2);
    expect(out.map((s) => [s.slotId, s.remaining, s.status])).toEqual([
      [A, 13, 'Available'],
      [B, 10, 'Available'],
      [C, 5, 'Available'],
    ]);
    // Everything else of a slot is kept: its price, start and time of day.
    expect(out[0]).toEqual({ ...slots[0], remaining: 13 });
  });

  it('says SoldOut at no place left, TooFewPlaces below the party’s places, Available from them', () => {
    const slots = [slot(A, 4), slot(B, 4), slot(C, 4)];
    const out = lessBooked(
      slots,
      new Map([
        [A, 4],
        [B, 2],
        [C, 1],
      ]),
      3,
    );
    expect(out.map((s) => [s.remaining, s.status])).toEqual([
      [0, 'SoldOut'],
      [2, 'TooFewPlaces'],
      [3, 'Available'],
    ]);
  });

  it('never goes below zero, even when more places are held than the simulator seeds now', () => {
    expect(lessBooked([slot(A, 3)], new Map([[A, 5]]), 1)[0]).toMatchObject({ remaining: 0, status: 'SoldOut' });
  });

  it('with nothing booked answers the same slots (statuses for the same party)', () => {
    const slots = [slot(A, 0), slot(B, 1, 'TooFewPlaces'), slot(C, 30)];
    expect(lessBooked(slots, new Map(), 2)).toEqual(slots);
  });

  it('does not change the slots it was given', () => {
    const slots = [slot(A, 8)];
    const copy = structuredClone(slots);
    lessBooked(slots, new Map([[A, 8]]), 1);
    expect(slots).toEqual(copy);
  });

  it('keeps a closed slot NotBookable: places freeing up never reopen it', () => {
    const closed = slot(A, 6, 'NotBookable');
    expect(lessBooked([closed], new Map(), 1)[0]!.status).toBe('NotBookable');
    expect(lessBooked([closed], new Map([[A, 6]]), 1)[0]!.status).toBe('NotBookable');
  });

  // SlotSchema: `remaining` is the places left, 0 when sold out. A slot closed for the party
  // (within its last hour, same day, adults only) shows them too.
  it('a closed slot shows its places left after bookings too', () => {
    expect(lessBooked([slot(A, 6, 'NotBookable')], new Map([[A, 6]]), 1)[0]).toMatchObject({ remaining: 0, status: 'NotBookable' });
  });

  it('for any seeded places, bookings and party: remaining is what is left, never negative, and the status follows it', () => {
    fc.assert(
      fc.property(fc.nat(60), fc.nat(80), fc.integer({ min: 1, max: 15 }), (seeded, held, needed) => {
        const [out] = lessBooked([slot(A, seeded)], new Map([[A, held]]), needed);
        const left = Math.max(0, seeded - held);
        expect(out!.remaining).toBe(left);
        expect(out!.status).toBe(left === 0 ? 'SoldOut' : left < needed ? 'TooFewPlaces' : 'Available');
      }),
    );
  });
});

describe('placesFor', () => {
  const perPerson = { pricing: { kind: 'PerPerson' as const, prices: [{ band: 'Adult' as const, price: 50_00 }] } };
  const perGroup = (maxGroupSize: number) => ({ pricing: { kind: 'PerGroup' as const, groupPrice: 300_00, maxGroupSize } });

  it.each([1, 2, 7, 15])('a per-person experience takes a place per traveler: %i', (n) => {
    expect(placesFor(perPerson, n)).toBe(n);
  });

  it.each([
    [5, 1, 1],
    [5, 4, 1],
    [5, 5, 1],
    [5, 6, 2],
    [5, 10, 2],
    [5, 11, 3],
    [4, 15, 4],
    [8, 15, 2],
  ])('a per-group experience of groups up to %i takes, for %i travelers, %i places', (max, size, places) => {
    expect(placesFor(perGroup(max), size)).toBe(places);
  });
});

describe('experienceBreakdown', () => {
  it('has a line per age band of the party, labelled by band and count, in the price’s order, adding up to its total', () => {
    const p: PartyPrice = {
      total: 36_00 + 2 * 60_00 + 53_00 + 0,
      lines: [
        { unit: 'Infant', count: 1, unitPrice: 0, subtotal: 0 },
        { unit: 'Child', count: 1, unitPrice: 36_00, subtotal: 36_00 },
        { unit: 'Adult', count: 2, unitPrice: 60_00, subtotal: 120_00 },
        { unit: 'Senior', count: 1, unitPrice: 53_00, subtotal: 53_00 },
      ],
    };
    const b = experienceBreakdown(p);
    expect(b).toEqual({
      lines: [
        { kind: 'BaseFare', label: 'Infant × 1', amountMinor: 0 },
        { kind: 'BaseFare', label: 'Child × 1', amountMinor: 36_00 },
        { kind: 'BaseFare', label: 'Adult × 2', amountMinor: 120_00 },
        { kind: 'BaseFare', label: 'Senior × 1', amountMinor: 53_00 },
      ],
      totalMinor: 209_00,
    });
    expect(b.lines.reduce((n, l) => n + l.amountMinor, 0)).toBe(b.totalMinor);
  });

  it('has one line for the groups of a per-group price', () => {
    const p: PartyPrice = { total: 2 * 310_00, lines: [{ unit: 'Group', count: 2, unitPrice: 310_00, subtotal: 620_00 }] };
    expect(experienceBreakdown(p)).toEqual({ lines: [{ kind: 'BaseFare', label: 'Group × 2', amountMinor: 620_00 }], totalMinor: 620_00 });
  });

  it('for any party price the simulator writes, the lines add up to the total', () => {
    const bands = ['Adult', 'Senior', 'Youth', 'Child', 'Infant', 'Traveler'] as const;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ unit: fc.constantFrom(...bands), count: fc.integer({ min: 1, max: 15 }), dollars: fc.nat(2_000) }), {
          selector: (l) => l.unit,
          minLength: 1,
          maxLength: 6,
        }),
        (parts) => {
          const lines = parts.map((l) => ({
            unit: l.unit,
            count: l.count,
            unitPrice: l.dollars * 100,
            subtotal: l.dollars * 100 * l.count,
          }));
          const total = lines.reduce((n, l) => n + l.subtotal, 0);
          const b = experienceBreakdown({ total, lines });
          expect(b.totalMinor).toBe(total);
          expect(b.lines.reduce((n, l) => n + l.amountMinor, 0)).toBe(total);
          expect(b.lines.map((l) => l.label)).toEqual(lines.map((l) => `${l.unit} × ${l.count}`));
        },
      ),
    );
  });
});
