// Trips → Check in: when online check-in opens for the next flight, on its airport's clock, and a
// link to each airline's own site.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlightTrip } from '../../../../src/lib/client/trips.store';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, trip } from './booking-fixtures';

const harness = tripsHarness('2026-11-25T15:00:00Z');
const withSite = trip(ID_A, {
  airlines: [{ code: 'AA', name: 'American Airlines', isLowCost: false, isFlagged: false, website: 'https://www.aa.com/' }],
  airports: [{ code: 'JFK', name: 'John F Kennedy Intl', city: 'New York', country: 'United States', timeZone: 'America/New_York' }],
} as Partial<FlightTrip>) as FlightTrip;

describe('check in from Trips', () => {
  it("says when online check-in opens for the next flight and links to the airline's site", async () => {
    await harness.show([withSite]);
    fireEvent.click(screen.getByRole('button', { name: /^Check in/ }));
    await done();
    const dialog = screen.getByRole('dialog', { name: 'Check in' });
    expect(text(dialog)).toMatch(/JFK to LAX · Thu, Dec 10/);
    expect(text(dialog)).toContain('Online check-in opens about 24 hours before departure: Wed, Dec 9, 8:00 AM (New York time).');
    const link = within(dialog).getByRole('link', { name: /^Check in with American Airlines/ });
    expect(link.getAttribute('href')).toBe('https://www.aa.com/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(text(dialog)).toContain('Have ready: confirmation number QX7K2P');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Check in' })).toBeNull();
  });

  it('an airline without a known site is named with what to do', async () => {
    await harness.show([trip(ID_A) as FlightTrip]);
    fireEvent.click(screen.getByRole('button', { name: /^Check in/ }));
    await done();
    expect(text(screen.getByRole('dialog', { name: 'Check in' }))).toContain('Check in with American Airlines on its website or app.');
  });
});
