import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../../../src/lib/client/i18n/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactInfoTab from '../../../../src/islands/profile/contact/ContactInfoTab';
import FlightPreferencesTab from '../../../../src/islands/profile/preferences/FlightPreferencesTab';
import HotelPreferencesTab from '../../../../src/islands/profile/preferences/HotelPreferencesTab';
import { getI18n } from '../../../../src/lib/client/i18n';
import { loadContactInfo } from '../../../../src/lib/client/profile/contact.store';
import { $hotelPreferences, loadFlightPreferences, loadHotelPreferences } from '../../../../src/lib/client/profile/preferences.store';
import { resetProfileStores } from '../../../../src/lib/client/profile/profile-load';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { type FlightPreferences, type HotelPreferences } from '../../../../src/lib/domain/profile/preferences.schema';
import { emptyFlightPreferences, emptyHotelPreferences } from '../../../../src/lib/domain/profile/preferences';
import { fakeApi, held, reply, settle } from '../../client/profile/fake-api';

const HOTEL = '/user/preference/hotel';
const FLIGHT = '/user/preference/flight';
const saved: HotelPreferences = { amenities: ['Pool'], starRatings: [4], freeCancellationOnly: true };
const savedFlight: FlightPreferences = {
  ...emptyFlightPreferences(),
  homeAirport: { id: 'airport:YUL', kind: 'airport', code: 'YUL', label: 'Montréal (YUL)', sublabel: 'Trudeau Intl' },
  airlines: ['AA'],
};

const ui = (node: ReactNode) => render(<I18nProvider i18n={getI18n('en')}>{node}</I18nProvider>);
const done = () => act(settle);
const saveButton = () => screen.queryByRole('button', { name: /^(Save preferences|Saving\.\.\.)$/ });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  resetProfileStores();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function hotelTab(value: HotelPreferences | null, isMobile = false) {
  api.on(`GET ${HOTEL}`, reply(200, { value }));
  await loadHotelPreferences();
  ui(<HotelPreferencesTab isMobile={isMobile} />);
}
async function flightTab(value: FlightPreferences | null, isMobile = false) {
  api.on(`GET ${FLIGHT}`, reply(200, { value }));
  await loadFlightPreferences();
  ui(<FlightPreferencesTab isMobile={isMobile} />);
}

describe('hotel preferences tab', () => {
  it('shows the spec groups: ratings with an info button, the amenities, and a free cancellation switch', async () => {
    await hotelTab(null);
    const rating = screen.getByRole('group', { name: 'Rating' });
    expect(
      within(rating)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['1 star★', '2 stars★★', '3 stars★★★', '4 stars★★★★', '5 stars★★★★★']);
    expect(within(rating).getByRole('button', { name: 'About hotel ratings' })).toBeTruthy();
    const amenities = within(screen.getByRole('group', { name: 'Amenities' })).getAllByRole('checkbox');
    expect(amenities.map((c) => c.closest('label')?.textContent)).toEqual([
      'Restaurant',
      'Free wifi',
      'Parking included',
      '24/7 front desk',
      'Accessibility',
      'Pet friendly',
      'Pool',
      'Gym',
    ]);
    expect(screen.getByRole('switch', { name: 'Free cancellation only' })).toBeTruthy();
  });

  it('offers Save only while the form differs from what is saved', async () => {
    await hotelTab(saved);
    expect(saveButton()).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gym' }));
    expect(saveButton()?.textContent).toBe('Save preferences');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gym' }));
    expect(saveButton()).toBeNull();
  });

  it('reads Saving... while the update is in flight, then confirms politely', async () => {
    await hotelTab(null);
    const put = held();
    api.on(`PUT ${HOTEL}`, put.answer);
    fireEvent.click(screen.getByRole('checkbox', { name: '5 stars' }));
    fireEvent.click(saveButton()!);
    await done();
    expect(saveButton()?.textContent).toBe('Saving...');
    expect(saveButton()?.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(saveButton()!);
    expect(api.callsTo(`PUT ${HOTEL}`)).toHaveLength(1);

    put.release(reply(200, { Response: 'Success' }));
    await done();
    expect(api.callsTo(`PUT ${HOTEL}`)[0]?.body).toEqual({ ...emptyHotelPreferences(), starRatings: [5] });
    expect(screen.getByRole('status').textContent).toBe('Your preferences have been saved.');
    expect(saveButton()).toBeNull();
    // The pressed button is gone: focus lands on the confirmation, not on the page.
    expect(document.activeElement?.textContent).toBe('Your preferences have been saved.');
  });

  it('shows the exact spec message in an alert when the answer is not Success', async () => {
    await hotelTab(null);
    api.on(`PUT ${HOTEL}`, reply(200, { Response: 'Failure' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pool' }));
    fireEvent.click(saveButton()!);
    await done();
    expect(screen.getByRole('alert').textContent).toBe('Failed to update user hotel preferences');
    expect(saveButton()?.textContent).toBe('Save preferences');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('Clear preferences saves the empty set at once and is then gone', async () => {
    await hotelTab(saved);
    api.on(`PUT ${HOTEL}`, reply(200, { Response: 'Success' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear preferences' }));
    await done();
    expect(api.callsTo(`PUT ${HOTEL}`).map((c) => c.body)).toEqual([emptyHotelPreferences()]);
    expect(screen.getByRole('status').textContent).toBe('Your preferences have been cleared.');
    expect(screen.queryByRole('button', { name: 'Clear preferences' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Pool' }) as HTMLInputElement).checked).toBe(false);
  });

  it('on mobile, a successful save scrolls to the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await hotelTab(null, true);
    api.on(`PUT ${HOTEL}`, reply(200, { Response: 'Success' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Free cancellation only' }));
    fireEvent.click(saveButton()!);
    await done();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('forgets the outcome of an earlier visit when the screen opens (SPEC §4)', async () => {
    api.on(`GET ${HOTEL}`, reply(200, { value: saved }));
    await loadHotelPreferences();
    $hotelPreferences.set({
      ...$hotelPreferences.get(),
      update: CallState.Failed,
      updateError: { key: 'errors.hotelUpdateFailed', message: 'Failed to update user hotel preferences' },
    });
    ui(<HotelPreferencesTab isMobile={false} />);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('says when preferences could not load, and tries again', async () => {
    await loadHotelPreferences(); // no route: the network fails
    ui(<HotelPreferencesTab isMobile={false} />);
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load your preferences.");
    api.on(`GET ${HOTEL}`, reply(200, { value: saved }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await done();
    expect((screen.getByRole('checkbox', { name: 'Pool' }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('flight preferences tab', () => {
  it('fare class is a single choice, and clicking the chosen one again deselects it', async () => {
    await flightTab(null);
    const fareClass = screen.getByRole('group', { name: 'Fare class' });
    const pressed = () =>
      within(fareClass)
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent);
    fireEvent.click(within(fareClass).getByRole('button', { name: 'Standard' }));
    expect(pressed()).toEqual(['Standard']);
    fireEvent.click(within(fareClass).getByRole('button', { name: 'Premium' }));
    expect(pressed()).toEqual(['Premium']);
    fireEvent.click(within(fareClass).getByRole('button', { name: 'Premium' }));
    expect(within(fareClass).queryAllByRole('button', { pressed: true })).toEqual([]);
    expect(saveButton()).toBeNull();
  });

  it('opens the fare class descriptions in a modal', async () => {
    await flightTab(null);
    fireEvent.click(screen.getByRole('button', { name: 'About fare classes' }));
    const dialog = screen.getByRole('dialog', { name: 'Fare classes' });
    expect(within(dialog).getByText('Luxury')).toBeTruthy();
  });

  it('offers the spec airlines with the low-cost tip, and a binary stops choice', async () => {
    await flightTab(savedFlight);
    const airlines = within(screen.getByRole('group', { name: 'Airlines' })).getAllByRole('checkbox');
    expect(airlines.map((c) => c.closest('label')?.textContent)).toEqual([
      'American Airlines',
      'Delta',
      'United',
      'Spirit',
      'JetBlue',
      'Frontier',
      'Exclude Low Cost Carriers',
    ]);
    expect(screen.getByRole('button', { name: 'About low-cost carriers' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('Low-cost carriers include Spirit, JetBlue and Frontier.');
    const stops = screen.getByRole('radiogroup', { name: 'Stops' });
    expect(within(stops).getByRole('radio', { name: 'Any number of stops' })).toHaveProperty('checked', true);
    fireEvent.click(within(stops).getByRole('radio', { name: 'Nonstop only' }));
    expect(saveButton()).not.toBeNull();
  });

  it('shows the exact flight failure message', async () => {
    await flightTab(savedFlight);
    api.on(`PUT ${FLIGHT}`, reply(500, { error: { code: 'Internal', message: 'boom' } }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Delta' }));
    fireEvent.click(saveButton()!);
    await done();
    expect(screen.getByRole('alert').textContent).toBe('Failed to update user flight preferences');
  });

  it('on mobile, the home airport opens a full-screen popover titled Home airport', async () => {
    await flightTab(savedFlight, true);
    const trigger = screen.getByRole('button', { name: 'Home airport Montréal (YUL)' });
    fireEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Home airport' });
    const field = within(dialog).getByRole('combobox', { name: 'Enter home airport' });
    expect(document.activeElement).toBe(field);
  });

  it('the low-cost tip is a popover on mobile that Escape closes', async () => {
    await flightTab(null, true);
    const button = screen.getByRole('button', { name: 'About low-cost carriers' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Low-cost carriers include Spirit, JetBlue and Frontier.')).toBeTruthy();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('contact information tab', () => {
  it('shows "-" for an empty phone number, and where to change the details', async () => {
    api.on('GET /customer/details', reply(200, { phoneNumber: '', emailAddress: 'cora@example.com' }));
    await loadContactInfo();
    ui(<ContactInfoTab phone="1-800-555-0199" issuerSiteUrl="https://issuer.example/" />);
    const values = [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(values).toEqual([
      ['Phone number', '-'],
      ['Email', 'cora@example.com'],
    ]);
    expect(screen.getByText(/visit the issuer's website or call the issuer's phone line/)).toBeTruthy();
    expect(screen.getByRole('link', { name: "Visit the issuer's website" }).getAttribute('href')).toBe('https://issuer.example/');
    expect(screen.getByRole('link', { name: 'Call the issuer at 1-800-555-0199' }).getAttribute('href')).toBe('tel:18005550199');
  });

  it('says when the details could not load', async () => {
    await loadContactInfo();
    ui(<ContactInfoTab phone="" issuerSiteUrl="" />);
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load your contact information.");
    expect(screen.queryByRole('link')).toBeNull();
  });
});
