// The activity results page in a test: the island rendered at a URL, the fake API behind it, and
// what it asked. Shared by the results tests (activity-availability.test.tsx) and the price filter
// tests (activity-filters.test.tsx), which would not fit in one file.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import ActivityAvailabilityApp from '../../../../src/islands/activities/availability/ActivityAvailabilityApp';
import { resetActivityAvailabilityStore } from '../../../../src/lib/client/activities/activity-availability.store';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { experience, experienceAnswer } from './activity-search-fixtures';

export const ROUTE = 'POST /experiences/availability';
export const PARIS = 'city=city%3AParis%7CFR&cityName=Paris&date=2026-12-10&adults=2&children=1&infants=0';

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
  api.on(ROUTE, ...(answers.length ? answers : [reply(200, experienceAnswer([experience(1)]))]));
  render(<ActivityAvailabilityApp locale={path.startsWith('/fr/') ? 'fr' : 'en'} />);
  await act(settle);
  await act(settle);
}
export const bodies = () => api.callsTo(ROUTE).map((c) => c.body as Record<string, unknown>);
export const results = () => document.getElementById('ar-results')!;
export const url = () => new URLSearchParams(window.location.search);

/** Each test starts from an empty store and leaves no page, session or mock behind. */
export function resetBetweenTests() {
  beforeEach(() => resetActivityAvailabilityStore());
  afterEach(() => {
    cleanup();
    stopSession();
    vi.restoreAllMocks();
    resetActivityAvailabilityStore();
  });
}
