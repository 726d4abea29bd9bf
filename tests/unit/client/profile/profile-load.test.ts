import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $contactInfo } from '../../../../src/lib/client/profile/contact.store';
import { $corporateUsers } from '../../../../src/lib/client/profile/corporate-users.store';
import { $flightPreferences, $hotelPreferences } from '../../../../src/lib/client/profile/preferences.store';
import {
  $favoritesAvailable,
  $marketplaceAvailable,
  $profileExperiments,
  $profileName,
  $profileUser,
  loadProfile,
  resetProfileStores,
} from '../../../../src/lib/client/profile/profile-load';
import { $travelers } from '../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { apiError, fakeApi, held, reply, sessionInfo, settle, signedIn } from './fake-api';

const firstFive = [
  'PUT /experiments/active',
  'GET /userInfo',
  'PUT /rewards/accounts',
  'GET /user/preference/hotel',
  'GET /user/preference/flight',
  'GET /customer/details',
  'PUT /flight/passengers/list',
];

const answers = {
  'PUT /experiments/active': reply(200, {
    experiments: [
      { id: 'favorites', variant: 'available' },
      { id: 'marketplace', variant: 'control' },
    ],
    trackingProperties: { exp_favorites: 'available' },
  }),
  'GET /userInfo': reply(200, { firstName: 'Cora', lastName: 'Lindqvist', email: 'cora@example.com' }),
  'PUT /rewards/accounts': reply(200, []),
  'GET /user/preference/hotel': reply(200, { value: null }),
  'GET /user/preference/flight': reply(200, { value: null }),
  'GET /customer/details': reply(200, { phoneNumber: '555', emailAddress: null }),
  'PUT /flight/passengers/list': reply(200, { value: [] }),
} as const;

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  api = fakeApi();
  resetProfileStores();
  stopSession = signedIn(null);
});
afterEach(() => stopSession());

describe('loadProfile (SPEC §7 first five calls)', () => {
  it('issues all of them before any answers', async () => {
    const gates = firstFive.map((route) => {
      const h = held();
      api.on(route, h.answer);
      return { route, release: h.release };
    });
    const loading = loadProfile();
    await settle();
    const issued = api.calls.map((c) => `${c.method} ${c.path}`);
    for (const route of firstFive) expect(issued).toContain(route);
    expect($travelers.get().state).toBe(CallState.InProcess);
    expect($hotelPreferences.get().load).toBe(CallState.InProcess);
    expect($flightPreferences.get().load).toBe(CallState.InProcess);
    expect($contactInfo.get().state).toBe(CallState.InProcess);
    expect($profileUser.get().state).toBe(CallState.InProcess);
    expect($rewards.get().state).toBe(CallState.InProcess);
    expect($profileExperiments.get()).toEqual({ kind: 'Loading' });

    for (const g of gates) g.release(answers[g.route as keyof typeof answers]);
    await loading;
    expect($travelers.get().state).toBe(CallState.Success);
    expect($hotelPreferences.get().load).toBe(CallState.Success);
    expect($flightPreferences.get().load).toBe(CallState.Success);
    expect($contactInfo.get().state).toBe(CallState.Success);
    expect($profileUser.get()).toEqual({
      state: CallState.Success,
      user: { firstName: 'Cora', lastName: 'Lindqvist', email: 'cora@example.com' },
    });
    expect($rewards.get().state).toBe(CallState.Success);
    expect($favoritesAvailable.get()).toBe(true);
    expect($marketplaceAvailable.get()).toBe(false);
    expect($profileName.get()).toEqual({ firstName: 'Cora', lastName: 'Lindqvist' });
    expect(api.callsTo('PUT /users/list')).toHaveLength(0);
  });

  it('one failed call does not stop the others; failed experiments resolve to none', async () => {
    for (const [route, answer] of Object.entries(answers)) api.on(route, answer);
    api.on('PUT /experiments/active', apiError(500, 'Internal', 'boom'));
    api.on('GET /customer/details', apiError(500, 'Internal', 'boom'));
    await loadProfile();
    expect($profileExperiments.get()).toEqual({ kind: 'Resolved', experiments: [], trackingProperties: {} });
    expect($favoritesAvailable.get()).toBe(false);
    expect($contactInfo.get().state).toBe(CallState.Failed);
    expect($travelers.get().state).toBe(CallState.Success);
  });

  it('a corporate session uses the corporate experiments and loads the company users', async () => {
    stopSession();
    stopSession = signedIn(sessionInfo({ customerType: 'Corporate', tenant: 'corporate' }));
    for (const [route, answer] of Object.entries(answers)) api.on(route, answer);
    api.on('PUT /experiments/cotb/active', reply(200, { experiments: [], trackingProperties: {} }));
    api.on('PUT /users/list', reply(200, { value: [{ id: 'user-1', firstName: 'Cora', lastName: 'Lindqvist', defaultTravelerId: null }] }));
    await loadProfile();
    expect(api.callsTo('PUT /experiments/cotb/active')).toHaveLength(1);
    expect(api.callsTo('PUT /experiments/active')).toHaveLength(0);
    expect($corporateUsers.get().state).toBe(CallState.Success);
  });

  it('the name falls back to the session while /userInfo has not answered', () => {
    stopSession();
    stopSession = signedIn(sessionInfo({ userInfo: { firstName: 'Ana', lastName: 'Diaz', email: 'a@example.com' } }));
    expect($profileName.get()).toEqual({ firstName: 'Ana', lastName: 'Diaz' });
  });
});

describe('resetProfileStores (micro-frontend unmount, SPEC §1)', () => {
  it('returns every profile store to its initial state and ignores answers that arrive later', async () => {
    for (const [route, answer] of Object.entries(answers)) api.on(route, answer);
    await loadProfile();
    const gates = firstFive.map((route) => {
      const h = held();
      api.on(route, h.answer);
      return { route, release: h.release };
    });
    const loading = loadProfile();
    await settle();
    resetProfileStores();
    const initial = () => ({
      travelers: $travelers.get(),
      hotel: $hotelPreferences.get(),
      flight: $flightPreferences.get(),
      contact: $contactInfo.get().state,
      user: $profileUser.get(),
      experiments: $profileExperiments.get(),
      users: $corporateUsers.get(),
    });
    const expected = {
      travelers: { state: CallState.NotCalled, list: [] },
      hotel: expect.objectContaining({ load: CallState.NotCalled, update: CallState.NotCalled, saved: null }),
      flight: expect.objectContaining({ load: CallState.NotCalled, update: CallState.NotCalled, saved: null }),
      contact: CallState.NotCalled,
      user: { state: CallState.NotCalled, user: null },
      experiments: { kind: 'Loading' },
      users: { state: CallState.NotCalled, users: [] },
    };
    expect(initial()).toEqual(expected);
    for (const g of gates) g.release(answers[g.route as keyof typeof answers]);
    await loading;
    await settle();
    expect(initial()).toEqual(expected);
  });
});
