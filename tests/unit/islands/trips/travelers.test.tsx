// Trips → Travelers: who flies, as ticketed; the corrections asked for; a new request with its
// field errors, refusals and success; no request once the trip has started.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlightTrip } from '../../../../src/lib/client/trips.store';
import { reply } from '../../client/profile/fake-api';
import { done, text, tripsHarness } from './trips-harness';
import { ID_A, slice, trip } from './booking-fixtures';

const harness = tripsHarness('2026-11-25T15:00:00Z');
const booked = trip(ID_A) as FlightTrip;
const asked = {
  id: 'r-1',
  traveler: 0,
  field: 'DateOfBirth',
  correction: '1985-12-10',
  note: null,
  nameCorrection: null,
  state: 'Received',
  createdAt: '2026-11-24T10:00:00Z',
};
const requests = `/trips/${ID_A}/travelerEditRequests`;

async function openTravelers(t: FlightTrip, list: unknown[] = [asked]) {
  await harness.show([t]);
  harness.api().on(`GET ${requests}`, reply(200, { requests: list }));
  fireEvent.click(screen.getByRole('button', { name: /^Travelers/ }));
  await done();
  return screen.getByRole('dialog', { name: 'Travelers' });
}

describe('the travelers of a booked flight', () => {
  it('lists who flies and what was asked; a correction is sent, then shown', async () => {
    const dialog = await openTravelers(booked);
    const items = within(dialog)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.classList.contains('traveler-list'));
    expect(items.map((li) => text(li))).toEqual([
      expect.stringMatching(/^Ada Lovelace · Adult.*Date of birth correction asked: “1985-12-10”.*With our team/),
      expect.stringMatching(/^Charles Babbage · Adult/),
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Request a correction for Charles Babbage' }));
    const form = screen.getByRole('dialog', { name: 'Correct Charles Babbage' });
    expect((within(form).getByRole('radio', { name: 'Name' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await done();
    expect(within(form).getByRole('textbox', { name: 'Name as on the passport' }).getAttribute('aria-invalid')).toBe('true');
    expect(text(form)).toContain('Say what it should read.');
    expect(harness.api().callsTo(`POST ${requests}`)).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Name as on the passport' }), { target: { value: ' Charles Babage ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Anything our agent should know (optional)' }), {
      target: { value: 'One b too many' },
    });
    const sent = {
      ...asked,
      id: 'r-2',
      traveler: 1,
      field: 'Name',
      correction: 'Charles Babage',
      note: 'One b too many',
      nameCorrection: 'Correction',
    };
    harness.api().on(`POST ${requests}`, reply(201, sent));
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    await done();
    expect(
      harness
        .api()
        .callsTo(`POST ${requests}`)
        .map((c) => c.body),
    ).toEqual([{ traveler: 1, field: 'Name', correction: 'Charles Babage', note: 'One b too many' }]);
    const success = screen.getByRole('dialog', { name: 'Request sent' });
    expect(text(success)).toContain('Name correction asked: “Charles Babage”');
    expect(text(success)).not.toContain('new ticket for another name');

    fireEvent.click(within(success).getByRole('button', { name: 'Back' }));
    expect(text(screen.getByRole('dialog', { name: 'Travelers' }))).toMatch(
      /Charles Babbage · Adult.*Name correction asked: “Charles Babage”/,
    );
  });

  it('a name change is warned about on success; an open request for the same is refused in words', async () => {
    await openTravelers(booked, []);
    fireEvent.click(screen.getByRole('button', { name: 'Request a correction for Ada Lovelace' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name as on the passport' }), { target: { value: 'Augusta Ada King' } });
    harness.api().on(`POST ${requests}`, reply(409, { error: { code: 'AlreadyRequested', message: 'already' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await done();
    expect(text(screen.getByRole('alert'))).toContain('You already asked to correct this for this traveler.');

    fireEvent.click(screen.getByRole('radio', { name: 'Gender' }));
    expect(screen.getByRole('textbox', { name: 'Gender as on the passport' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Name' }));
    harness
      .api()
      .on(
        `POST ${requests}`,
        reply(201, { ...asked, id: 'r-3', field: 'Name', correction: 'Augusta Ada King', nameCorrection: 'NameChange' }),
      );
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await done();
    expect(text(screen.getByRole('dialog', { name: 'Request sent' }))).toContain('most fares need a new ticket for another name');
  });

  it('once the first flight has left, the travelers are shown without a way to ask', async () => {
    // The fake server's clock reads 2026-11-22 12:00 UTC: this flight left the day before.
    const started = trip(ID_A, {
      slices: [slice('JFK', 'LAX', '2026-11-21'), slice('LAX', 'JFK', '2026-12-02')],
    } as Partial<FlightTrip>) as FlightTrip;
    const dialog = await openTravelers(started);
    expect(text(dialog)).toContain('Ada Lovelace');
    expect(within(dialog).queryByRole('button', { name: /^Request a correction/ })).toBeNull();
  });

  it('a failed load offers to try again', async () => {
    await harness.show([booked]);
    harness.api().on(`GET ${requests}`, reply(503, { error: { code: 'Unavailable', message: 'down' } }));
    fireEvent.click(screen.getByRole('button', { name: /^Travelers/ }));
    await done();
    expect(text(screen.getByRole('alert'))).toContain('We could not load the travelers.');
    harness.api().on(`GET ${requests}`, reply(200, { requests: [] }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await done();
    expect(screen.getAllByRole('button', { name: /^Request a correction/ })).toHaveLength(2);
  });
});
