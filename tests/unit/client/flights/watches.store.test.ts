import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $watches,
  loadWatches,
  resetWatchesStore,
  saveAlertSettings,
  setTargetPrice,
  unwatch,
  watchState,
  watchTrip,
} from '../../../../src/lib/client/flights/watches.store';
import { $session } from '../../../../src/lib/client/session.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { tripKey } from '../../../../src/lib/domain/flights/watches';
import type { FlightWatch } from '../../../../src/lib/domain/flights/watches.constants';
import { apiError, fakeApi, held, history, reply, sessionInfo, settle } from '../profile/fake-api';
import { A, alert, ALERTS, B, BOS_SFO, CREATE, JFK_LAX, LIST, one, settings, SETTINGS, watch } from './watch-fixtures';

const jfk = watch(A, JFK_LAX);
const bos = watch(B, BOS_SFO, { targetPrice: 250_00 });
const ids = () => $watches.get().watches.map((w) => w.id);

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  api = fakeApi('/trips/');
  resetWatchesStore();
  // Session not yet confirmed: actions run, and nothing loads by itself (the `sessions` tests sign in).
  stopSession = $session.listen(() => undefined);
  $session.set({ kind: 'Unknown' });
});
afterEach(() => {
  stopSession();
  cleanStores($watches);
});

async function loaded(watches: FlightWatch[], alerts = [alert('al-1', A)]) {
  api.on(LIST, reply(200, { watches, settings }));
  api.on(ALERTS, reply(200, { alerts }));
  await loadWatches();
}

describe('loadWatches', () => {
  it('goes NotCalled → InProcess → Success with the watches, the settings and the alerts', async () => {
    expect($watches.get()).toMatchObject({ state: CallState.NotCalled, watches: [], settings: null, alerts: [] });
    const states = history($watches, (s) => s.state);
    await loaded([bos, jfk]);
    expect(states.values[0]).toBe(CallState.InProcess);
    expect(states.values.at(-1)).toBe(CallState.Success);
    expect($watches.get()).toMatchObject({ watches: [bos, jfk], settings, alerts: [alert('al-1', A)], alertsState: CallState.Success });
    states.stop();
  });

  it('a failure is Failed and keeps what was shown; calls made together share one request', async () => {
    await loaded([jfk]);
    api.on(LIST, apiError(500, 'Internal', 'Something went wrong on our side.'));
    api.on(ALERTS, apiError(500, 'Internal', 'Something went wrong on our side.'));
    await Promise.all([loadWatches(), loadWatches()]);
    expect(api.callsTo(LIST)).toHaveLength(2);
    expect($watches.get()).toMatchObject({ state: CallState.Failed, alertsState: CallState.Failed, watches: [jfk] });
    expect($watches.get().alerts).toHaveLength(1);
  });

  it('watches already there on load read Watching; other trips NotWatching', async () => {
    await loaded([jfk]);
    expect(watchState(tripKey(JFK_LAX))).toBe('Watching');
    expect(watchState(tripKey(BOS_SFO))).toBe('NotWatching');
  });
});

describe('watchTrip', () => {
  it('NotWatching → InProcess → JustWatched, posting the trip without search-only fields', async () => {
    await loaded([]);
    const gate = held();
    api.on(CREATE, gate.answer);
    const key = tripKey(BOS_SFO);
    const watching = watchTrip({ ...BOS_SFO, fareClass: 'basic' } as typeof BOS_SFO, 250_00);
    expect(watchState(key)).toBe('InProcess');
    expect(await watchTrip(BOS_SFO)).toEqual({ kind: 'Busy' });
    gate.release(reply(201, bos));
    expect(await watching).toEqual({ kind: 'Watched', watch: bos });
    expect(watchState(key)).toBe('JustWatched');
    expect(ids()).toEqual([B]);
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(CREATE)[0]!.body).toEqual({ ...BOS_SFO, targetPrice: 250_00 });
  });

  it('leaves targetPrice out when none is given, and answers a watched trip without a call', async () => {
    await loaded([jfk]);
    expect(await watchTrip(JFK_LAX)).toEqual({ kind: 'Watched', watch: jfk });
    expect(api.callsTo(CREATE)).toHaveLength(0);
    api.on(CREATE, reply(201, bos));
    await watchTrip(BOS_SFO);
    expect(api.callsTo(CREATE)[0]!.body).not.toHaveProperty('targetPrice');
  });

  it('a refusal is Failed with the API’s code and the trip is back to NotWatching', async () => {
    await loaded([]);
    api.on(CREATE, apiError(422, 'NoFlightsFound', 'No flights are for sale for this trip.'));
    const states = history($watches, () => watchState(tripKey(BOS_SFO)));
    expect(await watchTrip(BOS_SFO)).toEqual({ kind: 'Failed', code: 'NoFlightsFound', message: 'No flights are for sale for this trip.' });
    expect(states.values).toEqual(['InProcess', 'NotWatching']);
    expect(ids()).toEqual([]);
    states.stop();
  });

  it('a network failure is Failed with NetworkError', async () => {
    await loaded([]);
    expect(await watchTrip(BOS_SFO)).toMatchObject({ kind: 'Failed', code: 'NetworkError' });
    expect(watchState(tripKey(BOS_SFO))).toBe('NotWatching');
  });

  it('signed out: sends the user to sign in and calls nothing', async () => {
    $session.set({ kind: 'SignedOut' });
    expect(await watchTrip(BOS_SFO)).toEqual({ kind: 'SignInRequired' });
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });
});

describe('unwatch', () => {
  it('the row goes at once; the API confirms', async () => {
    await loaded([bos, jfk]);
    const gate = held();
    api.on(one('DELETE', B), gate.answer);
    const stopping = unwatch(B);
    expect(ids()).toEqual([A]);
    expect(watchState(tripKey(BOS_SFO))).toBe('NotWatching');
    expect(await unwatch(B)).toEqual({ kind: 'Done' });
    gate.release(reply(200, { Response: 'Success' }));
    expect(await stopping).toEqual({ kind: 'Done' });
    expect(ids()).toEqual([A]);
    expect($watches.get().busy).toEqual([]);
  });

  it('a failure is Failed and the row comes back in its place', async () => {
    await loaded([bos, jfk]);
    api.on(one('DELETE', B), apiError(500, 'Internal', 'Something went wrong on our side.'));
    expect(await unwatch(B)).toEqual({ kind: 'Failed', code: 'Internal', message: 'Something went wrong on our side.' });
    expect(ids()).toEqual([B, A]);
    expect(watchState(tripKey(BOS_SFO))).toBe('Watching');
  });

  it('a watch another tab already stopped (404) counts as stopped', async () => {
    await loaded([jfk]);
    api.on(one('DELETE', A), apiError(404, 'NotFound', 'Not found.'));
    expect(await unwatch(A)).toEqual({ kind: 'Done' });
    expect(ids()).toEqual([]);
  });

  it('a load answering during the stop does not bring the row back', async () => {
    await loaded([bos, jfk]);
    const gate = held();
    api.on(one('DELETE', B), gate.answer);
    const stopping = unwatch(B);
    await loadWatches();
    expect(ids()).toEqual([A]);
    gate.release(reply(200, { Response: 'Success' }));
    await stopping;
    expect(ids()).toEqual([A]);
  });
});

describe('setTargetPrice', () => {
  it('shows the target at once, then the API’s copy', async () => {
    await loaded([jfk]);
    const gate = held();
    api.on(one('PATCH', A), gate.answer);
    const setting = setTargetPrice(A, 275_00);
    expect($watches.get().watches[0]!.targetPrice).toBe(275_00);
    expect($watches.get().busy).toEqual([A]);
    expect(await setTargetPrice(A, 1_00)).toEqual({ kind: 'Busy' });
    gate.release(reply(200, { ...jfk, targetPrice: 275_00, lastCheckedAt: '2026-11-22T15:00:00.000Z' }));
    expect(await setting).toEqual({ kind: 'Done' });
    expect($watches.get().watches[0]).toMatchObject({ targetPrice: 275_00, lastCheckedAt: '2026-11-22T15:00:00.000Z' });
    expect(api.callsTo(one('PATCH', A))[0]!.body).toEqual({ targetPrice: 275_00 });
  });

  it('null clears it; a refusal is Failed and puts the old target back', async () => {
    await loaded([bos]);
    api.on(one('PATCH', B), apiError(400, 'ValidationError', 'Use a target price of at least $1.'));
    expect(await setTargetPrice(B, null)).toMatchObject({ kind: 'Failed', code: 'ValidationError' });
    expect(api.callsTo(one('PATCH', B))[0]!.body).toEqual({ targetPrice: null });
    expect($watches.get().watches[0]!.targetPrice).toBe(250_00);
    expect($watches.get().busy).toEqual([]);
  });
});

describe('saveAlertSettings', () => {
  it('InProcess → Success with the saved settings', async () => {
    await loaded([]);
    const next = { alertsEnabled: false, minDrop: 50_00 };
    api.on(SETTINGS, reply(200, next));
    const states = history($watches, (s) => s.settingsState);
    expect(await saveAlertSettings(next)).toEqual({ kind: 'Done' });
    expect(states.values).toEqual([CallState.InProcess, CallState.Success]);
    expect($watches.get().settings).toEqual(next);
    expect(api.callsTo(SETTINGS)[0]!.body).toEqual(next);
    states.stop();
  });

  it('a failure is Failed and the previous settings come back', async () => {
    await loaded([]);
    api.on(SETTINGS, apiError(500, 'Internal', 'Something went wrong on our side.'));
    const values = history($watches, (s) => s.settings?.alertsEnabled);
    expect(await saveAlertSettings({ alertsEnabled: false, minDrop: 20_00 })).toMatchObject({ kind: 'Failed' });
    expect(values.values).toEqual([false, true]);
    expect($watches.get()).toMatchObject({ settings, settingsState: CallState.Failed });
    values.stop();
  });
});

describe('sessions', () => {
  it('mounting the store loads the signed-in user’s watches; sign-out forgets them; another user gets theirs', async () => {
    api.on(LIST, reply(200, { watches: [jfk], settings }), reply(200, { watches: [bos], settings }));
    api.on(ALERTS, reply(200, { alerts: [] }));
    const stop = $watches.listen(() => undefined);
    await settle();
    expect(ids()).toEqual([]);
    $session.set({ kind: 'SignedIn', info: sessionInfo() });
    await settle();
    await settle();
    expect(ids()).toEqual([A]);
    $session.set({ kind: 'SignedOut' });
    expect($watches.get()).toMatchObject({ state: CallState.NotCalled, watches: [] });
    $session.set({ kind: 'SignedIn', info: sessionInfo({ userId: 'user-2' }) });
    await settle();
    await settle();
    expect(ids()).toEqual([B]);
    stop();
  });

  it('a late answer for the previous user lands nowhere', async () => {
    await loaded([]);
    const late = held();
    api.on(CREATE, late.answer);
    const watching = watchTrip(JFK_LAX);
    resetWatchesStore();
    late.release(reply(201, jfk));
    await watching;
    expect(ids()).toEqual([]);
    expect(watchState(tripKey(JFK_LAX))).toBe('NotWatching');
  });
});
