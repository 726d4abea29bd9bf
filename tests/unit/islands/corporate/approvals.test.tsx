// Trip approvals (SPEC §4): a travel administrator's queue of out-of-policy bookings, each
// approved, or denied with a comment; who may see it (canViewAdmin, SPEC §2), and the account
// menu's link to it.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Approvals from '../../../../src/islands/corporate/Approvals';
import AccountMenu from '../../../../src/islands/shell/AccountMenu';
import { setToken } from '../../../../src/lib/client/api';
import { resetApprovals } from '../../../../src/lib/client/corporate/approvals.store';
import type { Locale } from '../../../../src/lib/client/i18n';
import type { ApprovalRequest } from '../../../../src/lib/domain/corporate/approvals.schema';
import type { CorporateInfo } from '../../../../src/lib/domain/profile/session.schema';
import {
  apiError,
  fakeApi,
  held,
  reply,
  sessionInfo,
  settle,
  signedIn,
  corporateInfo as corporateFixture,
} from '../../client/profile/fake-api';

const done = () => act(settle);
const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

const corporateInfo = (canViewAdmin: boolean): CorporateInfo =>
  corporateFixture({ permissions: { canViewUsers: canViewAdmin, canViewAdmin }, roles: [canViewAdmin ? 'admin' : 'traveler'] });
const admin = () =>
  sessionInfo({
    tenant: 'corporate',
    customerType: 'Corporate',
    userInfo: { firstName: 'Cora', lastName: 'Lindqvist', email: 'cora.admin@example.com' },
    corporateInfo: corporateInfo(true),
  });
const traveler = () => sessionInfo({ tenant: 'corporate', customerType: 'Corporate', corporateInfo: corporateInfo(false) });

const REQUESTED_ID = '11111111-1111-4111-8111-111111111111';
const DENIED_ID = '22222222-2222-4222-8222-222222222222';

/** Ada's flight, $1,234.56, over the $600 limit, waiting until Nov 23 7:00 AM in Toronto. */
const requested: ApprovalRequest = {
  id: REQUESTED_ID,
  state: 'Requested',
  createdAt: '2026-11-22T12:00:00Z',
  expiresAt: '2026-11-23T12:00:00Z',
  decidedAt: null,
  comment: null,
  requester: { firstName: 'Ada', lastName: 'Byron', email: 'ada@example.com' },
  decidedBy: null,
  booking: {
    id: '33333333-3333-4333-8333-333333333333',
    product: 'Flight',
    title: 'JFK → LAX',
    startDate: '2026-12-10',
    endDate: '2026-12-13',
    totalMinor: 123456,
    verdict: { kind: 'OutOfPolicy', breaches: [{ kind: 'OverPrice', limitMinor: 60000 }] },
    reason: { code: 'ClientRequirement', note: 'Keynote at the client' },
  },
};

/** Bob's hotel, denied yesterday by Dana. */
const denied: ApprovalRequest = {
  id: DENIED_ID,
  state: 'Denied',
  createdAt: '2026-11-20T15:00:00Z',
  expiresAt: '2026-11-21T15:00:00Z',
  decidedAt: '2026-11-21T15:00:00Z',
  comment: 'Pick a hotel under the cap.',
  requester: { firstName: 'Bob', lastName: 'Marsh', email: 'bob@example.com' },
  decidedBy: { firstName: 'Dana', lastName: 'Ortiz' },
  booking: {
    id: '44444444-4444-4444-8444-444444444444',
    product: 'Hotel',
    title: 'The Grand, Chicago',
    startDate: '2026-12-01',
    endDate: '2026-12-03',
    totalMinor: 90000,
    verdict: { kind: 'OutOfPolicy', breaches: [{ kind: 'StarRatingNotAllowed', allowed: [3, 4] }] },
    reason: null,
  },
};

let api: ReturnType<typeof fakeApi>;
let navigations: string[] = [];
let stopSession: (() => void) | undefined;

afterEach(() => {
  cleanup();
  stopSession?.();
  resetApprovals();
});

type Answer = Parameters<ReturnType<typeof fakeApi>['on']>[1];

async function show(opts: { list?: Answer[]; info?: ReturnType<typeof admin> | null; locale?: Locale } = {}) {
  const { list = [reply(200, { value: [requested, denied] })], info = admin(), locale = 'en' } = opts;
  const path = locale === 'fr' ? '/fr/approvals/' : '/approvals/';
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  navigations = [];
  api.platform.navigate = (url) => void navigations.push(url);
  // Failed calls are reported (the account menu's tracking is loaded in this file).
  api.on('POST /tracking/event', reply(200, {}));
  api.on('GET /approvals', ...list);
  stopSession = signedIn(info);
  render(<Approvals locale={locale} />);
  await done();
}

const card = (name: string) => screen.getByRole('article', { name });
const comment = (name: string) => within(card(name)).getByLabelText('Comment for the traveler') as HTMLTextAreaElement;
const decided = (r: ApprovalRequest, over: Partial<ApprovalRequest>): ApprovalRequest => ({ ...r, ...over });

describe('Trip approvals', () => {
  // First: once anything leaves the page (access-denied below), sign-in keeps that destination.
  it('sends a signed-out visitor to sign in', async () => {
    window.history.replaceState(null, '', '/approvals/');
    api = fakeApi('/approvals/');
    navigations = [];
    api.platform.navigate = (url) => void navigations.push(url);
    setToken(null);
    stopSession = signedIn(null);
    render(<Approvals locale="en" />);
    await done();
    expect(navigations).toEqual(['/auth/startsession/']);
  });

  it('lists the waiting request with what the approver needs, and the decided one under Decided', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Trip approvals' })).toBeTruthy();
    const waiting = screen.getByRole('region', { name: 'Waiting for your decision' });
    const ada = within(waiting).getByRole('article', { name: 'Ada Byron' });
    const facts = text(ada);
    expect(facts).toContain('ada@example.com');
    expect(facts).toContain('JFK → LAX');
    expect(facts).toContain('Flight');
    expect(facts).toContain('Thu, Dec 10 – Sun, Dec 13, 2026');
    expect(facts).toContain('$1,234.56');
    expect(facts).toContain('Out of policy: over the $600 limit');
    expect(facts).toContain('Required by the client or the event: Keynote at the client');
    expect(facts).toContain('Decide by Nov 23, 7:00 AM EST');
    expect(within(ada).getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(within(ada).getByRole('button', { name: 'Deny' })).toBeTruthy();
    expect(comment('Ada Byron').getAttribute('aria-invalid')).toBeNull();

    const done = screen.getByRole('region', { name: 'Decided' });
    const bob = within(done).getByRole('article', { name: 'Bob Marsh' });
    expect(text(bob)).toContain('Denied by Dana Ortiz on Nov 21, 10:00 AM EST');
    expect(text(bob)).toContain('Comment: Pick a hotel under the cap.');
    expect(text(bob)).toContain('Out of policy: star rating not allowed');
    expect(text(bob)).toContain('No reason given');
    expect(text(bob)).toContain('Hotel');
    expect(within(bob).queryByRole('button')).toBeNull();
    expect(within(bob).queryByLabelText('Comment for the traveler')).toBeNull();
    expect(api.callsTo('GET /approvals')).toHaveLength(1);
  });

  it('approves: the buttons wait while the decision is sent, then the card says so and the page announces it', async () => {
    await show();
    const answer = held();
    api.on('POST /approvals/' + REQUESTED_ID + '/decide', answer.answer);
    fireEvent.click(within(card('Ada Byron')).getByRole('button', { name: 'Approve' }));
    await done();
    expect((within(card('Ada Byron')).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(card('Ada Byron')).getByRole('button', { name: 'Deny' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('Ada Byron')).getByRole('status').textContent).toBe('Approving…');

    answer.release(
      reply(200, {
        value: decided(requested, {
          state: 'Approved',
          decidedAt: '2026-11-22T13:00:00Z',
          decidedBy: { firstName: 'Cora', lastName: 'Lindqvist' },
        }),
      }),
    );
    await done();
    await done();
    expect(api.callsTo(`POST /approvals/${REQUESTED_ID}/decide`).map((c) => c.body)).toEqual([{ decision: 'Approve' }]);
    const ada = card('Ada Byron');
    // It keeps its place among the waiting ones, now showing its state.
    expect(within(screen.getByRole('region', { name: 'Waiting for your decision' })).getByRole('article', { name: 'Ada Byron' })).toBe(ada);
    expect(text(ada)).toContain('Approved by you');
    expect(within(ada).queryByRole('button')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Approved by you');
    expect(screen.getAllByRole('status').some((s) => s.textContent === "You approved Ada Byron's trip: JFK → LAX.")).toBe(true);
  });

  it('denying without a comment marks the field and sends nothing', async () => {
    await show();
    api.on(`POST /approvals/${REQUESTED_ID}/decide`, reply(500, {}));
    fireEvent.click(within(card('Ada Byron')).getByRole('button', { name: 'Deny' }));
    await done();
    const field = comment('Ada Byron');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    const error = within(card('Ada Byron')).getByText("Tell the traveler why you're denying this trip.");
    expect(field.getAttribute('aria-describedby')).toContain(error.id);
    expect(api.callsTo(`POST /approvals/${REQUESTED_ID}/decide`)).toHaveLength(0);

    // Spaces are no reason either; typing clears the mark.
    fireEvent.change(field, { target: { value: '   ' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(card('Ada Byron')).getByRole('button', { name: 'Deny' }));
    await done();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo(`POST /approvals/${REQUESTED_ID}/decide`)).toHaveLength(0);
  });

  it('denies with the comment, and the card shows it', async () => {
    await show();
    api.on(
      `POST /approvals/${REQUESTED_ID}/decide`,
      reply(200, {
        value: decided(requested, {
          state: 'Denied',
          decidedAt: '2026-11-22T13:00:00Z',
          decidedBy: { firstName: 'Cora', lastName: 'Lindqvist' },
          comment: 'Book the 9 AM flight instead.',
        }),
      }),
    );
    fireEvent.change(comment('Ada Byron'), { target: { value: '  Book the 9 AM flight instead. ' } });
    fireEvent.click(within(card('Ada Byron')).getByRole('button', { name: 'Deny' }));
    await done();
    await done();
    expect(api.callsTo(`POST /approvals/${REQUESTED_ID}/decide`).map((c) => c.body)).toEqual([
      { decision: 'Deny', comment: 'Book the 9 AM flight instead.' },
    ]);
    expect(text(card('Ada Byron'))).toContain('Denied: Book the 9 AM flight instead.');
    expect(screen.getAllByRole('status').some((s) => s.textContent === "You denied Ada Byron's trip: JFK → LAX.")).toBe(true);
  });

  it('a 409 shows its message and reloads the queue as it is now', async () => {
    const approvedElsewhere = decided(requested, {
      state: 'Approved',
      decidedAt: '2026-11-22T12:30:00Z',
      decidedBy: { firstName: 'Dana', lastName: 'Ortiz' },
    });
    await show({ list: [reply(200, { value: [requested, denied] }), reply(200, { value: [approvedElsewhere, denied] })] });
    api.on(`POST /approvals/${REQUESTED_ID}/decide`, apiError(409, 'Conflict', 'Another administrator already decided this request.'));
    fireEvent.click(within(card('Ada Byron')).getByRole('button', { name: 'Approve' }));
    await done();
    await done();
    expect(screen.getByRole('alert').textContent).toBe('Another administrator already decided this request.');
    expect(api.callsTo('GET /approvals')).toHaveLength(2);
    const ada = within(screen.getByRole('region', { name: 'Decided' })).getByRole('article', { name: 'Ada Byron' });
    expect(text(ada)).toContain('Approved by Dana Ortiz on Nov 22, 7:30 AM EST');
    expect(screen.getByText('No trips are waiting for your approval.')).toBeTruthy();
  });

  it('shows an empty queue with a way home', async () => {
    await show({ list: [reply(200, { value: [] })] });
    expect(screen.getByText('No trips are waiting for your approval.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('region', { name: 'Decided' })).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    await show({ list: [apiError(500, 'Internal', 'Boom'), reply(200, { value: [requested] })] });
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load the trips waiting for approval.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await done();
    expect(card('Ada Byron')).toBeTruthy();
  });

  it('sends a user without canViewAdmin to access-denied, without asking for the queue', async () => {
    await show({ info: traveler() });
    expect(navigations).toEqual(['/access-denied/']);
    expect(api.callsTo('GET /approvals')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('sends the user to access-denied when the API answers 403', async () => {
    await show({ list: [apiError(403, 'Forbidden', 'Only travel administrators see approvals.')] });
    expect(navigations).toEqual(['/access-denied/']);
  });

  it('reads in French', async () => {
    await show({ locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Approbation des voyages' })).toBeTruthy();
    const ada = screen.getByRole('article', { name: 'Ada Byron' });
    expect(text(ada)).toContain('1 234,56 $');
    expect(text(ada)).toContain('Exigé par le client ou l’événement : Keynote at the client');
    expect(text(ada)).toContain('Décider avant le');
    expect(within(ada).getByLabelText('Commentaire pour le voyageur')).toBeTruthy();
    fireEvent.click(within(ada).getByRole('button', { name: 'Refuser' }));
    await done();
    expect(within(ada).getByText('Dites au voyageur pourquoi vous refusez ce voyage.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Décidés' })).toBeTruthy();
  });

  it('a user without canViewAdmin in French goes to the French access-denied page', async () => {
    await show({ info: traveler(), locale: 'fr' });
    expect(navigations).toEqual(['/fr/access-denied/']);
  });
});

describe('the account menu', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('links to Trip approvals for a travel administrator (canViewAdmin %s)', async (canViewAdmin, links) => {
    api = fakeApi('/');
    api.on('POST /tracking/event', reply(200, {}));
    stopSession = signedIn(canViewAdmin ? admin() : traveler());
    render(<AccountMenu locale="en" />);
    await done();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const found = screen.queryAllByRole('link', { name: 'Trip approvals' });
    expect(found).toHaveLength(links);
    if (links) expect(found[0]!.getAttribute('href')).toBe('/approvals/');
  });
});
