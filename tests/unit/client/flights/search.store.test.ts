import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $calendars, calendarKey, loadCalendar, resetSearchCalendar } from '../../../../src/lib/client/flights/search-calendar.store';
import {
  $search,
  $searchErrors,
  addSlice,
  formToParams,
  removeSlice,
  resetSearchStore,
  searchToday,
  setPassengers,
  setReturnDate,
  setSlice,
  setTripType,
  startSearch,
  submitSearch,
  swapPlaces,
} from '../../../../src/lib/client/flights/search.store';
import type { LocationOption } from '../../../../src/lib/domain/shared/autocomplete.schema';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import type { FlightPreferences } from '../../../../src/lib/domain/profile/preferences.schema';
import { fakeApi, history, reply, settle } from '../profile/fake-api';

const airport = (code: string, city: string): LocationOption => ({
  id: `airport:${code}`,
  kind: 'airport',
  code,
  label: `${city} (${code})`,
  sublabel: `${city} airport`,
});
const JFK = airport('JFK', 'New York');
const LAX = airport('LAX', 'Los Angeles');
const YUL = airport('YUL', 'Montréal');
const prefs: FlightPreferences = {
  homeAirport: YUL,
  fareClasses: { basic: false, standard: false, enhanced: true, premium: false, luxury: false },
  airlines: ['AA', 'DL', 'NoLCC'],
  nonStopOnly: true,
};
const noPrefs = reply(200, { value: null });

let api: ReturnType<typeof fakeApi>;
let navigations: string[];
let urls: string[];
function open(path: string, preferences = reply(200, { value: prefs })) {
  api = fakeApi(path);
  navigations = [];
  api.platform.navigate = (url) => void navigations.push(url);
  api.on('GET /user/preference/flight', preferences);
  startSearch();
}
beforeEach(() => {
  resetSearchStore();
  resetSearchCalendar();
  urls = [];
  vi.spyOn(window.history, 'replaceState').mockImplementation((_s, _t, url) => void urls.push(String(url)));
});
afterEach(() => {
  resetSearchStore();
  vi.restoreAllMocks();
});

const form = () => $search.get().form;
const lastUrl = () => new URLSearchParams(urls.at(-1)?.split('?')[1] ?? '');

describe('starting the page', () => {
  it('the home zone’s today (SPEC §9), from the fake clock 2026-11-22T12:00Z', () => {
    open('/flights/search/');
    expect(searchToday()).toBe('2026-11-22');
  });

  it('an empty URL: the saved preferences prefill home airport and fare class, once, and the URL follows', async () => {
    open('/flights/search/');
    expect(form().slices[0]?.origin).toBeNull();
    expect($search.get().prefill).toBe(CallState.InProcess);
    await settle();
    expect($search.get().prefill).toBe(CallState.Success);
    expect(form().slices[0]?.origin).toEqual(YUL);
    expect(form().fareClass).toBe('enhanced');
    expect(lastUrl().getAll('slice')).toEqual(['YUL,,', ',YUL,']);
    expect(lastUrl().get('fareClass')).toBe('enhanced');
    expect(api.callsTo('GET /user/preference/flight')).toHaveLength(1);
  });

  it('a search in the URL is the form; preferences do not overwrite it; codes get their names', async () => {
    open('/flights/search/?tripType=oneWay&slice=JFK,LAX,2026-12-10&adt=2&cnn=1&inf=0&ins=0');
    api.on('POST /autocomplete/location', reply(200, { categories: [{ label: 'Airports', results: [JFK] }] }));
    expect(form()).toMatchObject({ tripType: 'oneWay', passengers: { ADT: 2, CNN: 1, INF: 0, INS: 0 }, fareClass: null });
    expect(form().slices[0]).toMatchObject({
      origin: { code: 'JFK', label: 'JFK' },
      destination: { code: 'LAX' },
      departureDate: '2026-12-10',
    });
    await settle();
    // JFK was named; LAX's answer did not list LAX, so it keeps its code.
    expect(form().slices[0]?.origin).toEqual(JFK);
    expect(form().slices[0]?.destination?.label).toBe('LAX');
    expect(form().fareClass).toBeNull();
    expect($search.get().prefill).toBe(CallState.Success);
    // Reading the URL wrote nothing back.
    expect(urls.every((u) => new URLSearchParams(u.split('?')[1]).get('tripType') === 'oneWay')).toBe(true);
  });

  it('a search the shop sent back for its past dates shows its errors and says why; the reason leaves the URL (issue 23 #7)', async () => {
    open('/flights/search/?tripType=oneWay&slice=JFK,LAX,2026-01-10&adt=1&reason=pastDates', noPrefs);
    expect($search.get().reopened).toBe('pastDates');
    expect($searchErrors.get()).toEqual([{ field: 'slices.0.departureDate', code: 'DateInPast' }]);
    // At once, not at the next change or answer: a reload must not say it again.
    expect(lastUrl().has('reason')).toBe(false);
    expect(lastUrl().getAll('slice')).toEqual(['JFK,LAX,2026-01-10']);
    setSlice(0, { departureDate: '2026-12-10' });
    await settle();
    expect(lastUrl().has('reason')).toBe(false);
    expect(lastUrl().getAll('slice')).toEqual(['JFK,LAX,2026-12-10']);
  });

  it('a form opened without a reason shows no errors and no notice', () => {
    open('/flights/search/?tripType=oneWay&slice=JFK,LAX,2026-01-10&adt=1', noPrefs);
    expect($search.get().reopened).toBeNull();
    expect($searchErrors.get()).toEqual([]);
  });

  it('a destination link (travel sale "Flights to LAX") fills To; the home airport fills From; the URL keeps LAX (issue 23 #4)', async () => {
    open('/flights/search/?destination=LAX&placement=travel_sale_landing');
    api.on('POST /autocomplete/location', reply(200, { categories: [{ label: 'Airports', results: [LAX] }] }));
    expect(form().slices[0]?.destination?.code).toBe('LAX');
    await settle();
    expect(form().slices[0]?.origin).toEqual(YUL);
    expect(form().slices[0]?.destination).toEqual(LAX);
    expect(lastUrl().getAll('slice')[0]).toBe('YUL,LAX,');
    expect(lastUrl().get('placement')).toBe('travel_sale_landing');
    expect(lastUrl().has('destination')).toBe(false);
  });

  it('a destination link that is not an airport code is ignored', () => {
    open('/flights/search/?destination=%3Cscript%3E', noPrefs);
    expect(form().slices[0]?.destination).toBeNull();
  });

  it('preferences that fail to load leave the form alone (prefill Failed)', async () => {
    open('/flights/search/', () => new Response('{}', { status: 500 }));
    await settle();
    expect($search.get().prefill).toBe(CallState.Failed);
    expect(form().slices[0]?.origin).toBeNull();
  });

  it('a round trip in the URL keeps its return date', () => {
    open('/flights/search/?tripType=roundTrip&slice=JFK,LAX,2026-12-10&slice=LAX,JFK,2026-12-17', noPrefs);
    expect(form().returnDate).toBe('2026-12-17');
    expect(form().slices).toHaveLength(1);
    expect(formToParams(form()).slices.map((s) => s.departureDate)).toEqual(['2026-12-10', '2026-12-17']);
  });
});

describe('editing', () => {
  beforeEach(() => open('/flights/search/', noPrefs));

  it('round trip → multi-city: the second flight is the way back', () => {
    setSlice(0, { origin: JFK, destination: LAX, departureDate: '2026-12-10' });
    setReturnDate('2026-12-17');
    setTripType('multiCity');
    expect(form().slices).toEqual([
      { origin: JFK, destination: LAX, departureDate: '2026-12-10' },
      { origin: LAX, destination: JFK, departureDate: '2026-12-17' },
    ]);
    expect(lastUrl().get('tripType')).toBe('multiCity');
  });

  it('one-way → multi-city: the second flight leaves from where the first lands', () => {
    setTripType('oneWay');
    setSlice(0, { origin: JFK, destination: LAX });
    setTripType('multiCity');
    expect(form().slices[1]).toEqual({ origin: LAX, destination: null, departureDate: '' });
  });

  it('multi-city: choosing where a flight lands fills the next flight’s empty origin, never a chosen one', () => {
    setTripType('multiCity');
    addSlice();
    setSlice(0, { origin: JFK, destination: LAX });
    expect(form().slices[1]?.origin).toEqual(LAX);
    setSlice(1, { origin: YUL });
    setSlice(0, { destination: JFK });
    expect(form().slices[1]?.origin).toEqual(YUL);
  });

  it('multi-city has 2 to 5 flights', () => {
    setTripType('multiCity');
    const sizes = history($search, (s) => s.form.slices.length);
    for (let i = 0; i < 5; i++) addSlice();
    removeSlice(1);
    removeSlice(1);
    removeSlice(1);
    removeSlice(1);
    expect(sizes.values).toEqual([3, 4, 5, 4, 3, 2]);
    sizes.stop();
  });

  it('adding a flight is multi-city only', () => {
    addSlice();
    expect(form().slices).toHaveLength(1);
  });

  it('swap exchanges origin and destination', () => {
    setSlice(0, { origin: JFK, destination: LAX });
    swapPlaces(0);
    expect(form().slices[0]).toMatchObject({ origin: LAX, destination: JFK });
    expect(lastUrl().getAll('slice')[0]).toBe('LAX,JFK,');
  });

  it('the URL keeps parameters that are not the search’s', () => {
    open('/flights/search/?utm_source=mail&tripType=oneWay&slice=JFK,LAX,&agent=true', noPrefs);
    setPassengers({ ADT: 2, CNN: 0, INF: 0, INS: 0 });
    expect(urls.at(-1)).toMatch(/\?utm_source=mail&agent=true&tripType=oneWay&slice=JFK%2CLAX%2C&adt=2&/);
  });

  it('every change is mirrored in the URL with replaceState (no new history entry)', () => {
    setPassengers({ ADT: 2, CNN: 0, INF: 1, INS: 0 });
    expect(urls.at(-1)).toMatch(/^\/[^?]*\?tripType=roundTrip&/);
    expect(lastUrl().get('inf')).toBe('1');
  });
});

describe('submitting', () => {
  it('an incomplete form: errors by field, no navigation; they follow later changes', () => {
    open('/flights/search/', noPrefs);
    expect($searchErrors.get()).toEqual([]);
    setPassengers({ ADT: 0, CNN: 1, INF: 0, INS: 0 });
    const result = submitSearch();
    expect(result.kind).toBe('Invalid');
    expect(navigations).toEqual([]);
    expect($searchErrors.get().map((e) => `${e.field}:${e.code}`)).toEqual([
      'slices.0.origin:MissingOrigin',
      'slices.0.destination:MissingDestination',
      'slices.0.departureDate:MissingDate',
      'slices.1.departureDate:MissingDate',
      'passengers:NoAdultPassenger',
    ]);
    setPassengers({ ADT: 1, CNN: 1, INF: 0, INS: 0 });
    expect($searchErrors.get().some((e) => e.field === 'passengers')).toBe(false);
  });

  it('a valid search goes to the shop with the search and the preference filters (stops, airlines, nolcc), marked as the profile’s', async () => {
    open('/fr/flights/search/');
    await settle();
    setSlice(0, { origin: JFK, destination: LAX, departureDate: '2026-12-10' });
    setReturnDate('2026-12-17');
    const result = submitSearch();
    expect(result.kind).toBe('Navigating');
    expect(navigations).toEqual([
      '/fr/flights/shop/?tripType=roundTrip&slice=JFK%2CLAX%2C2026-12-10&slice=LAX%2CJFK%2C2026-12-17&adt=1&cnn=0&inf=0&ins=0&fareClass=enhanced&stops=NONE&airlines=AA%2CDL&nolcc=1&pref=stops%2Cairlines%2Cnolcc',
    ]);
  });

  it('multi-city with 3 flights, no saved preferences: no filter parameters', async () => {
    open('/flights/search/', noPrefs);
    await settle();
    setTripType('multiCity');
    addSlice();
    setSlice(0, { origin: JFK, destination: LAX, departureDate: '2026-12-10' });
    setSlice(1, { origin: LAX, destination: YUL, departureDate: '2026-12-12' });
    setSlice(2, { origin: YUL, destination: JFK, departureDate: '2026-12-15' });
    submitSearch();
    expect(navigations[0]).toBe(
      '/flights/shop/?tripType=multiCity&slice=JFK%2CLAX%2C2026-12-10&slice=LAX%2CYUL%2C2026-12-12&slice=YUL%2CJFK%2C2026-12-15&adt=1&cnn=0&inf=0&ins=0',
    );
  });
});

describe('price calendar', () => {
  const answer = { days: [{ date: '2026-11-22', lowest: 14_200, level: 'low' }] };

  it('loads the bookable days of a month once: from today to the month’s end', async () => {
    open('/flights/search/', noPrefs);
    api.on('POST /flights/calendar', reply(200, answer));
    const key = calendarKey('JFK', 'LAX', '2026-11');
    const states = history($calendars, (c) => c[key]?.state);
    await loadCalendar('JFK', 'LAX', '2026-11');
    await loadCalendar('JFK', 'LAX', '2026-11');
    expect(states.values).toEqual([CallState.InProcess, CallState.Success]);
    expect($calendars.get()[key]?.days['2026-11-22']).toEqual({ lowest: 14_200, level: 'low' });
    expect(api.callsTo('POST /flights/calendar').map((c) => c.body)).toEqual([
      { origin: 'JFK', destination: 'LAX', from: '2026-11-22', days: 9 },
    ]);
    states.stop();
  });

  it('a whole month asks for all its days; the last bookable month stops at day 331', async () => {
    open('/flights/search/', noPrefs);
    api.on('POST /flights/calendar', reply(200, { days: [] }));
    await loadCalendar('JFK', 'LAX', '2027-02');
    await loadCalendar('JFK', 'LAX', '2027-10');
    expect(api.callsTo('POST /flights/calendar').map((c) => c.body)).toEqual([
      { origin: 'JFK', destination: 'LAX', from: '2027-02-01', days: 28 },
      { origin: 'JFK', destination: 'LAX', from: '2027-10-01', days: 19 },
    ]);
  });

  it('no call for a past month, a month past the horizon, or a route without both ends', async () => {
    open('/flights/search/', noPrefs);
    await loadCalendar('JFK', 'LAX', '2026-10');
    await loadCalendar('JFK', 'LAX', '2027-11');
    await loadCalendar('JFK', '', '2026-12');
    await loadCalendar('JFK', 'JFK', '2026-12');
    expect(api.callsTo('POST /flights/calendar')).toEqual([]);
  });

  it('a failed month is Failed and can be asked again', async () => {
    open('/flights/search/', noPrefs);
    await loadCalendar('JFK', 'LAX', '2026-12');
    expect($calendars.get()[calendarKey('JFK', 'LAX', '2026-12')]?.state).toBe(CallState.Failed);
    api.on('POST /flights/calendar', reply(200, answer));
    await loadCalendar('JFK', 'LAX', '2026-12');
    expect($calendars.get()[calendarKey('JFK', 'LAX', '2026-12')]?.state).toBe(CallState.Success);
  });
});
