import { beforeEach, describe, expect, it } from 'vitest';
import {
  $canClearFlightPreferences,
  $canClearHotelPreferences,
  $flightPreferences,
  $flightPreferencesDirty,
  $hotelPreferences,
  $hotelPreferencesDirty,
  chooseFareClass,
  clearFlightPreferences,
  clearHotelPreferences,
  editHotelPreferences,
  loadFlightPreferences,
  loadHotelPreferences,
  openPreferences,
  PreferencesErrors,
  saveFlightPreferences,
  saveHotelPreferences,
} from '../../../../src/lib/client/profile/preferences.store';
import { resetProfileStores } from '../../../../src/lib/client/profile/profile-load';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { type FlightPreferences, type HotelPreferences } from '../../../../src/lib/domain/profile/preferences.schema';
import { emptyFlightPreferences, emptyHotelPreferences } from '../../../../src/lib/domain/profile/preferences';
import { apiError, fakeApi, held, history, reply } from './fake-api';

const hotelPrefs: HotelPreferences = { amenities: ['Pool', 'FreeWifi'], starRatings: [4, 5], freeCancellationOnly: true };
const flightPrefs: FlightPreferences = {
  homeAirport: { id: 'airport:YUL', kind: 'airport', code: 'YUL', label: 'Montréal (YUL)', sublabel: 'Trudeau Intl' },
  fareClasses: { basic: false, standard: true, enhanced: false, premium: false, luxury: false },
  airlines: ['AA', 'NoLCC'],
  nonStopOnly: true,
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  resetProfileStores();
});

describe('loading preferences (SPEC §4)', () => {
  it('hotel: NotCalled → InProcess → Success; the form starts from what is saved', async () => {
    api.on('GET /user/preference/hotel', reply(200, { value: hotelPrefs }));
    expect($hotelPreferences.get().load).toBe(CallState.NotCalled);
    const states = history($hotelPreferences, (s) => s.load);
    await loadHotelPreferences();
    expect(states.values).toEqual([CallState.InProcess, CallState.Success]);
    expect($hotelPreferences.get()).toMatchObject({ saved: hotelPrefs, draft: hotelPrefs, update: CallState.NotCalled });
    expect($hotelPreferencesDirty.get()).toBe(false);
    expect($canClearHotelPreferences.get()).toBe(true);
    expect($flightPreferences.get().load).toBe(CallState.NotCalled);
    states.stop();
  });

  it('flight: nothing saved yet gives an empty form and no Clear button', async () => {
    api.on('GET /user/preference/flight', reply(200, { value: null }));
    await loadFlightPreferences();
    expect($flightPreferences.get()).toMatchObject({ load: CallState.Success, saved: null, draft: emptyFlightPreferences() });
    expect($canClearFlightPreferences.get()).toBe(false);
    expect($flightPreferencesDirty.get()).toBe(false);
  });

  it('a failed load sets Failed on the load state only', async () => {
    api.on('GET /user/preference/hotel', apiError(500, 'Internal', 'boom'));
    const states = history($hotelPreferences, (s) => [s.load, s.update]);
    await loadHotelPreferences();
    expect(states.values).toEqual([
      [CallState.InProcess, CallState.NotCalled],
      [CallState.Failed, CallState.NotCalled],
    ]);
    states.stop();
  });
});

describe('saving preferences (SPEC §4, §8)', () => {
  it('hotel: update InProcess → Success, sends the preferences, and they become the saved set', async () => {
    api.on('PUT /user/preference/hotel', reply(200, { Response: 'Success' }));
    editHotelPreferences(hotelPrefs);
    expect($hotelPreferencesDirty.get()).toBe(true);
    const states = history($hotelPreferences, (s) => s.update);
    expect(await saveHotelPreferences($hotelPreferences.get().draft)).toEqual({ kind: 'Saved' });
    expect(states.values).toEqual([CallState.InProcess, CallState.Success]);
    expect(api.callsTo('PUT /user/preference/hotel')[0]?.body).toEqual(hotelPrefs);
    expect($hotelPreferences.get().saved).toEqual(hotelPrefs);
    expect($hotelPreferencesDirty.get()).toBe(false);
    expect($hotelPreferences.get().load).toBe(CallState.NotCalled);
    states.stop();
  });

  it.each([
    [
      'hotel',
      () => saveHotelPreferences(hotelPrefs),
      'PUT /user/preference/hotel',
      $hotelPreferences,
      'Failed to update user hotel preferences',
      'errors.hotelUpdateFailed',
    ],
    [
      'flight',
      () => saveFlightPreferences(flightPrefs),
      'PUT /user/preference/flight',
      $flightPreferences,
      'Failed to update user flight preferences',
      'errors.flightUpdateFailed',
    ],
  ] as const)(
    '%s: a Response other than "Success" sets update Failed with the spec message',
    async (_k, save, route, $store, message, key) => {
      api.on(route, reply(200, { Response: 'Failure' }));
      const states = history($store as typeof $hotelPreferences, (s) => s.update);
      const result = await save();
      expect(result).toEqual({ kind: 'Failed', error: { key, message } });
      expect(states.values).toEqual([CallState.InProcess, CallState.Failed]);
      expect($store.get().updateError?.message).toBe(message);
      expect($store.get().saved).toBeNull();
      states.stop();
    },
  );

  it('an error answer also fails the update', async () => {
    api.on('PUT /user/preference/flight', apiError(400, 'ValidationFailed', 'bad'));
    expect(await saveFlightPreferences(flightPrefs)).toEqual({ kind: 'Failed', error: PreferencesErrors.flightUpdateFailed });
    expect($flightPreferences.get().update).toBe(CallState.Failed);
  });

  it('hotel and flight updates keep separate call states', async () => {
    const slow = held();
    api.on('PUT /user/preference/hotel', slow.answer);
    const saving = saveHotelPreferences(hotelPrefs);
    expect($hotelPreferences.get().update).toBe(CallState.InProcess);
    expect($flightPreferences.get().update).toBe(CallState.NotCalled);
    slow.release(reply(200, { Response: 'Success' }));
    await saving;
    expect($flightPreferences.get().update).toBe(CallState.NotCalled);
  });

  it('clear saves the empty set at once', async () => {
    api.on('GET /user/preference/flight', reply(200, { value: flightPrefs }));
    api.on('PUT /user/preference/flight', reply(200, { Response: 'Success' }));
    await loadFlightPreferences();
    expect($canClearFlightPreferences.get()).toBe(true);
    expect(await clearFlightPreferences()).toEqual({ kind: 'Saved' });
    expect(api.callsTo('PUT /user/preference/flight')[0]?.body).toEqual(emptyFlightPreferences());
    expect($flightPreferences.get()).toMatchObject({
      saved: emptyFlightPreferences(),
      draft: emptyFlightPreferences(),
      update: CallState.Success,
    });
    expect($canClearFlightPreferences.get()).toBe(false);
  });

  it('clear hotel preferences sends the empty hotel set', async () => {
    api.on('PUT /user/preference/hotel', reply(200, { Response: 'Success' }));
    await clearHotelPreferences();
    expect(api.callsTo('PUT /user/preference/hotel')[0]?.body).toEqual(emptyHotelPreferences());
  });
});

describe('the preference screen opening (SPEC §4)', () => {
  it('resets both update states to NotCalled and the forms to what is saved', async () => {
    api.on('GET /user/preference/hotel', reply(200, { value: hotelPrefs }));
    api.on('PUT /user/preference/hotel', reply(200, { Response: 'Success' }));
    api.on('PUT /user/preference/flight', reply(200, { Response: 'Nope' }));
    await loadHotelPreferences();
    await saveHotelPreferences(hotelPrefs);
    await saveFlightPreferences(flightPrefs);
    editHotelPreferences({ starRatings: [1] });
    expect($hotelPreferences.get().update).toBe(CallState.Success);
    expect($flightPreferences.get().update).toBe(CallState.Failed);
    openPreferences();
    expect($hotelPreferences.get()).toMatchObject({
      update: CallState.NotCalled,
      updateError: null,
      draft: hotelPrefs,
      load: CallState.Success,
    });
    expect($flightPreferences.get()).toMatchObject({ update: CallState.NotCalled, updateError: null, draft: emptyFlightPreferences() });
    expect($hotelPreferencesDirty.get()).toBe(false);
  });
});

describe('fare class choice (SPEC §2)', () => {
  it('is single choice, and choosing the chosen one clears it', () => {
    chooseFareClass('premium');
    expect($flightPreferences.get().draft.fareClasses).toEqual({
      basic: false,
      standard: false,
      enhanced: false,
      premium: true,
      luxury: false,
    });
    expect($flightPreferencesDirty.get()).toBe(true);
    chooseFareClass('basic');
    expect($flightPreferences.get().draft.fareClasses).toEqual({
      basic: true,
      standard: false,
      enhanced: false,
      premium: false,
      luxury: false,
    });
    chooseFareClass('basic');
    expect($flightPreferences.get().draft.fareClasses).toEqual(emptyFlightPreferences().fareClasses);
    expect($flightPreferencesDirty.get()).toBe(false);
  });
});
