import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $contactInfo, loadContactInfo } from '../../../../src/lib/client/profile/contact.store';
import { resetProfileStores } from '../../../../src/lib/client/profile/profile-load';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { apiError, fakeApi, history, reply, sessionInfo, signedIn } from './fake-api';

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  api = fakeApi();
  resetProfileStores();
  stopSession = signedIn(sessionInfo({ userInfo: { firstName: 'Cora', lastName: 'Lindqvist', email: 'cora@example.com' } }));
});
afterEach(() => stopSession());

describe('contact information (SPEC §2, §3)', () => {
  it('NotCalled → InProcess → Success with the issuer phone number and email', async () => {
    api.on('GET /customer/details', reply(200, { phoneNumber: '+1 416 555 0100', emailAddress: 'c.lindqvist@issuer.example' }));
    expect($contactInfo.get().state).toBe(CallState.NotCalled);
    const states = history($contactInfo, (c) => c.state);
    await loadContactInfo();
    expect(states.values).toEqual([CallState.InProcess, CallState.Success]);
    expect($contactInfo.get().info).toEqual({ phoneNumber: '+1 416 555 0100', emailAddress: 'c.lindqvist@issuer.example' });
    states.stop();
  });

  it("falls back to the session's email when the issuer has none; an empty phone stays empty", async () => {
    api.on('GET /customer/details', reply(200, { phoneNumber: ' ', emailAddress: null }));
    await loadContactInfo();
    expect($contactInfo.get().info).toEqual({ phoneNumber: null, emailAddress: 'cora@example.com' });
  });

  it('without a session an empty email stays empty', async () => {
    stopSession();
    stopSession = signedIn(null);
    api.on('GET /customer/details', reply(200, { phoneNumber: null, emailAddress: null }));
    await loadContactInfo();
    expect($contactInfo.get().info).toEqual({ phoneNumber: null, emailAddress: null });
  });

  it('a failure sets Failed', async () => {
    api.on('GET /customer/details', apiError(500, 'Internal', 'boom'));
    await loadContactInfo();
    expect($contactInfo.get()).toMatchObject({ state: CallState.Failed, details: null });
  });
});
