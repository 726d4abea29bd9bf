// The car results page in a test: the island rendered at a URL, the fake API behind it, and what
// it asked. Shared by the results tests (car-availability.test.tsx) and the filter tests
// (car-filters.test.tsx), which would not fit in one file.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import CarAvailabilityApp from '../../../../src/islands/cars/availability/CarAvailabilityApp';
import { resetCarAvailabilityStore } from '../../../../src/lib/client/cars/car-availability.store';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { carAnswer, carOffer } from './car-fixtures';

export const ROUTE = 'POST /cars/availability';
export const LAX = 'pickup=LAX&pickupAt=2026-12-10T10:00&dropoffAt=2026-12-13T10:00&age=30';

type FakeApi = ReturnType<typeof fakeApi>;
let api: FakeApi;
let navigations: string[];
let stopSession: () => void = () => undefined;

/** The fake API of the page last prepared, and where the page sent the browser. */
export const fake = () => api;
export const navigated = () => navigations;

export function prepare(path: string) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  navigations = [];
  api.platform.navigate = (url) => void navigations.push(url);
  stopSession = signedIn(sessionInfo());
}
export async function open(path: string, ...answers: Parameters<FakeApi['on']>[1][]) {
  prepare(path);
  api.on(ROUTE, ...(answers.length ? answers : [reply(200, carAnswer([carOffer(1)]))]));
  render(<CarAvailabilityApp locale={path.startsWith('/fr/') ? 'fr' : 'en'} />);
  await act(settle);
  await act(settle);
}
export const bodies = () => api.callsTo(ROUTE).map((c) => c.body as Record<string, unknown>);
export const results = () => document.getElementById('cr-results')!;
export const url = () => new URLSearchParams(window.location.search);

/** Each test starts from an empty store and leaves no page, session or mock behind. */
export function resetBetweenTests() {
  beforeEach(() => resetCarAvailabilityStore());
  afterEach(() => {
    cleanup();
    stopSession();
    vi.restoreAllMocks();
    resetCarAvailabilityStore();
  });
}
