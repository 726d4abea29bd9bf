import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetProfileStores } from '../../../../src/lib/client/profile/profile-load';
import {
  $selectedTravelerIds,
  $travelers,
  deleteTraveler,
  loadTravelers,
  saveTraveler,
  selectTravelers,
} from '../../../../src/lib/client/profile/travelers.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import type { TravelerInput } from '../../../../src/lib/domain/profile/travelers.schema';
import { apiError, fakeApi, held, history, reply, settle, signedIn } from './fake-api';
import { ann, annB, inputOf, list, traveler, zoe } from './traveler-fixtures';

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  api = fakeApi();
  resetProfileStores();
  stopSession = signedIn(null);
});
afterEach(() => stopSession());

describe('loading travelers (SPEC §4)', () => {
  it('goes NotCalled → InProcess → Success and sorts by given name, then surname', async () => {
    api.on('PUT /flight/passengers/list', list(zoe, ann, annB));
    expect($travelers.get()).toEqual({ state: CallState.NotCalled, list: [] });
    const states = history($travelers, (t) => t.state);
    await loadTravelers();
    expect(states.values).toEqual([CallState.InProcess, CallState.Success]);
    expect($travelers.get().list.map((t) => t.id)).toEqual(['t-ann-b', 't-ann', 't-zoe']);
    states.stop();
  });

  it('a failed load sets Failed and empties the list', async () => {
    api.on('PUT /flight/passengers/list', list(zoe, ann), apiError(500, 'Internal', 'boom'));
    await loadTravelers();
    expect($travelers.get().list).toHaveLength(2);
    const states = history($travelers, (t) => t.state);
    await loadTravelers();
    expect(states.values).toEqual([CallState.InProcess, CallState.Failed]);
    expect($travelers.get()).toEqual({ state: CallState.Failed, list: [] });
    states.stop();
  });

  it('an older answer arriving after a newer one does not replace it', async () => {
    const slow = held();
    api.on('PUT /flight/passengers/list', slow.answer, list(zoe));
    const first = loadTravelers();
    await loadTravelers();
    slow.release(list(ann, annB));
    await first;
    expect($travelers.get()).toEqual({ state: CallState.Success, list: [zoe] });
  });
});

describe('saveTraveler (SPEC §4, §5)', () => {
  beforeEach(async () => {
    api.on('PUT /flight/passengers/list', list(zoe, ann));
    await loadTravelers();
  });

  it('skips the call when nothing changed', async () => {
    const before = api.calls.length;
    // Key order, blank optional fields and an emptied membership do not count as changes.
    const same: TravelerInput = { ...inputOf(ann), knownTravelerNumber: '  ', frequentFlyer: { AA: 'ABC123', DL: '' } };
    expect(await saveTraveler(same)).toEqual({ kind: 'Unchanged' });
    expect(api.calls.length).toBe(before);
    expect($travelers.get().state).toBe(CallState.Success);
  });

  it('sends the prepared traveler, reloads the list and selects only the saved one', async () => {
    const edited = { ...ann, surname: 'Young-Park' };
    api.on('PUT /flight/passengers/update', reply(200, edited));
    api.on('PUT /flight/passengers/list', list(zoe, edited));
    selectTravelers(['t-zoe', 't-ann']);
    const states = history($travelers, (t) => t.state);
    const result = await saveTraveler({
      ...inputOf(ann),
      surname: ' Young-Park ',
      frequentFlyer: { AA: 'ABC123', DL: '' },
      passport: { countryOfIssue: 'C', number: 'X', expiration: '' },
    });
    expect(result).toEqual({ kind: 'Saved', traveler: edited });
    const [update] = api.callsTo('PUT /flight/passengers/update');
    expect(update?.body).toEqual({
      id: 't-ann',
      givenName: 'Ann',
      surname: 'Young-Park',
      gender: 'F',
      dateOfBirth: '1990-04-12',
      assistance: [],
      frequentFlyer: { AA: 'ABC123' },
      hotelLoyalty: {},
    });
    expect(states.values).toEqual([CallState.InProcess, CallState.InProcess, CallState.Success]);
    expect(api.callsTo('PUT /flight/passengers/list')).toHaveLength(2);
    expect($travelers.get().list).toEqual([edited, zoe]);
    expect($selectedTravelerIds.get()).toEqual(['t-ann']);
    states.stop();
  });

  it('a new traveler (no id) is created and becomes the only selection', async () => {
    const created = traveler('t-new', 'Bea', 'Roy');
    api.on('PUT /flight/passengers/update', reply(200, created));
    api.on('PUT /flight/passengers/list', list(zoe, ann, created));
    const input = inputOf(created);
    delete input.id;
    expect(await saveTraveler(input)).toEqual({ kind: 'Saved', traveler: created });
    expect(api.callsTo('PUT /flight/passengers/update')[0]?.body).not.toHaveProperty('id');
    expect($selectedTravelerIds.get()).toEqual(['t-new']);
  });

  it('checks the names before calling: a missing one comes back keyed by path, nothing is sent', async () => {
    const result = await saveTraveler({ ...inputOf(ann), givenName: '  ', surname: 'Other' });
    expect(result).toEqual({ kind: 'Invalid', fieldErrors: { givenName: 'Enter the given name.' } });
    expect(api.callsTo('PUT /flight/passengers/update')).toHaveLength(0);
    expect($travelers.get().state).toBe(CallState.Success);
  });

  it('leaves the rest to the API: its 400 field details come back keyed by path, the first message per field', async () => {
    api.on(
      'PUT /flight/passengers/update',
      apiError(400, 'ValidationFailed', 'knownTravelerNumber: A Known Traveler Number has 8 to 10 letters and digits.', {
        fields: [
          { path: 'knownTravelerNumber', message: 'A Known Traveler Number has 8 to 10 letters and digits.' },
          { path: 'extras.bad key', message: 'A field name can only contain letters and digits.' },
          { path: 'extras.bad key', message: 'A later message for the same field.' },
        ],
      }),
    );
    const result = await saveTraveler({ ...inputOf(ann), knownTravelerNumber: '12', extras: { 'bad key': 'x' } });
    expect(result).toEqual({
      kind: 'Invalid',
      fieldErrors: {
        knownTravelerNumber: 'A Known Traveler Number has 8 to 10 letters and digits.',
        'extras.bad key': 'A field name can only contain letters and digits.',
      },
    });
    expect(api.callsTo('PUT /flight/passengers/update')[0]?.body).toMatchObject({ knownTravelerNumber: '12', extras: { 'bad key': 'x' } });
    expect($travelers.get().state).toBe(CallState.Failed);
    expect($travelers.get().list).toHaveLength(2);
  });

  it("maps the API's 422 field details to field errors and sets Failed", async () => {
    api.on(
      'PUT /flight/passengers/update',
      apiError(422, 'ValidationFailed', 'Enter a date of birth between 1900-01-01 and today.', {
        fields: [{ path: 'dateOfBirth', message: 'Enter a date of birth between 1900-01-01 and today.' }],
      }),
    );
    const result = await saveTraveler({ ...inputOf(ann), dateOfBirth: '1899-12-31' });
    expect(result).toEqual({ kind: 'Invalid', fieldErrors: { dateOfBirth: 'Enter a date of birth between 1900-01-01 and today.' } });
    expect($travelers.get().state).toBe(CallState.Failed);
    expect($travelers.get().list).toHaveLength(2);
  });

  it('any other failure sets Failed with the API message and keeps the list', async () => {
    api.on('PUT /flight/passengers/update', apiError(404, 'NotFound', "We couldn't find this traveler in your profile."));
    const result = await saveTraveler({ ...inputOf(ann), surname: 'Other' });
    expect(result).toEqual({ kind: 'Failed', message: "We couldn't find this traveler in your profile." });
    expect($travelers.get().state).toBe(CallState.Failed);
    expect($travelers.get().list).toHaveLength(2);
    expect(api.callsTo('PUT /flight/passengers/list')).toHaveLength(1);
  });

  it('a network failure gives a message a person can act on', async () => {
    const result = await saveTraveler({ ...inputOf(ann), surname: 'Other' });
    expect(result.kind).toBe('Failed');
    if (result.kind === 'Failed') expect(result.message).toMatch(/connection/);
  });
});

describe('deleteTraveler (SPEC §4)', () => {
  beforeEach(async () => {
    api.on('PUT /flight/passengers/list', list(zoe, ann, annB));
    await loadTravelers();
  });

  it('InProcess, then the list reloads; the selection falls back to the previous one', async () => {
    api.on('POST /passengers/delete', reply(200, {}));
    api.on('PUT /flight/passengers/list', list(ann, annB));
    selectTravelers(['t-ann']);
    selectTravelers(['t-zoe']);
    const states = history($travelers, (t) => t.state);
    expect(await deleteTraveler('t-zoe')).toEqual({ kind: 'Done' });
    expect(api.callsTo('POST /passengers/delete')[0]?.body).toEqual({ personId: 't-zoe' });
    expect(states.values).toEqual([CallState.InProcess, CallState.InProcess, CallState.Success]);
    expect($travelers.get().list.map((t) => t.id)).toEqual(['t-ann-b', 't-ann']);
    expect($selectedTravelerIds.get()).toEqual(['t-ann']);
    states.stop();
  });

  it('selects none when the previous selection was the deleted one', async () => {
    api.on('POST /passengers/delete', reply(200, {}));
    selectTravelers(['t-zoe']);
    selectTravelers(['t-zoe']);
    await deleteTraveler('t-zoe');
    expect($selectedTravelerIds.get()).toEqual([]);
  });

  it('a failed delete sets Failed and keeps list and selection', async () => {
    api.on('POST /passengers/delete', apiError(404, 'NotFound', 'gone'));
    selectTravelers(['t-zoe']);
    expect(await deleteTraveler('t-zoe')).toEqual({ kind: 'Failed', message: 'gone' });
    expect($travelers.get().state).toBe(CallState.Failed);
    expect($travelers.get().list).toHaveLength(3);
    expect($selectedTravelerIds.get()).toEqual(['t-zoe']);
  });
});

describe('reset (micro-frontend unmount)', () => {
  it('returns the stores to their initial state and drops answers of calls made before', async () => {
    const slow = held();
    api.on('PUT /flight/passengers/list', slow.answer);
    selectTravelers(['t-zoe']);
    const loading = loadTravelers();
    expect($travelers.get().state).toBe(CallState.InProcess);
    resetProfileStores();
    expect($travelers.get()).toEqual({ state: CallState.NotCalled, list: [] });
    expect($selectedTravelerIds.get()).toEqual([]);
    slow.release(list(zoe));
    await loading;
    await settle();
    expect($travelers.get()).toEqual({ state: CallState.NotCalled, list: [] });
  });
});
