// The Trips page rendered against a fake API, for the island tests of its cards and dialogs: a
// signed-in user, no watches, the trips (and airline credits) given, the clock set, every flow
// closed after each test.
import { act, cleanup, render } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, vi } from 'vitest';
import TripsApp from '../../../../src/islands/trips/TripsApp';
// The page loads its dialogs when one first opens: loaded here already, they open within a settle.
import '../../../../src/islands/trips/CancelTripDialog';
import '../../../../src/islands/trips/ScheduleChangeDialog';
import '../../../../src/islands/trips/DisruptionDialog';
import '../../../../src/islands/trips/StayReceiptDialog';
import '../../../../src/islands/trips/TravelersDialog';
import '../../../../src/islands/trips/DisruptionOfferDialog';
import '../../../../src/islands/trips/CheckInDialog';
import { closeDisruption } from '../../../../src/lib/client/disruption.store';
import { closeDisruptionOffer } from '../../../../src/lib/client/disruption-offer.store';
import { $watches, resetWatchesStore } from '../../../../src/lib/client/flights/watches.store';
import { closeScheduleChange } from '../../../../src/lib/client/schedule-change.store';
import { closeTravelers } from '../../../../src/lib/client/traveler-edit.store';
import { closeCancel } from '../../../../src/lib/client/trip-cancel.store';
import type { Locale } from '../../../../src/lib/client/i18n';
import type { Trip } from '../../../../src/lib/client/trips.store';
import { settings } from '../../client/flights/watch-fixtures';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';

export const done = () => act(settle);
export const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

/** Registers the clock and the clean-up; `show` renders the page with these trips. */
export function tripsHarness(now: string) {
  let api!: ReturnType<typeof fakeApi>;
  let stopSession: (() => void) | undefined;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
  });
  afterEach(() => {
    closeCancel();
    closeScheduleChange();
    closeDisruption();
    closeTravelers();
    closeDisruptionOffer();
    cleanup();
    stopSession?.();
    cleanStores($watches);
    vi.useRealTimers();
  });
  return {
    api: () => api,
    async show(trips: Trip[], path = '/trips/', credits: unknown[] = [], locale: Locale = 'en') {
      window.history.replaceState(null, '', path);
      api = fakeApi(path);
      resetWatchesStore();
      api.on('POST /tracking/event', reply(200, {}));
      api.on('GET /flights/watches', reply(200, { watches: [], settings }));
      api.on('GET /flights/watches/alerts', reply(200, { alerts: [] }));
      stopSession = signedIn(sessionInfo());
      api.on('GET /trips', reply(200, { trips }));
      api.on('GET /user/airlineCredits', reply(200, { credits }));
      render(<TripsApp locale={locale} searchPath="/flights/search/" shopPath="/flights/shop/" />);
      await done();
    },
  };
}
