import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import TravelersTab from '../../../../src/islands/profile/travelers/TravelersTab';
import { I18nIsland } from '../../../../src/islands/ui/I18nIsland';
import { resetProfileStores } from '../../../../src/lib/client/profile/profile-load';
import { loadTravelers } from '../../../../src/lib/client/profile/travelers.store';
import { prepareTravelerForSave } from '../../../../src/lib/domain/profile/travelers';
import { apiError, fakeApi, reply, sessionInfo, signedIn, corporateInfo as corporateFixture } from '../../client/profile/fake-api';
import { ann, list, traveler, zoe } from '../../client/profile/traveler-fixtures';

let api: ReturnType<typeof fakeApi>;
let stopSession: () => void;
beforeEach(() => {
  api = fakeApi();
  resetProfileStores();
  stopSession = signedIn(sessionInfo());
});
afterEach(() => {
  cleanup();
  stopSession();
});

const corporateInfo = corporateFixture();

/** The tab as the profile shell renders it; the shell's loadProfile is stood in for by loadTravelers. */
async function renderLoaded(locale: 'en' | 'fr' = 'en') {
  // The shell's section and its heading (ProfileApp), which title the tab.
  const view = render(
    <I18nIsland locale={locale}>
      <section id="profile-section" aria-labelledby="profile-section-title" tabIndex={-1}>
        <h2 id="profile-section-title">{locale === 'fr' ? 'Voyageurs' : 'Travelers'}</h2>
        <TravelersTab />
      </section>
    </I18nIsland>,
  );
  await act(() => loadTravelers());
  return view;
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Saved travelers' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const row = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
const section = (name: string) => screen.getByRole('region', { name });

describe('TravelersTab list', () => {
  it('shows loading until the shell has loaded, then the empty state with the add button, and loads nothing itself', async () => {
    api.on('PUT /flight/passengers/list', list());
    render(
      <I18nIsland locale="en">
        <TravelersTab />
      </I18nIsland>,
    );
    expect(screen.getByText('Loading travelers...')).toBeTruthy();
    expect(api.callsTo('PUT /flight/passengers/list')).toHaveLength(0);
    await act(() => loadTravelers());
    expect(screen.getByText("You haven't added any travelers yet.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add New Traveler' })).toBeTruthy();
    expect(api.callsTo('PUT /flight/passengers/list')).toHaveLength(1);
  });

  it('lists travelers sorted by given name with their type title and birth date', async () => {
    const kid = traveler('t-kid', 'Ann', 'Abbott', { dateOfBirth: '2015-06-01' });
    const baby = traveler('t-baby', 'Bea', 'Young', { dateOfBirth: '2026-01-10', isMissingInfo: true });
    api.on('PUT /flight/passengers/list', list(zoe, ann, baby, kid));
    await renderLoaded();
    expect(rowNames()).toEqual(['Ann Abbott', 'Ann Young', 'Bea Young', 'Zoé Martin']);
    expect(row('Ann Abbott').textContent).toContain('Child');
    expect(row('Ann Young').textContent).toContain('Adult');
    expect(row('Ann Young').textContent).toContain('Born April 12, 1990');
    expect(row('Bea Young').textContent).toContain('Infant (on lap)');
    expect(row('Bea Young').textContent).toContain('Information missing');
    expect(row('Ann Young').textContent).not.toContain('Information missing');
    expect(screen.getByRole('button', { name: 'Edit Zoé Martin' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete Zoé Martin' })).toBeTruthy();
  });

  it('speaks French when the shell does', async () => {
    api.on('PUT /flight/passengers/list', list(ann));
    await renderLoaded('fr');
    expect(screen.getByRole('button', { name: 'Ajouter un voyageur' })).toBeTruthy();
    expect(row('Ann Young').textContent).toContain('Né(e) le 12 avril 1990');
  });

  it('a failed load offers a retry that reloads the list', async () => {
    api.on('PUT /flight/passengers/list', apiError(500, 'Internal', 'boom'), list(ann));
    await renderLoaded();
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load your travelers.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Ann Young' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Travelers' })));
  });

  it('the tab has no Travelers heading of its own: the shell’s is the only one (issue 23 #7)', async () => {
    api.on('PUT /flight/passengers/list', list(ann));
    await renderLoaded();
    expect(screen.getAllByRole('heading', { name: 'Travelers' })).toHaveLength(1);
  });
});

describe('TravelersTab editor', () => {
  it('adds a traveler: sends the prepared input, then shows and focuses the new row', async () => {
    const created = traveler('t-new', 'Mia', 'Chen', {
      gender: 'F',
      dateOfBirth: '1985-03-02',
      frequentFlyer: { AA: 'XY12345' },
      passport: { countryOfIssue: 'CA', number: 'AB123456', expiration: '2030-05-01' },
      assistance: ['WCHR'],
    });
    api.on('PUT /flight/passengers/list', list(zoe), list(created, zoe));
    api.on('PUT /flight/passengers/update', reply(200, created));
    await renderLoaded();

    fireEvent.click(screen.getByRole('button', { name: 'Add New Traveler' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New traveler' }));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: ' Mia ' } });
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Chen' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1985-03-02' } });
    const ff = section('Frequent Flyer Details');
    fireEvent.change(within(ff).getByLabelText('Airline program'), { target: { value: 'AA' } });
    fireEvent.change(within(ff).getByLabelText('Frequent flyer number'), { target: { value: 'XY12345' } });
    fireEvent.click(screen.getByRole('checkbox', { name: AssistanceWchr }));
    const passport = section('Passport Details');
    fireEvent.change(within(passport).getByLabelText('Country of issue'), { target: { value: 'CA' } });
    fireEvent.change(within(passport).getByLabelText('Passport number'), { target: { value: 'AB123456' } });
    fireEvent.change(within(passport).getByLabelText('Expiration date'), { target: { value: '2030-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save traveler' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Mia Chen' })).toBeTruthy();
    const [call] = api.callsTo('PUT /flight/passengers/update');
    expect(call?.body).toEqual(
      prepareTravelerForSave({
        givenName: 'Mia',
        surname: 'Chen',
        gender: 'F',
        dateOfBirth: '1985-03-02',
        assistance: ['WCHR'],
        frequentFlyer: { AA: 'XY12345' },
        hotelLoyalty: {},
        passport: { countryOfIssue: 'CA', number: 'AB123456', expiration: '2030-05-01' },
      }),
    );
    expect(rowNames()).toEqual(['Mia Chen', 'Zoé Martin']);
    // Focus moves in an effect after the row renders; on a busy machine that is a moment later.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Mia Chen' })));
    expect(screen.getByText('Traveler saved.')).toBeTruthy();
  });

  it("shows the API's 422 field error by its field, focuses the summary and keeps what was typed", async () => {
    const message = 'Enter a date of birth between 1900-01-01 and today.';
    api.on('PUT /flight/passengers/list', list(ann));
    api.on('PUT /flight/passengers/update', apiError(422, 'ValidationFailed', message, { fields: [{ path: 'dateOfBirth', message }] }));
    await renderLoaded();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Ann Young' }));
    const dob = screen.getByLabelText('Date of birth');
    fireEvent.change(dob, { target: { value: '1899-12-31' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ann@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save traveler' }));

    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Check the highlighted fields and try again.');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(dob.getAttribute('aria-invalid')).toBe('true');
    const described = dob.getAttribute('aria-describedby')!.split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    expect((dob as HTMLInputElement).value).toBe('1899-12-31');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com');
    // The summary link takes the keyboard to the field.
    fireEvent.click(within(summary).getByRole('link', { name: `Date of birth: ${message}` }));
    expect(document.activeElement).toBe(dob);
  });

  it('checks custom details per SPEC §5 by the field and sends nothing while one is wrong', async () => {
    api.on('PUT /flight/passengers/list', list(ann));
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ann Young' }));
    const custom = section('Other Details');
    fireEvent.click(within(custom).getByRole('button', { name: 'Add a detail' }));
    const name = within(custom).getByLabelText('Name');
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'cost center' } });
    fireEvent.change(within(custom).getByLabelText('Value'), { target: { value: 'CC#42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save traveler' }));

    expect(within(custom).getByText('A field name can only contain letters and digits.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /flight/passengers/update')).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'costCenter' } });
    expect(within(custom).queryByText('A field name can only contain letters and digits.')).toBeNull();
    expect(within(custom).getByText('A value can only contain letters, digits, spaces and / @ . _ + -')).toBeTruthy();
  });

  it('a passport number without its country is flagged instead of silently dropped', async () => {
    api.on('PUT /flight/passengers/list', list(ann));
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ann Young' }));
    fireEvent.change(within(section('Passport Details')).getByLabelText('Passport number'), { target: { value: 'AB123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save traveler' }));
    expect(within(section('Passport Details')).getByText('Choose the country that issued the passport.')).toBeTruthy();
    expect(api.callsTo('PUT /flight/passengers/update')).toHaveLength(0);
  });

  it('a cleared first name is flagged by its field before anything is sent', async () => {
    api.on('PUT /flight/passengers/list', list(ann));
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ann Young' }));
    const first = screen.getByLabelText('First name');
    fireEvent.change(first, { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save traveler' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'First name: Enter the given name.' })).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /flight/passengers/update')).toHaveLength(0);
  });

  it('a new traveler saved empty: the summary lists every missing field, the names first (issue 23 #7)', async () => {
    api.on('PUT /flight/passengers/list', list(zoe));
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Traveler' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save traveler' }));

    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'First name: Enter the given name.',
      'Last name: Enter the surname.',
      'Gender: Choose a gender.',
      'Date of birth: Enter the date of birth.',
    ]);
    expect(screen.getByLabelText('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PUT /flight/passengers/update')).toHaveLength(0);
  });

  it('saving an unchanged traveler says so politely and calls nothing', async () => {
    api.on('PUT /flight/passengers/list', list(ann));
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ann Young' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save traveler' }));
    await waitFor(() => expect(screen.getByText('Nothing has changed since the last save.').getAttribute('role')).toBe('status'));
    expect(api.callsTo('PUT /flight/passengers/update')).toHaveLength(0);
  });

  it('cancel closes the editor and gives focus back to the button that opened it', async () => {
    api.on('PUT /flight/passengers/list', list(ann));
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Ann Young' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Ann Young' }));
  });
});

describe('TravelersTab delete', () => {
  it('deletes after confirmation, then focuses the next row', async () => {
    api.on('PUT /flight/passengers/list', list(zoe, ann), list(zoe));
    api.on('POST /passengers/delete', reply(200, {}));
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ann Young' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this traveler?' });
    expect(dialog.textContent).toContain('Ann Young will be removed');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /passengers/delete')[0]?.body).toEqual({ personId: 't-ann' });
    expect(rowNames()).toEqual(['Zoé Martin']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Zoé Martin' })));
    expect(screen.getByText('Traveler deleted.')).toBeTruthy();
  });

  it('cancelling deletes nothing and returns focus to the delete button', async () => {
    api.on('PUT /flight/passengers/list', list(ann));
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ann Young' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /passengers/delete')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete Ann Young' }));
  });

  it('a failed delete keeps the dialog open with the reason and the list in place', async () => {
    api.on('PUT /flight/passengers/list', list(ann));
    api.on('POST /passengers/delete', apiError(404, 'NotFound', "We couldn't find this traveler in your profile."));
    await renderLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ann Young' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    const alert = await within(screen.getByRole('dialog')).findByRole('alert');
    expect(alert.textContent).toContain("We couldn't delete this traveler.");
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(rowNames()).toEqual(['Ann Young']);
  });
});

describe('TravelersTab corporate', () => {
  beforeEach(() => {
    stopSession();
    stopSession = signedIn(sessionInfo({ tenant: 'corporate', customerType: 'Corporate', corporateInfo }));
  });

  it('shows default and hidden badges; make default and the private switch call their endpoints', async () => {
    const defaultZoe = { ...zoe, isDefaultProfile: true, isPrivateProfile: false };
    const hiddenAnn = { ...ann, isDefaultProfile: false, isPrivateProfile: true };
    api.on('PUT /flight/passengers/list', list(defaultZoe, hiddenAnn));
    api.on('PUT /passengers/assign_default', reply(200, { userId: 'user-1', defaultTravelerId: 't-ann' }));
    api.on('PUT /passengers/show', reply(200, { hiddenTravelerIds: [] }));
    api.on('PUT /passengers/hide', reply(200, { hiddenTravelerIds: ['t-zoe'] }));
    await renderLoaded();

    expect(row('Zoé Martin').textContent).toContain('Default traveler');
    expect(row('Ann Young').textContent).toContain('Hidden');
    expect(within(row('Zoé Martin')).queryByRole('button', { name: /Make default traveler/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Make default traveler (Ann Young)' }));
    // The button goes once the reloaded list says so; focus must not go down with it.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Ann Young' })));
    expect(api.callsTo('PUT /passengers/assign_default')[0]?.body).toEqual({ travelerId: 't-ann', userId: 'user-1' });

    const annSwitch = screen.getByRole('switch', { name: 'Hide this profile (Ann Young)' });
    expect((annSwitch as HTMLInputElement).checked).toBe(true);
    expect(annSwitch.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(annSwitch);
    await waitFor(() => expect(api.callsTo('PUT /passengers/show')[0]?.body).toEqual({ travelerId: 't-ann' }));

    fireEvent.click(screen.getByRole('switch', { name: 'Hide this profile (Zoé Martin)' }));
    await waitFor(() => expect(api.callsTo('PUT /passengers/hide')[0]?.body).toEqual({ travelerId: 't-zoe' }));
  });

  it('a ghost user sees the placeholder with the missing-info hint and edits it prefilled', async () => {
    api.on('PUT /flight/passengers/list', reply(200, { value: [], isGhostUser: true }));
    await renderLoaded();
    const placeholder = row('Cora Lindqvist');
    expect(placeholder.textContent).toContain('Information missing');
    expect(within(placeholder).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(placeholder).queryByRole('switch')).toBeNull();
    fireEvent.click(within(placeholder).getByRole('button', { name: 'Edit Cora Lindqvist' }));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Cora');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Lindqvist');
    // SPEC §3's 1870-01-01 means "unknown"; the user enters the real date.
    expect((screen.getByLabelText('Date of birth') as HTMLInputElement).value).toBe('');
  });
});

const AssistanceWchr = 'Wheelchair: can climb stairs, needs help over distances';
