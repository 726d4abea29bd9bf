// The confirmation page of a corporate booking held for approval (SPEC §4 approvals): "requested",
// not "confirmed", with the deadline and the traveler's reason, and no endless wait; then what a
// denial (the approver's comment) or an expiry says. A consumer booking shows none of it.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ConfirmApp, { type ConfirmAppProps } from '../../../../src/islands/flights/confirm/ConfirmApp';
import type { Locale } from '../../../../src/lib/client/i18n';
import { $confirmation, closeConfirmation, type Trip } from '../../../../src/lib/client/trips.store';
import { fakeApi, reply, sessionInfo, signedIn } from '../../client/profile/fake-api';
import { ID_A, pending, stayTrip, trip } from './booking-fixtures';
import { carTrip } from './car-fixtures';

const TRIP = `GET /trips/${ID_A}`;
const POLL = `GET /flights/book/${ID_A}`;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

const policy: Trip['policy'] = {
  verdict: { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 400_00 }] },
  reason: { code: 'BetterSchedule', note: 'The client meeting starts at 9.' },
};
const requested: Trip['approval'] = { state: 'Requested', expiresAt: '2026-11-23T17:00:00Z', decidedAt: null, comment: null };
const declined = (code: 'ApprovalDenied' | 'ApprovalExpired', message: string) => ({
  reservation: 'Declined' as const,
  failure: { code, message, nextAction: 'SearchAgain' as const },
});

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void = () => undefined;
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-22T17:00:00Z'));
});
afterEach(() => {
  cleanup();
  closeConfirmation();
  stopSession();
  cleanStores($confirmation);
  vi.useRealTimers();
});

function setUp(path: string) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  api.on('POST /tracking/event', reply(200, {}));
  stopSession = signedIn(sessionInfo());
}

async function open(answers: Trip[], { locale = 'en' as Locale, product = 'flight' as ConfirmAppProps['product'] } = {}) {
  const route = product === 'car' ? 'cars' : product === 'stay' ? 'hotels' : 'flights';
  setUp(`${locale === 'fr' ? '/fr' : ''}/${route}/book/confirm/?${product === 'flight' ? 'id' : 'bookingId'}=${ID_A}`);
  api.on(TRIP, ...answers.map((a) => reply(200, a)));
  if (product === 'car') await import('../../../../src/islands/flights/confirm/OtherProductConfirm');
  render(<ConfirmApp locale={locale} product={product} searchPath={`/${route}/search/`} checkoutPath={null} helpPath="/faq/" />);
  await flush();
  await flush();
}

const outcome = () => screen.getByRole('heading', { level: 1 }).closest('header')!;

describe('a trip waiting for approval', () => {
  it('says it is requested, by when it is decided, the traveler’s reason; it does not poll or spin', async () => {
    await open([pending(ID_A, { policy, approval: requested })]);
    const heading = screen.getByRole('heading', { level: 1, name: 'Trip requested: waiting for approval' });
    expect(text(outcome())).toContain(
      "Your travel administrator reviews out-of-policy trips within 24 hours (by Nov 23, 12:00 PM EST). We'll email you the decision; nothing is charged until it is approved.",
    );
    expect(text(outcome())).toContain("Your reasonIn-policy options don't fit my schedule");
    expect(text(outcome())).toContain('DetailsThe client meeting starts at 9.');
    expect(heading.closest('.confirm-app')!.querySelector('[role="status"]')!.textContent).toBe('Trip requested: waiting for approval');
    expect(screen.getAllByRole('link', { name: 'Go to My trips' })[0]!.getAttribute('href')).toBe('/trips/?tab=upcoming');
    expect(screen.queryByText(/Booking confirmed|Waiting for the airline/)).toBeNull();
    expect(screen.queryByRole('group', { name: 'Confirmation number' })).toBeNull();
    // Nothing is paid yet: the payment's heading says so.
    expect(screen.getByRole('heading', { level: 3, name: 'Charged if approved' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Paid with' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(api.callsTo(POLL)).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Trip requested: waiting for approval' })).toBeTruthy();
  });

  it('a reason without details shows the reason alone; no reason kept, none shown', async () => {
    await open(
      [
        stayTrip(ID_A, {
          reservation: 'Pending',
          confirmationNumber: null,
          policy: { ...policy!, reason: { code: 'NearVenue' } },
          approval: requested,
        }),
      ],
      {
        product: 'stay',
      },
    );
    expect(text(outcome())).toContain('Your reasonCloser to where I need to be');
    expect(text(outcome())).not.toContain('Details');
    cleanup();
    closeConfirmation();
    stopSession();
    await open([pending(ID_A, { policy: { ...policy!, reason: null }, approval: requested })]);
    expect(text(outcome())).not.toContain('Your reason');
  });

  it('when the poll answers that the booking waits for approval, the page says so and stops asking', async () => {
    setUp(`/flights/book/confirm/?id=${ID_A}`);
    // The trip read first is Pending for the supplier; the one read after the poll shows the request.
    api.on(TRIP, reply(200, pending(ID_A, { policy })), reply(200, pending(ID_A, { policy, approval: requested })));
    api.on(POLL, reply(200, { bookingId: ID_A, outcome: 'ApprovalRequested', expiresAt: '2026-11-23T17:00:00Z' }));
    render(<ConfirmApp locale="en" searchPath="/flights/search/" checkoutPath={null} helpPath="/faq/" />);
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: "We're confirming your booking" })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Trip requested: waiting for approval' }));
    const polls = api.callsTo(POLL).length;
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(api.callsTo(POLL)).toHaveLength(polls);
  });

  it('the poll’s deadline stands in when the trip read after it does not show the request yet', async () => {
    setUp(`/flights/book/confirm/?id=${ID_A}`);
    api.on(TRIP, reply(200, pending(ID_A, { policy })));
    api.on(POLL, reply(200, { bookingId: ID_A, outcome: 'ApprovalRequested', expiresAt: '2026-11-23T17:00:00Z' }));
    render(<ConfirmApp locale="en" searchPath="/flights/search/" checkoutPath={null} helpPath="/faq/" />);
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Trip requested: waiting for approval' })).toBeTruthy();
    expect(text(outcome())).toContain('(by Nov 23, 12:00 PM EST)');
  });

  it('in French', async () => {
    await open([pending(ID_A, { locale: 'fr', policy, approval: requested })], { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: "Voyage demandé : en attente d'approbation" })).toBeTruthy();
    expect(text(outcome())).toContain(
      "Votre administrateur des voyages examine les voyages hors politique dans les 24 heures (d'ici le 23 nov.",
    );
    expect(text(outcome())).toContain('Votre motifLes options conformes ne conviennent pas à mon horaire');
    expect(text(outcome())).toContain('PrécisionsThe client meeting starts at 9.');
  });
});

describe('a trip the approval ended', () => {
  it('denied: says it was not approved, with the approver’s comment and a new search', async () => {
    await open([
      pending(ID_A, {
        ...declined(
          'ApprovalDenied',
          'Your travel administrator did not approve this trip. Nothing was charged and your rewards are back in your account.',
        ),
        policy,
        approval: {
          state: 'Denied',
          expiresAt: '2026-11-23T17:00:00Z',
          decidedAt: '2026-11-22T18:00:00Z',
          comment: 'Take the 7 AM flight.',
        },
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your trip was not approved' })).toBeTruthy();
    expect(text(outcome())).toContain(
      'Your travel administrator did not approve this trip. Nothing was charged and your rewards are back in your account.Their comment: Take the 7 AM flight.',
    );
    expect(within(outcome()).getByRole('link', { name: 'Search flights again' }).getAttribute('href')).toBe('/flights/search/');
    expect(screen.getByRole('status').textContent).toContain(
      'Your booking did not go through. Your travel administrator did not approve this trip.',
    );
  });

  it('expired (a car): nobody decided within the day, in the page’s words', async () => {
    await open(
      [
        carTrip(ID_A, {
          ...declined('ApprovalExpired', 'Nobody approved this trip within 24 hours.'),
          confirmationNumber: null,
          policy,
          approval: { state: 'Expired', expiresAt: '2026-11-23T17:00:00Z', decidedAt: null, comment: null },
        }),
      ],
      { product: 'car', locale: 'fr' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Votre demande de voyage a expiré' })).toBeTruthy();
    expect(text(outcome())).toContain(
      "Personne n'a approuvé ce voyage dans les 24 heures. Rien n'a été débité et vos récompenses sont de retour dans votre compte.",
    );
    expect(text(outcome())).not.toContain('commentaire');
  });
});

describe('a consumer booking (no approval)', () => {
  it('confirmed or declined, it reads as before', async () => {
    await open([trip(ID_A)]);
    expect(screen.getByRole('heading', { level: 1, name: 'Booking confirmed' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/approv|administrator|your reason/i);
    cleanup();
    closeConfirmation();
    stopSession();
    await open([
      pending(ID_A, {
        reservation: 'Declined',
        failure: { code: 'NoAvailability', message: 'The airline has no seats left.', nextAction: 'SearchAgain' },
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Your booking did not go through' })).toBeTruthy();
    expect(text(outcome())).toContain('The airline has no seats left.');
  });
});
