import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { $corporateUsers, loadCorporateUsers } from '../../../../src/lib/client/profile/corporate-users.store';
import { resetProfileStores } from '../../../../src/lib/client/profile/profile-load';
import {
  $selectedTravelerIds,
  $travelerPlaceholder,
  $travelers,
  $travelerSetting,
  $travelersWithPlaceholder,
  loadTravelers,
  saveTraveler,
  setDefaultTraveler,
  setTravelerHidden,
} from '../../../../src/lib/client/profile/travelers.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { apiError, fakeApi, history, reply, sessionInfo, signedIn } from './fake-api';
import { inputOf, list, traveler, zoe, ann } from './traveler-fixtures';

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  api = fakeApi();
  resetProfileStores();
  stopSession = signedIn(null);
});
afterEach(() => stopSession());

describe('default and hidden travelers (SPEC §4, §6)', () => {
  beforeEach(async () => {
    api.on('PUT /flight/passengers/list', list(zoe, ann));
    await loadTravelers();
  });

  it.each([
    [true, 'PUT /passengers/hide'],
    [false, 'PUT /passengers/show'],
  ] as const)('hidden=%s calls %s, then reloads the list', async (hidden, route) => {
    api.on(route, reply(200, {}));
    const states = history($travelerSetting, (s) => s);
    expect(await setTravelerHidden('t-ann', hidden)).toEqual({ kind: 'Done' });
    expect(api.callsTo(route)[0]?.body).toEqual({ travelerId: 't-ann' });
    expect(states.values).toEqual([
      { state: CallState.InProcess, travelerId: 't-ann' },
      { state: CallState.Success, travelerId: 't-ann' },
    ]);
    expect(api.callsTo('PUT /flight/passengers/list')).toHaveLength(2);
    states.stop();
  });

  it('a failed toggle sets Failed for that traveler and reloads nothing', async () => {
    api.on('PUT /passengers/hide', apiError(403, 'Forbidden', 'Default and private travelers belong to company travel accounts.'));
    const result = await setTravelerHidden('t-zoe', true);
    expect(result).toEqual({ kind: 'Failed', message: 'Default and private travelers belong to company travel accounts.' });
    expect($travelerSetting.get()).toEqual({ state: CallState.Failed, travelerId: 't-zoe' });
    expect(api.callsTo('PUT /flight/passengers/list')).toHaveLength(1);
  });

  it('assigning a default reloads travelers and, when in use, the company users', async () => {
    api.on('PUT /users/list', reply(200, { value: [{ id: 'u-2', firstName: 'Bo', lastName: 'Ek', defaultTravelerId: null }] }));
    await loadCorporateUsers();
    api.on('PUT /passengers/assign_default', reply(200, { userId: 'u-2', defaultTravelerId: 't-ann' }));
    api.on('PUT /users/list', reply(200, { value: [{ id: 'u-2', firstName: 'Bo', lastName: 'Ek', defaultTravelerId: 't-ann' }] }));
    expect(await setDefaultTraveler('t-ann', 'u-2')).toEqual({ kind: 'Done' });
    expect(api.callsTo('PUT /passengers/assign_default')[0]?.body).toEqual({ travelerId: 't-ann', userId: 'u-2' });
    expect(api.callsTo('PUT /flight/passengers/list')).toHaveLength(2);
    expect($corporateUsers.get().users[0]?.defaultTravelerId).toBe('t-ann');
  });

  it('does not load company users that were never asked for', async () => {
    api.on('PUT /passengers/assign_default', reply(200, {}));
    await setDefaultTraveler('t-ann', 'user-1');
    expect(api.callsTo('PUT /users/list')).toHaveLength(0);
  });
});

describe('corporate users', () => {
  it('has its own call state: NotCalled → InProcess → Success', async () => {
    const users = [{ id: 'u-1', firstName: 'Cora', lastName: 'Lindqvist', defaultTravelerId: 't-1' }];
    api.on('PUT /users/list', reply(200, { value: users }));
    expect($corporateUsers.get().state).toBe(CallState.NotCalled);
    const states = history($corporateUsers, (s) => s.state);
    await loadCorporateUsers();
    expect(states.values).toEqual([CallState.InProcess, CallState.Success]);
    expect($corporateUsers.get().users).toEqual(users);
    expect($travelers.get().state).toBe(CallState.NotCalled);
    states.stop();
  });

  it('a failure sets Failed and empties the list', async () => {
    api.on('PUT /users/list', apiError(500, 'Internal', 'boom'));
    await loadCorporateUsers();
    expect($corporateUsers.get()).toEqual({ state: CallState.Failed, users: [] });
  });
});

describe('ghost users get a placeholder (SPEC §3, §6)', () => {
  beforeEach(() => {
    stopSession();
    stopSession = signedIn(sessionInfo({ userId: 'user-1', customerType: 'Corporate', tenant: 'corporate' }));
  });

  it('adds a placeholder, kept across reloads, while the list says isGhostUser', async () => {
    api.on('PUT /flight/passengers/list', reply(200, { value: [zoe], isGhostUser: true }));
    await loadTravelers();
    const placeholder = $travelerPlaceholder.get();
    expect(placeholder).toMatchObject({
      gender: 'M',
      dateOfBirth: '1870-01-01',
      frequentFlyer: {},
      hotelLoyalty: {},
      isMissingInfo: true,
      givenName: 'Cora',
      surname: 'Lindqvist',
      linkedDEUserId: 'user-1',
    });
    expect(placeholder?.id).toBeTruthy();
    expect($travelersWithPlaceholder.get()).toEqual([placeholder, zoe]);
    await loadTravelers();
    expect($travelerPlaceholder.get()?.id).toBe(placeholder?.id);
  });

  it('no placeholder when the user has a profile', async () => {
    api.on('PUT /flight/passengers/list', reply(200, { value: [zoe], isGhostUser: false }));
    await loadTravelers();
    expect($travelerPlaceholder.get()).toBeNull();
    expect($travelersWithPlaceholder.get()).toEqual([zoe]);
  });

  it('saving the placeholder creates a traveler (no id sent) and makes it the default', async () => {
    api.on('PUT /flight/passengers/list', reply(200, { value: [], isGhostUser: true }));
    await loadTravelers();
    const placeholder = $travelerPlaceholder.get()!;
    const created = traveler('t-cora', 'Cora', 'Lindqvist', { dateOfBirth: '1985-02-03', isDefaultProfile: true });
    api.on('PUT /flight/passengers/update', reply(200, created));
    api.on('PUT /passengers/assign_default', reply(200, {}));
    api.on('PUT /flight/passengers/list', reply(200, { value: [created], isGhostUser: false }));
    const result = await saveTraveler({ ...inputOf(placeholder), dateOfBirth: '1985-02-03', gender: 'F' });
    expect(result).toEqual({ kind: 'Saved', traveler: created });
    expect(api.callsTo('PUT /flight/passengers/update')[0]?.body).not.toHaveProperty('id');
    expect(api.callsTo('PUT /passengers/assign_default')[0]?.body).toEqual({ travelerId: 't-cora', userId: 'user-1' });
    expect($travelerPlaceholder.get()).toBeNull();
    expect($travelersWithPlaceholder.get()).toEqual([created]);
    expect($selectedTravelerIds.get()).toEqual(['t-cora']);
  });

  it('a failed load drops the placeholder with the list', async () => {
    api.on('PUT /flight/passengers/list', reply(200, { value: [], isGhostUser: true }), apiError(500, 'Internal', 'boom'));
    await loadTravelers();
    await loadTravelers();
    expect($travelerPlaceholder.get()).toBeNull();
    expect($travelersWithPlaceholder.get()).toEqual([]);
  });
});
