import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $resend, resendConfirmation } from '../../../src/lib/client/resend-confirmation.store';
import { apiError, fakeApi, held, reply, settle } from './profile/fake-api';

const ID = '11111111-1111-4111-8111-111111111111';
const RESEND = `POST /trips/${ID}/resendConfirmation`;

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi('/flights/book/confirm/');
  $resend.set({ tripId: '', call: { state: 'NotCalled' } });
});
afterEach(() => cleanStores($resend));

describe('resendConfirmation', () => {
  it('goes InProcess → Success with the address, and asks once while in process', async () => {
    const call = held();
    api.on(RESEND, call.answer);
    const first = resendConfirmation(ID);
    void resendConfirmation(ID);
    expect($resend.get()).toEqual({ tripId: ID, call: { state: 'InProcess' } });
    call.release(reply(202, { sentTo: 'ada@example.com' }));
    await first;
    await settle();
    expect($resend.get()).toEqual({ tripId: ID, call: { state: 'Success', sentTo: 'ada@example.com' } });
    expect(api.callsTo(RESEND)).toHaveLength(1);
  });

  it.each([
    [
      'a wait, with the seconds left',
      apiError(429, 'ExcessiveActivity', 'Wait', { retryAfterSeconds: 90 }),
      { reason: 'Wait', retryAfterSeconds: 90 },
    ],
    ['nothing to send (409)', apiError(409, 'AlreadyCanceled', 'Canceled'), { reason: 'NotSendable' }],
    ['anything else', apiError(500, 'Internal', 'Oops'), { reason: 'Error' }],
  ])('says %s', async (_, answer, failed) => {
    api.on(RESEND, answer);
    await resendConfirmation(ID);
    expect($resend.get()).toEqual({ tripId: ID, call: { state: 'Failed', ...failed } });
  });
});
