import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TripsApp from '../../../../src/islands/trips/TripsApp';
// The tab's code loads lazily in the page; loaded here first, the panel shows after one tick.
import '../../../../src/islands/trips/WatchedTrips';
import { $watches, resetWatchesStore } from '../../../../src/lib/client/flights/watches.store';
import type { Locale } from '../../../../src/lib/client/i18n';
import type { FlightWatch } from '../../../../src/lib/domain/flights/watches.constants';
import { A, alert, ALERTS, B, BOS_SFO, JFK_LAX, LIST, one, settings, SETTINGS, watch } from '../../client/flights/watch-fixtures';
import { apiError, fakeApi, held, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';

const jfk = watch(A, JFK_LAX);
const bos = watch(B, BOS_SFO, { priceAtWatch: 150_00, currentPrice: 160_00, lowestSeen: 149_00, targetPrice: 120_00, lastCheckedAt: null });
const TRACK = 'POST /tracking/event';

const done = () => act(settle);
let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T17:00:00Z'));
  window.history.replaceState(null, '', '/trips/?tab=watched');
  api = fakeApi('/trips/?tab=watched');
  resetWatchesStore();
  api.on(TRACK, reply(200, {}));
  stopSession = signedIn(sessionInfo());
});
afterEach(() => {
  cleanup();
  stopSession();
  cleanStores($watches);
  vi.useRealTimers();
});

async function show(watches: FlightWatch[], { locale = 'en' as Locale, alerts = [alert('al-1', A)] } = {}) {
  api.on(LIST, reply(200, { watches, settings }));
  api.on(ALERTS, reply(200, { alerts }));
  render(<TripsApp locale={locale} searchPath="/flights/search/" shopPath="/flights/shop/" />);
  await done();
}

const cards = () => within(screen.getByRole('list', { name: 'Watched trips' })).getAllByRole('article');
const card = (name: string) => screen.getByRole('article', { name });
/** Intl puts thin and narrow no-break spaces around range dashes and before AM/PM. */
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

describe('the Watched trips tab', () => {
  it('shows progress in a live region, then each watch with its prices, dates, travelers and links', async () => {
    const gate = held();
    api.on(LIST, gate.answer);
    api.on(ALERTS, reply(200, { alerts: [alert('al-1', A)] }));
    render(<TripsApp locale="en" searchPath="/flights/search/" shopPath="/flights/shop/" />);
    await done();
    expect(screen.getByText('Fetching your watched trips').closest('[role="status"]')).toBeTruthy();
    gate.release(reply(200, { watches: [jfk, bos], settings }));
    await done();

    expect(screen.getByRole('heading', { level: 1, name: 'My trips' })).toBeTruthy();
    const tab = screen.getByRole('tab', { name: 'Watched trips' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Watched trips' })).toBeTruthy();
    expect(cards().map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual(['JFK →to LAX', 'BOS →to SFO']);

    const first = card('JFK to LAX');
    expect(text(first)).toContain('Round trip · Thu, Dec 10 – Thu, Dec 17, 2026 · 2 travelers');
    expect(text(first)).toContain('Price when watched$321');
    expect(text(first)).toContain('Price now$298');
    expect(within(first).getByText('↓ $23')).toBeTruthy();
    expect(within(first).getByText('down $23 since you started watching')).toBeTruthy();
    expect(text(first)).toContain('Lowest seen$290');
    expect(text(first)).toContain('Last checked Nov 22, 9:05 AM EST');
    const view = within(first).getByRole('link', { name: 'View flights for JFK to LAX' });
    expect(view.getAttribute('href')).toBe(
      '/flights/shop/?' + 'tripType=roundTrip&slice=JFK%2CLAX%2C2026-12-10&slice=LAX%2CJFK%2C2026-12-17&adt=2&cnn=0&inf=0&ins=0',
    );

    const second = card('BOS to SFO');
    expect(text(second)).toContain('One way · Tue, Jan 5, 2027 · 1 traveler');
    expect(within(second).getByText('↑ $10')).toBeTruthy();
    expect(text(second)).toContain('Not checked yet');
    expect((within(second).getByLabelText('Target price (US dollars)') as HTMLInputElement).value).toBe('120');

    const recent = screen.getByRole('region', { name: 'Recent alerts' });
    expect(recent.textContent).toContain('Price drop');
    expect(recent.textContent).toContain('$298, was $321');
    expect(screen.getByText('At most one alert a day.')).toBeTruthy();
  });

  it('tracks the screen labels "my trips" and "watch"', async () => {
    await show([jfk]);
    const screens = api.callsTo(TRACK).map((c) => (c.body as { properties: { screen: string } }).properties.screen);
    expect(screens).toEqual(['my trips', 'watch']);
  });

  it('with no watches: the empty state leads to the flight search', async () => {
    await show([], { alerts: [] });
    expect(screen.getByRole('heading', { name: "You're not watching any trips" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search flights' }).getAttribute('href')).toBe('/flights/search/');
    expect(screen.getByText(/No alerts yet/)).toBeTruthy();
  });

  it('a failed load offers a retry that loads again', async () => {
    api.on(LIST, apiError(500, 'Internal', 'Something went wrong on our side.'), reply(200, { watches: [jfk], settings }));
    api.on(ALERTS, reply(200, { alerts: [] }));
    render(<TripsApp locale="en" searchPath="/flights/search/" shopPath={null} />);
    await done();
    expect(screen.getByRole('alert').textContent).toContain('We could not load your watched trips.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await done();
    expect(cards()).toHaveLength(1);
    // No results page in this build: no link to it.
    expect(screen.queryByRole('link', { name: /View flights/ })).toBeNull();
  });

  it('in French; a reached target shows its price alone (nothing to compare)', async () => {
    await show([jfk], { locale: 'fr', alerts: [alert('al-2', A, { kind: 'TargetReached', price: 298_00, previousPrice: 298_00 })] });
    expect(screen.getByRole('heading', { level: 1, name: 'Mes voyages' })).toBeTruthy();
    expect(card('JFK à LAX').textContent).toContain('Aller-retour');
    const recent = text(screen.getByRole('region', { name: 'Alertes récentes' }));
    expect(recent).toContain('Cible atteinte');
    expect(recent).toContain('298 $ US ·');
    expect(recent).not.toContain('au lieu de');
  });
});

describe('a reached target: the card says what Recent alerts says (issue 23 #7)', () => {
  const reached = watch(A, JFK_LAX, { targetPrice: 300_00, currentPrice: 298_00 });

  it('no alert yet: the card says an alert follows, not "Target price reached", and the list has none', async () => {
    await show([reached], { alerts: [] });
    expect(within(card('JFK to LAX')).queryByText('Target price reached')).toBeNull();
    expect(within(card('JFK to LAX')).getByText('At or below your target: an alert follows after an upcoming price check')).toBeTruthy();
    expect(text(screen.getByRole('region', { name: 'Recent alerts' }))).toContain('No alerts yet');
  });

  it('the alert sent: the card says the target was reached and the list shows that alert', async () => {
    await show([reached], { alerts: [alert('al-3', A, { kind: 'TargetReached', price: 298_00, previousPrice: 321_00 })] });
    expect(within(card('JFK to LAX')).getByText('Target price reached')).toBeTruthy();
    expect(text(screen.getByRole('region', { name: 'Recent alerts' }))).toContain('Target reached');
  });

  it('alerts off: the card says no alert will come', async () => {
    api.on(LIST, reply(200, { watches: [reached], settings: { ...settings, alertsEnabled: false } }));
    api.on(ALERTS, reply(200, { alerts: [] }));
    render(<TripsApp locale="en" searchPath="/flights/search/" shopPath="/flights/shop/" />);
    await done();
    expect(within(card('JFK to LAX')).getByText('At or below your target (price alerts are off)')).toBeTruthy();
  });
});

describe('stop watching', () => {
  it('asks first (Keep watching has the focus), then the trip leaves and the empty state shows', async () => {
    await show([jfk]);
    api.on(one('DELETE', A), reply(200, { Response: 'Success' }));
    fireEvent.click(within(card('JFK to LAX')).getByRole('button', { name: 'Stop watching for JFK to LAX' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop watching this trip?' });
    expect(text(dialog)).toContain('JFK to LAX, Thu, Dec 10 – Thu, Dec 17, 2026. You will no longer get price alerts for it.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep watching' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop watching' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(one('DELETE', A))).toHaveLength(1);
    expect(screen.getByRole('heading', { name: "You're not watching any trips" })).toBeTruthy();
    expect(screen.getByText('You stopped watching JFK to LAX.')).toBeTruthy();
  });

  it('Keep watching calls nothing; a refusal keeps the dialog with the reason and the trip', async () => {
    await show([jfk]);
    fireEvent.click(screen.getByRole('button', { name: 'Stop watching for JFK to LAX' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep watching' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo(one('DELETE', A))).toHaveLength(0);

    api.on(one('DELETE', A), apiError(500, 'Internal', 'Something went wrong on our side.'));
    fireEvent.click(screen.getByRole('button', { name: 'Stop watching for JFK to LAX' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop watching' }));
    const reason = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(reason.textContent).toBe('We could not stop watching this trip. Try again.');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep watching' }));
    expect(cards()).toHaveLength(1);
  });
});

describe('target price', () => {
  it('saves whole dollars as cents and says so; Clear target clears it', async () => {
    await show([jfk]);
    api.on(one('PATCH', A), reply(200, { ...jfk, targetPrice: 275_00 }), reply(200, { ...jfk, targetPrice: null }));
    const field = within(card('JFK to LAX')).getByLabelText('Target price (US dollars)');
    fireEvent.change(field, { target: { value: '275' } });
    fireEvent.click(within(card('JFK to LAX')).getByRole('button', { name: 'Save target' }));
    await done();
    expect(api.callsTo(one('PATCH', A))[0]!.body).toEqual({ targetPrice: 275_00 });
    expect(screen.getByText('Target price for JFK to LAX set to $275.')).toBeTruthy();

    fireEvent.click(within(card('JFK to LAX')).getByRole('button', { name: 'Clear target' }));
    await done();
    expect(api.callsTo(one('PATCH', A))[1]!.body).toEqual({ targetPrice: null });
    expect((field as HTMLInputElement).value).toBe('');
    expect(within(card('JFK to LAX')).queryByRole('button', { name: 'Clear target' })).toBeNull();
  });

  it('refuses amounts that are not whole dollars from $1, without a call', async () => {
    await show([jfk]);
    const field = within(card('JFK to LAX')).getByLabelText('Target price (US dollars)');
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(within(card('JFK to LAX')).getByRole('button', { name: 'Save target' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a whole dollar amount from $1 to $100,000.')).toBeTruthy();
    expect(api.callsTo(one('PATCH', A))).toHaveLength(0);
  });
});

describe('alert settings', () => {
  it('the switch turns every alert off at once, and saves', async () => {
    await show([jfk]);
    api.on(SETTINGS, reply(200, { ...settings, alertsEnabled: false }));
    const toggle = screen.getByRole('switch', { name: 'Price alerts' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(false);
    await done();
    expect(api.callsTo(SETTINGS)[0]!.body).toEqual({ alertsEnabled: false, minDrop: 20_00 });
    expect(screen.getByText('Alerts are off: you get no alerts for any trip.')).toBeTruthy();
    expect(screen.getByText('Price alerts are off.')).toBeTruthy();
  });

  it('a refused switch goes back and says why; the threshold saves in cents', async () => {
    await show([jfk]);
    api.on(SETTINGS, apiError(500, 'Internal', 'Something went wrong on our side.'), reply(200, { alertsEnabled: true, minDrop: 35_00 }));
    const toggle = screen.getByRole('switch', { name: 'Price alerts' }) as HTMLInputElement;
    fireEvent.click(toggle);
    await done();
    expect(toggle.checked).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('We could not save your alert settings. Try again.');

    const threshold = screen.getByLabelText('Alert me when the price drops by at least (US dollars)') as HTMLInputElement;
    expect(threshold.value).toBe('20');
    fireEvent.change(threshold, { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await done();
    expect(api.callsTo(SETTINGS)[1]!.body).toEqual({ alertsEnabled: true, minDrop: 35_00 });
    expect(threshold.value).toBe('35');
  });
});
