import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TravelerEditRequestSchema, TravelerEditRequestsSchema } from '../../src/lib/domain/booking/traveler-edit.schema';
import { travelerEditRequests } from '../../src/server/db/schema';
import { basic, cancelHelpers, refundable } from './helpers/cancel';
import { createTestContext, type Client, type TestContext } from './helpers/context';
import { expectError, mutableClock } from './helpers/http';
import { outboxPayloads } from './helpers/outbox';

// Trips → Travelers → request a correction (SPEC §2 Trips modals): stored for our agents, once per
// traveler and field, acknowledged by email; never another user's booking; never after departure.

const DAY = 24 * 3_600_000;
const clock = mutableClock();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionTtlMinutes: 60 * 24 * 90 }, clock.now);
});
afterAll(() => ctx.close());
const db = () => ctx.database.db;
const { buyer, booked, quote, cancel } = cancelHelpers(() => ctx, clock);

const send = (c: Client, id: string, body: unknown) => c.request('POST', `/api/v0/trips/${id}/travelerEditRequests`, body);
const list = async (c: Client, id: string) => {
  const res = await c.request('GET', `/api/v0/trips/${id}/travelerEditRequests`);
  expect(res.status).toBe(200);
  return TravelerEditRequestsSchema.parse(await res.json()).requests;
};

describe('traveler correction requests', () => {
  it('a name spelled wrong: stored as a Correction, acknowledged by email, listed; the same again is refused under 10 concurrent tries', async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    const body = { traveler: 0, field: 'Name', correction: 'Ada Lovelacé', note: ' As on the passport ' };
    const tries = await Promise.all(Array.from({ length: 10 }, () => send(b.client, trip.id, body)));
    expect(tries.map((r) => r.status).sort()).toEqual([201, ...Array<number>(9).fill(409)]);
    const created = TravelerEditRequestSchema.parse(await tries.find((r) => r.status === 201)!.json());
    expect(created).toMatchObject({
      traveler: 0,
      field: 'Name',
      correction: 'Ada Lovelacé',
      note: 'As on the passport',
      nameCorrection: 'Correction',
      state: 'Received',
    });
    await expectError(
      tries.find((r) => r.status === 409)!,
      409,
      'AlreadyRequested',
    );
    expect(await list(b.client, trip.id)).toEqual([created]);
    expect(await outboxPayloads(db(), 'TravelerEditRequested', trip.id)).toEqual([
      expect.objectContaining({
        requestId: created.id,
        traveler: 'Ada Lovelace',
        field: 'Name',
        correction: 'Ada Lovelacé',
        nameCorrection: 'Correction',
      }),
    ]);

    // Another detail of the same traveler is another request; a new name is a NameChange.
    clock.advance(60_000);
    const dob = await send(b.client, trip.id, { traveler: 0, field: 'DateOfBirth', correction: '1985-12-11' });
    expect(dob.status).toBe(201);
    expect(await dob.json()).toMatchObject({ nameCorrection: null });
    await db().update(travelerEditRequests).set({ state: 'Done' }).where(eq(travelerEditRequests.id, created.id));
    clock.advance(60_000);
    const renamed = await send(b.client, trip.id, { traveler: 0, field: 'Name', correction: 'Augusta Ada King' });
    expect(renamed.status).toBe(201);
    expect(await renamed.json()).toMatchObject({ nameCorrection: 'NameChange' });
    expect((await list(b.client, trip.id)).map((r) => r.field)).toEqual(['Name', 'DateOfBirth', 'Name']);
  });

  it('bad input answers 400 or 422 naming the field; nothing is stored', async () => {
    const b = await buyer();
    const trip = await booked(b, basic);
    for (const body of [
      { traveler: 0, field: 'Name', correction: '   ' },
      { traveler: 0, field: 'Passport', correction: 'X' },
      { traveler: -1, field: 'Name', correction: 'Ada' },
      { traveler: 0, field: 'Name', correction: 'A'.repeat(101) },
      { traveler: 0, field: 'Other', correction: 'x', note: 'n'.repeat(501) },
      { traveler: 0, field: 'Name', correction: 'Ada\u0000' },
    ]) {
      expect((await send(b.client, trip.id, body)).status, JSON.stringify(body)).toBe(400);
    }
    const res = await send(b.client, trip.id, { traveler: 3, field: 'Name', correction: 'Ada' });
    const err = await expectError(res, 422, 'ValidationFailed');
    expect(JSON.stringify(err)).toContain('"path":"traveler"');
    expect(await list(b.client, trip.id)).toEqual([]);
  });

  it("another user's booking answers 404 to both, and shows nothing of its requests", async () => {
    const owner = await buyer();
    const trip = await booked(owner, basic);
    expect((await send(owner.client, trip.id, { traveler: 0, field: 'Gender', correction: 'F' })).status).toBe(201);
    const other = await buyer();
    await expectError(await send(other.client, trip.id, { traveler: 0, field: 'Name', correction: 'Eve' }), 404, 'NotFound');
    await expectError(await other.client.request('GET', `/api/v0/trips/${trip.id}/travelerEditRequests`), 404, 'NotFound');
    expect(await list(owner.client, trip.id)).toHaveLength(1);
  });

  it('a cancelled booking and a trip that has left refuse, with the reason', async () => {
    const b = await buyer();
    const gone = await booked(b, refundable);
    const q = await quote(b.client, gone.id);
    if (q.kind !== 'Cancelable') throw new Error('expected a refundable fare');
    expect((await cancel(b.client, gone.id, q.refund.refundMinor)).status).toBe(200);
    const refused = await expectError(
      await send(b.client, gone.id, { traveler: 0, field: 'Name', correction: 'Ada' }),
      409,
      'TravelerEditNotAllowed',
    );
    expect(refused.details).toMatchObject({ reason: 'NotConfirmed' });

    const flown = await booked(b, basic, {}, [], 30);
    clock.advance(31 * DAY);
    const late = await expectError(
      await send(b.client, flown.id, { traveler: 0, field: 'Name', correction: 'Ada' }),
      409,
      'TravelerEditNotAllowed',
    );
    expect(late.details).toMatchObject({ reason: 'Departed' });
  });
});
