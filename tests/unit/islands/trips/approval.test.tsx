// Trips → a corporate trip's approval (SPEC §4 approvals) on every card: waiting for the travel
// administrator until a deadline, denied with their comment, or expired; a consumer trip shows none.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Trip } from '../../../../src/lib/client/trips.store';
import { ID_A, ID_B, ID_C, pending, stayTrip, trip } from './booking-fixtures';
import { carTrip } from './car-fixtures';
import { experienceTrip } from './experience-fixtures';
import { text, tripsHarness } from './trips-harness';

const ID_D = '44444444-4444-4444-8444-444444444444';
const harness = tripsHarness('2026-11-22T17:00:00Z');
const show = harness.show;

const reason = { verdict: { kind: 'OutOfPolicy' as const, breaches: [{ kind: 'OverPrice' as const, limitMinor: 400_00 }] }, reason: null };
const requested: Trip['approval'] = { state: 'Requested', expiresAt: '2026-11-23T17:00:00Z', decidedAt: null, comment: null };
const denied: Trip['approval'] = {
  state: 'Denied',
  expiresAt: '2026-11-23T17:00:00Z',
  decidedAt: '2026-11-22T18:00:00Z',
  comment: 'Book the economy fare, please.',
};
const expired: Trip['approval'] = { state: 'Expired', expiresAt: '2026-11-23T17:00:00Z', decidedAt: null, comment: null };
const declined = (code: 'ApprovalDenied' | 'ApprovalExpired') => ({
  reservation: 'Declined' as const,
  ticket: null,
  confirmationNumber: null,
  rewardsEarned: null,
  failure: { code, message: 'From the server.', nextAction: 'SearchAgain' as const },
});

const flight = () => screen.getByRole('article', { name: 'JFK to LAX' });
const badge = (card: HTMLElement) => text(within(card).getByText(/^Statu[st] ?:/).parentElement!);

describe('a trip waiting for approval', () => {
  it('every card says so with the deadline in place of the supplier’s wait; no receipt is offered yet', async () => {
    await show([
      pending(ID_A, { policy: reason, approval: requested }),
      stayTrip(ID_B, { reservation: 'Pending', confirmationNumber: null, policy: reason, approval: requested }),
      carTrip(ID_C, { reservation: 'Pending', confirmationNumber: null, policy: reason, approval: requested }),
      experienceTrip(ID_D, { reservation: 'Pending', confirmationNumber: null, policy: reason, approval: requested }),
    ]);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    // The flight card loads the note with the other cards' chunk.
    expect(await within(flight()).findByText(/reviews this out-of-policy trip/)).toBeTruthy();
    for (const card of cards) {
      expect(badge(card)).toBe('Status: Awaiting approval');
      expect(text(card)).toContain(
        'Your travel administrator reviews this out-of-policy trip by Nov 23, 12:00 PM EST. Nothing is charged until it is approved.',
      );
      expect(text(card)).not.toContain('Waiting for the');
      // Nothing is paid yet: the total says when it would be.
      expect(text(card)).toContain('Total, charged if approved');
      expect(text(card)).not.toContain('Total paid');
      expect(within(card).queryByRole('button', { name: /^Cancel(?!lation)/ })).toBeNull();
    }
    const stay = screen.getByRole('article', { name: 'Hôtel Lumière' });
    expect(within(stay).queryByRole('button', { name: /^Receipt/ })).toBeNull();
    expect(within(stay).getByRole('link', { name: /^View booking/ })).toBeTruthy();
  });

  it('in French', async () => {
    await show([pending(ID_A, { locale: 'fr', policy: reason, approval: requested })], '/fr/trips/', [], 'fr');
    const card = screen.getByRole('article');
    expect(await within(card).findByText(/examine ce voyage hors politique/)).toBeTruthy();
    expect(badge(card)).toBe("Statut: En attente d'approbation");
    expect(text(card)).toContain("Votre administrateur des voyages examine ce voyage hors politique d'ici le 23 nov.");
    expect(text(card)).toContain("Rien n'est débité avant son approbation.");
    expect(text(card)).toContain('Total, débité si approuvé');
  });
});

describe('a trip the approval ended', () => {
  it('denied: the administrator’s comment; expired: nobody decided within the day', async () => {
    await show([
      trip(ID_A, { ...declined('ApprovalDenied'), policy: reason, approval: denied }),
      carTrip(ID_C, { ...declined('ApprovalExpired'), policy: reason, approval: expired }),
    ]);
    const card = flight();
    expect(await within(card).findByText(/did not approve this trip/)).toBeTruthy();
    expect(badge(card)).toBe('Status: Approval denied');
    expect(text(card)).toContain(
      'Your travel administrator did not approve this trip, so it was not booked. Nothing was charged.Their comment: Book the economy fare, please.',
    );
    const car = screen.getByRole('article', { name: 'Toyota Corolla or similar' });
    expect(badge(car)).toBe('Status: Request expired');
    expect(text(car)).toContain('Nobody approved this trip within 24 hours, so it was not booked. Nothing was charged.');
    expect(text(car)).not.toContain('Their comment');
    for (const ended of [card, car]) expect(text(ended)).toContain('Total, not charged');
  });

  it('approved: the trip reads as its reservation, with no approval note', async () => {
    await show([trip(ID_A, { policy: reason, approval: { ...requested!, state: 'Approved', decidedAt: '2026-11-22T18:00:00Z' } })]);
    expect(badge(flight())).toBe('Status: Confirmed');
    expect(text(flight())).not.toMatch(/approv/i);
    expect(text(flight())).toContain('Total paid');
  });
});

describe('a consumer trip (no approval)', () => {
  it('shows none of it', async () => {
    await show([pending(ID_A), stayTrip(ID_B, { reservation: 'Declined', confirmationNumber: null })]);
    expect(badge(flight())).toBe('Status: Waiting for the airline to confirm');
    const stay = screen.getByRole('article', { name: 'Hôtel Lumière' });
    expect(badge(stay)).toBe('Status: Declined: this booking did not go through');
    for (const card of screen.getAllByRole('article')) expect(text(card)).not.toMatch(/approv|administrator|expired/i);
    expect(within(stay).getByRole('button', { name: /^Receipt/ })).toBeTruthy();
  });
});
