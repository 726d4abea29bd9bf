// Company travel (SPEC §6): a travel administrator's read-only view of their company's users (with
// ghost users marked and each user's travelers on demand) and its policy tiers; who may see it
// (canViewAdmin, SPEC §2), and the account menu's link to it.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import Company from '../../../../src/islands/corporate/Company';
import AccountMenu from '../../../../src/islands/shell/AccountMenu';
import { setToken } from '../../../../src/lib/client/api';
import { $config } from '../../../../src/lib/client/config.store';
import { resetCompany, type CompanyTier } from '../../../../src/lib/client/corporate/company.store';
import type { Locale } from '../../../../src/lib/client/i18n';
import type { CompanyUser } from '../../../../src/lib/domain/corporate/company.schema';
import type { PolicyTier } from '../../../../src/lib/domain/corporate/policy';
import type { CorporateInfo } from '../../../../src/lib/domain/profile/session.schema';
import { publicConfig } from '../../client/favorites/favorites-fixtures';
import { traveler } from '../../client/profile/traveler-fixtures';
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
/** The value a card gives under `label`. */
const fact = (el: HTMLElement, label: string) => within(el).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const corporateInfo = (canViewAdmin: boolean): CorporateInfo =>
  corporateFixture({ permissions: { canViewUsers: canViewAdmin, canViewAdmin }, roles: [canViewAdmin ? 'admin' : 'traveler'] });
const admin = () =>
  sessionInfo({
    tenant: 'corporate',
    customerType: 'Corporate',
    userInfo: { firstName: 'Cora', lastName: 'Lindqvist', email: 'cora.admin@example.com' },
    corporateInfo: corporateInfo(true),
  });
const traveler_ = () => sessionInfo({ tenant: 'corporate', customerType: 'Corporate', corporateInfo: corporateInfo(false) });

const user = (id: string, firstName: string, lastName: string, over: Partial<CompanyUser> = {}): CompanyUser => ({
  id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  roles: ['Traveler'],
  cap1Role: null,
  canViewAdmin: false,
  policyTierName: 'Standard',
  isGhostUser: false,
  travelers: 1,
  hiddenTravelers: 0,
  ...over,
});

/** Cora administers; Eli is a ghost user without a tier; Ada keeps three travelers, one of them private. */
const cora = user('user-1', 'Cora', 'Lindqvist', {
  email: 'cora.admin@example.com',
  roles: ['TravelAdmin', 'Traveler'],
  cap1Role: 'Admin',
  canViewAdmin: true,
});
const eli = user('user-2', 'Eli', 'Navarro', { cap1Role: 'Employee', policyTierName: null, isGhostUser: true, travelers: 0 });
const ada = user('user-3', 'Ada', 'Byron', { travelers: 3, hiddenTravelers: 1 });

const adaSelf = traveler('t-ada', 'Ada', 'Byron', { dateOfBirth: '1985-12-10', isDefaultProfile: true });
const adaSon = traveler('t-sam', 'Sam', 'Byron', { dateOfBirth: '2015-03-02', isPrivateProfile: true });
const adaFriend = traveler('t-kim', 'Kim', 'Ng', { dateOfBirth: '1990-04-12' });

const standard: PolicyTier = {
  id: 'tier-standard',
  name: 'Standard',
  settings: { isApprovalRequired: true },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      { duration: 'Short', maxPriceForOneWay: 300_00, maxPriceForRoundTrip: 500_00, allowedFareClasses: ['basic', 'standard'] },
      { duration: 'Long', maxPriceForOneWay: 900_00, maxPriceForRoundTrip: null, allowedFareClasses: ['premium'] },
    ],
  },
  hotels: { allowedStarRatings: [3, 4], maxPricePerNight: 250_00 },
  cars: { maxPricePerDay: 80_00 },
};
const open: PolicyTier = {
  id: 'tier-open',
  name: 'Executives',
  settings: { isApprovalRequired: false },
  flights: {
    enableLongFlights: true,
    minHoursForLongFlight: 6,
    policies: [
      {
        duration: 'Short',
        maxPriceForOneWay: null,
        maxPriceForRoundTrip: null,
        allowedFareClasses: ['basic', 'standard', 'enhanced', 'premium', 'luxury'],
      },
      {
        duration: 'Long',
        maxPriceForOneWay: null,
        maxPriceForRoundTrip: null,
        allowedFareClasses: ['basic', 'standard', 'enhanced', 'premium', 'luxury'],
      },
    ],
  },
  hotels: { allowedStarRatings: [], maxPricePerNight: null },
  cars: { maxPricePerDay: null },
};
const tiers: CompanyTier[] = [
  { tier: standard, isInactive: false, approvalProcess: '24hr_review', users: 2 },
  { tier: open, isInactive: true, approvalProcess: 'auto', users: 1 },
];

let api: ReturnType<typeof fakeApi>;
let navigations: string[] = [];
let stopSession: (() => void) | undefined;

afterEach(() => {
  cleanup();
  stopSession?.();
  resetCompany();
});

type Answer = Parameters<ReturnType<typeof fakeApi>['on']>[1];

async function show(opts: { users?: Answer[]; tiers?: Answer[]; info?: ReturnType<typeof admin>; locale?: Locale } = {}) {
  const {
    users = [reply(200, { value: [ada, cora, eli], allUsers: true })],
    tiers: tierAnswers = [reply(200, { value: tiers })],
    info = admin(),
    locale = 'en',
  } = opts;
  const path = locale === 'fr' ? '/fr/company/' : '/company/';
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  navigations = [];
  api.platform.navigate = (url) => void navigations.push(url);
  api.on('POST /tracking/event', reply(200, {}));
  api.on('GET /company/users', ...users);
  api.on('GET /company/policyTiers', ...tierAnswers);
  stopSession = signedIn(info);
  render(<Company locale={locale} />);
  await done();
}

const usersRegion = () => screen.getByRole('region', { name: 'Users' });
const tiersRegion = () => screen.getByRole('region', { name: 'Travel policies' });
const card = (name: string) => within(usersRegion()).getByRole('article', { name });
const toggle = (name: string) => within(card(name)).getByRole('button', { name: /travelers/ });

describe('Company travel', () => {
  // First: once anything leaves the page (access-denied below), sign-in keeps that destination.
  it('sends a signed-out visitor to sign in', async () => {
    window.history.replaceState(null, '', '/company/');
    api = fakeApi('/company/');
    navigations = [];
    api.platform.navigate = (url) => void navigations.push(url);
    setToken(null);
    stopSession = signedIn(null);
    render(<Company locale="en" />);
    await done();
    expect(navigations).toEqual(['/auth/startsession/']);
  });

  it('lists the users with their role, policy, the ghost badge and their travelers counted', async () => {
    await show();
    expect(screen.getByRole('heading', { level: 1, name: 'Company travel' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trip approvals' }).getAttribute('href')).toBe('/approvals/');
    // The signed-in administrator first, then the others in the API's order.
    expect(within(usersRegion()).getAllByRole('heading', { level: 3 }).map(text)).toEqual(['Cora Lindqvist', 'Ada Byron', 'Eli Navarro']);

    const a = text(card('Ada Byron'));
    expect(fact(card('Ada Byron'), 'Email')).toBe('ada@example.com');
    expect(fact(card('Ada Byron'), 'Role')).toBe('Traveler');
    expect(fact(card('Ada Byron'), 'Travel policy')).toBe('Standard');
    expect(a).toContain('3 travelers · 1 private');
    expect(a).not.toContain('No traveler profile');

    const c = text(card('Cora Lindqvist'));
    expect(fact(card('Cora Lindqvist'), 'Role')).toBe('Administrator');
    expect(c).toContain('1 traveler');
    expect(c).not.toContain('private');

    const e = text(card('Eli Navarro'));
    expect(fact(card('Eli Navarro'), 'Role')).toBe('Employee');
    expect(fact(card('Eli Navarro'), 'Travel policy')).toBe('No policy');
    expect(e).toContain('0 travelers');
    expect(within(card('Eli Navarro')).getByText('No traveler profile').className).toBe('badge');

    expect(screen.queryByText(/You can see only yourself/)).toBeNull();
    expect(api.callsTo('GET /company/users')).toHaveLength(1);
    expect(api.callsTo('GET /company/policyTiers')).toHaveLength(1);
  });

  it('shows the roles as they come when there is no Capital One role', async () => {
    await show({ users: [reply(200, { value: [user('user-9', 'Max', 'Ray', { roles: ['TravelAdmin', 'Auditor'] })], allUsers: true })] });
    expect(fact(card('Max Ray'), 'Role')).toBe('Travel administrator, Auditor');
  });

  it('"Show travelers" loads that user\'s travelers and shows the default and private ones', async () => {
    await show();
    const answer = held();
    api.on('GET /company/users/user-3/travelers', answer.answer);
    const button = toggle('Ada Byron');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('Show travelers');
    fireEvent.click(button);
    await done();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.textContent).toContain('Hide travelers');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('status').textContent).toBe('Loading travelers…');

    answer.release(reply(200, { user: ada, value: [adaSelf, adaSon, adaFriend] }));
    await done();
    await done();
    const list = within(card('Ada Byron')).getByRole('list', { name: 'Travelers of Ada Byron' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map(text)).toEqual([
      'Ada ByronBorn December 10, 1985Default',
      'Sam ByronBorn March 2, 2015Private',
      'Kim NgBorn April 12, 1990',
    ]);
    expect(within(items[0]!).getByText('Default').className).toBe('badge');
    expect(within(items[1]!).getByText('Private').className).toBe('badge');

    // Hidden and shown again: the list is kept, not asked for twice.
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(card('Ada Byron')).queryByRole('list')).toBeNull();
    fireEvent.click(button);
    await done();
    expect(within(card('Ada Byron')).getAllByRole('listitem')).toHaveLength(3);
    expect(api.callsTo('GET /company/users/user-3/travelers')).toHaveLength(1);
  });

  it('a user without saved travelers says so', async () => {
    await show();
    api.on('GET /company/users/user-2/travelers', reply(200, { user: eli, value: [] }));
    fireEvent.click(toggle('Eli Navarro'));
    await done();
    await done();
    expect(within(card('Eli Navarro')).getByText('No saved travelers')).toBeTruthy();
    expect(within(card('Eli Navarro')).queryByRole('list')).toBeNull();
  });

  it('travelers that fail to load offer to try again; a user no longer visible says to reload', async () => {
    await show();
    api.on('GET /company/users/user-3/travelers', apiError(500, 'Internal', 'Boom'), reply(200, { user: ada, value: [adaSelf] }));
    fireEvent.click(toggle('Ada Byron'));
    await done();
    await done();
    expect(within(card('Ada Byron')).getByRole('alert').textContent).toContain("We couldn't load these travelers.");
    fireEvent.click(within(card('Ada Byron')).getByRole('button', { name: 'Try again' }));
    await done();
    await done();
    expect(within(card('Ada Byron')).getAllByRole('listitem')).toHaveLength(1);

    api.on('GET /company/users/user-2/travelers', apiError(404, 'NotFound', 'No user with that id is in the list you can see.'));
    fireEvent.click(toggle('Eli Navarro'));
    await done();
    await done();
    const alert = within(card('Eli Navarro')).getByRole('alert');
    expect(alert.textContent).toContain('This user is no longer one you can see. Reload the page.');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('an administrator without canViewUsers sees only themselves, and is told why', async () => {
    await show({ users: [reply(200, { value: [cora], allUsers: false })] });
    expect(within(usersRegion()).getByText('You can see only yourself: ask for permission to view company users.')).toBeTruthy();
    expect(within(usersRegion()).getAllByRole('article')).toHaveLength(1);
    expect(card('Cora Lindqvist')).toBeTruthy();
  });

  it('shows each policy tier read-only: its rules, its approval process, its users, and an inactive one says so', async () => {
    await show();
    const region = tiersRegion();
    const std = within(region).getByRole('article', { name: 'Standard' });
    const s = text(std);
    expect(s).toContain('Out-of-policy trips need approval within 24 hours');
    expect(s).toContain('2 users book under this policy');
    expect(s).not.toContain('Inactive');
    const flights = within(std).getByRole('region', { name: 'Flights' });
    expect(within(flights).getByRole('heading', { level: 4 })).toBeTruthy();
    const short = within(flights).getByRole('row', { name: /Short flights/ });
    expect(text(short)).toBe('Short flights$300.00$500.00Basic, Standard');
    const long = within(flights).getByRole('row', { name: /Long flights/ });
    expect(text(long)).toBe('Long flights$900.00No limitPremium');
    expect(text(within(std).getByRole('region', { name: 'Hotels' }))).toContain('3★, 4★');
    expect(text(within(std).getByRole('region', { name: 'Hotels' }))).toContain('$250.00');
    expect(text(within(std).getByRole('region', { name: 'Cars' }))).toContain('$80.00');

    const exec = within(region).getByRole('article', { name: 'Executives' });
    const x = text(exec);
    expect(x).toContain('Inactive: restricts nothing');
    expect(x).toContain('Approved automatically');
    expect(x).toContain('1 user books under this policy');
    expect(text(within(exec).getByRole('region', { name: 'Hotels' }))).toContain('Any rating');
  });

  it('a failed load of the users offers to try again, the policies still shown', async () => {
    await show({ users: [apiError(500, 'Internal', 'Boom'), reply(200, { value: [ada], allUsers: true })] });
    const alert = within(usersRegion()).getByRole('alert');
    expect(alert.textContent).toContain("We couldn't load your company's users.");
    expect(within(tiersRegion()).getAllByRole('article')).toHaveLength(2);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await done();
    expect(card('Ada Byron')).toBeTruthy();
    expect(within(usersRegion()).queryByRole('alert')).toBeNull();
  });

  it('a failed load of the policies offers to try again; an unreachable server says so', async () => {
    await show({ tiers: [apiError(500, 'Internal', 'Boom'), reply(200, { value: tiers })] });
    expect(within(tiersRegion()).getByRole('alert').textContent).toContain("We couldn't load your company's travel policies.");
    fireEvent.click(within(tiersRegion()).getByRole('button', { name: 'Try again' }));
    await done();
    expect(within(tiersRegion()).getAllByRole('article')).toHaveLength(2);

    cleanup();
    resetCompany();
    // No route: the fake API fails like a network error.
    await show({ users: [] });
    expect(within(usersRegion()).getByRole('alert').textContent).toContain('We could not reach the server.');
  });

  it('sends a user without canViewAdmin to access-denied, without asking for anything', async () => {
    await show({ info: traveler_() });
    expect(navigations).toEqual(['/access-denied/']);
    expect(api.callsTo('GET /company/users')).toHaveLength(0);
    expect(api.callsTo('GET /company/policyTiers')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Users' })).toBeNull();
  });

  it('sends the user to access-denied when the API answers 403', async () => {
    await show({ users: [apiError(403, 'Forbidden', "Only your company's travel administrators can see its users and policies.")] });
    expect(navigations).toEqual(['/access-denied/']);
  });

  it('reads in French', async () => {
    await show({ locale: 'fr', users: [reply(200, { value: [ada, eli], allUsers: false })] });
    expect(screen.getByRole('heading', { level: 1, name: "Voyages de l'entreprise" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Approbation des voyages' }).getAttribute('href')).toBe('/fr/approvals/');
    const users = screen.getByRole('region', { name: 'Utilisateurs' });
    expect(within(users).getByText(/Vous ne voyez que vous-même/)).toBeTruthy();
    const adaCard = within(users).getByRole('article', { name: 'Ada Byron' });
    expect(text(adaCard)).toContain('3 voyageurs · 1 privé');
    const eliCard = within(users).getByRole('article', { name: 'Eli Navarro' });
    expect(text(eliCard)).toContain('Aucun profil de voyageur');
    expect(text(eliCard)).toContain('Aucune politique');
    expect(text(eliCard)).toContain('Employé');

    api.on('GET /company/users/user-3/travelers', reply(200, { user: ada, value: [adaSelf, adaSon] }));
    fireEvent.click(within(adaCard).getByRole('button', { name: /Afficher les voyageurs/ }));
    await done();
    await done();
    const items = within(adaCard).getAllByRole('listitem').map(text);
    expect(items[0]).toContain('Né(e) le 10 décembre 1985');
    expect(items[0]).toContain('Par défaut');
    expect(items[1]).toContain('Privé');

    const region = screen.getByRole('region', { name: 'Politiques de voyage' });
    const std = within(region).getByRole('article', { name: 'Standard' });
    expect(text(std)).toContain('Les voyages hors politique doivent être approuvés dans les 24 heures');
    expect(text(std)).toContain('2 utilisateurs réservent selon cette politique');
    expect(text(std)).toContain('300,00 $');
    const exec = within(region).getByRole('article', { name: 'Executives' });
    expect(text(exec)).toContain('Inactive : ne restreint rien');
    expect(text(exec)).toContain('Approuvés automatiquement');
  });

  it('a user without canViewAdmin in French goes to the French access-denied page', async () => {
    await show({ info: traveler_(), locale: 'fr' });
    expect(navigations).toEqual(['/fr/access-denied/']);
  });
});

describe('the account menu', () => {
  it.each([
    [true, 1],
    [false, 0],
  ])('links to Company travel next to Trip approvals for a travel administrator (canViewAdmin %s)', async (canViewAdmin, links) => {
    api = fakeApi('/');
    api.on('POST /tracking/event', reply(200, {}));
    stopSession = signedIn(canViewAdmin ? admin() : traveler_());
    render(<AccountMenu locale="en" />);
    await done();
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const found = screen.queryAllByRole('link', { name: 'Company travel' });
    expect(found).toHaveLength(links);
    if (links) {
      expect(found[0]!.getAttribute('href')).toBe('/company/');
      const items = screen.getAllByRole('listitem').map((li) => li.textContent);
      expect(items.indexOf('Company travel')).toBe(items.indexOf('Trip approvals') + 1);
    }
  });

  it('links to the French page in French', async () => {
    api = fakeApi('/fr/');
    api.on('POST /tracking/event', reply(200, {}));
    stopSession = signedIn(admin());
    render(<AccountMenu locale="fr" />);
    await done();
    fireEvent.click(screen.getByRole('button', { name: /Menu du compte/ }));
    expect(screen.getByRole('link', { name: "Voyages de l'entreprise" }).getAttribute('href')).toBe('/fr/company/');
  });
});

describe('booking for someone (SPEC §6 delegated session)', () => {
  it('offers "Book for" on the others, and starts their session, keeping the administrator’s for the way back', async () => {
    await show();
    expect(within(card('Cora Lindqvist')).queryByRole('button', { name: /^Book for/ })).toBeNull();
    // The administrator finds herself in the list by a "You" mark, on her card only.
    expect(within(card('Cora Lindqvist')).getByText('You')).toBeTruthy();
    expect(within(card('Eli Navarro')).queryByText('You')).toBeNull();
    const eliSession = sessionInfo({
      userId: 'user-2',
      userInfo: { firstName: 'Eli', lastName: 'Navarro', email: 'eli@example.com' },
      isDelegatedSession: true,
    });
    api.on('POST /company/users/user-2/delegate', reply(200, { token: 'jwt-eli', sessionInfo: eliSession }));
    fireEvent.click(within(card('Eli Navarro')).getByRole('button', { name: 'Book for Eli Navarro' }));
    await done();
    expect(api.callsTo('POST /company/users/user-2/delegate')).toHaveLength(1);
    expect(api.platform.local.getItem('portal.jwt')).toBe('jwt-eli');
    expect(JSON.parse(api.platform.local.getItem('portal.delegator') ?? '{}')).toMatchObject({ token: 'jwt-test' });
    expect(navigations).toEqual(['/']);
  });

  it('says when the session could not start, and stays', async () => {
    await show();
    api.on('POST /company/users/user-3/delegate', reply(403, { error: { code: 'Forbidden', message: 'No.' } }));
    fireEvent.click(within(card('Ada Byron')).getByRole('button', { name: 'Book for Ada Byron' }));
    await done();
    expect(within(card('Ada Byron')).getByRole('alert').textContent).toContain("We couldn't start booking for this person.");
    expect(navigations).toEqual([]);
  });

  it('shows the bar on every page of a delegated session, and goes back to the administrator’s own', async () => {
    // The bar's module loads on demand: loaded here first, its import resolves within the flushes below.
    await import('../../../../src/islands/shell/DelegatedBar');
    api = fakeApi('/trips/');
    navigations = [];
    api.platform.navigate = (url) => void navigations.push(url);
    api.on('POST /tracking/event', reply(200, {}));
    api.on('POST /auth/endSession', reply(200, { Response: 'Success' }));
    api.platform.local.setItem('portal.delegator', JSON.stringify({ token: 'jwt-cora', info: admin() }));
    stopSession = signedIn(
      sessionInfo({ userInfo: { firstName: 'Eli', lastName: 'Navarro', email: 'eli@example.com' }, isDelegatedSession: true }),
    );
    render(<AccountMenu locale="en" />);
    await done();
    await done();
    const bar = screen.getByRole('region', { name: 'Delegated session' });
    expect(bar.textContent).toContain("You're booking for Eli Navarro.");
    fireEvent.click(within(bar).getByRole('button', { name: 'Back to my account' }));
    await done();
    expect(api.callsTo('POST /auth/endSession')).toHaveLength(1);
    expect(api.platform.local.getItem('portal.jwt')).toBe('jwt-cora');
    expect(api.platform.local.getItem('portal.delegator')).toBeNull();
    expect(navigations).toEqual(['/company/']);
    cleanup();
    // Gone with the menu, and never there for a session of one's own.
    expect(screen.queryByRole('region', { name: 'Delegated session' })).toBeNull();
  });
});

describe('how the company pays', () => {
  const withCorporate = (over: Partial<CorporateInfo>) => sessionInfo({ ...admin(), corporateInfo: { ...corporateInfo(true), ...over } });
  const payment = () => screen.getByRole('region', { name: 'How your company pays' });

  it('names the company card its travelers add, and where to change it (the admin portal, from here)', async () => {
    $config.set({ kind: 'Loaded', config: publicConfig });
    await show({
      info: withCorporate({
        companyCard: {
          accountReferenceId: 'acct-northwind',
          productDisplayName: 'Northwind Traders corporate card',
          lastFour: '5154',
          lastFourVirtualCardNumbers: [],
        },
      }),
    });
    expect(text(payment())).toContain(
      'Travelers pay with the Northwind Traders corporate card, ending in 5154: each adds it once in Payment methods, and checkout offers it.',
    );
    expect(within(payment()).getByRole('link', { name: 'admin portal' }).getAttribute('href')).toBe(
      'https://admin.travel.example/?referrer_source=booking_portal',
    );
  });

  it('central billing: billed by invoice, no card at checkout', async () => {
    await show({ info: withCorporate({ centralBilling: { companyName: 'Contoso Consulting' } }) });
    expect(text(payment())).toContain('Trips are billed to Contoso Consulting by invoice: travelers give no card at checkout');
    expect(text(payment())).not.toContain('corporate card');
  });

  it('neither: travelers pay with their own cards; no link until the portal’s address is known', async () => {
    $config.set({ kind: 'Failed' });
    await show();
    expect(text(payment())).toContain('Northwind has no company card or invoice billing here: travelers pay with their own cards.');
    expect(within(payment()).queryByRole('link')).toBeNull();
  });

  it('in French', async () => {
    await show({ info: withCorporate({ centralBilling: { companyName: 'Contoso Consulting' } }), locale: 'fr' });
    expect(text(screen.getByRole('region', { name: 'Comment votre entreprise paie' }))).toContain(
      'Les voyages sont facturés à Contoso Consulting',
    );
  });
});
