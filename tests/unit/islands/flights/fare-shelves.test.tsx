import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FareShelvesDefault, { FareShelves, type AirlineInfo } from '../../../../src/islands/flights/shop/fares/FareShelves';
import type { Fare } from '../../../../src/lib/domain/flights/flights.schema';
import type { RewardsAccount } from '../../../../src/lib/domain/profile/rewards.schema';
import { account, fare, itinerary } from '../../domain/flights/fare-fixtures';
import { fakeApi, reply, settle } from '../../client/profile/fake-api';

const TRACK = 'POST /tracking/event';
const airlines: AirlineInfo[] = [
  { code: 'DL', name: 'Delta', isLowCost: false, isFlagged: false },
  { code: 'AA', name: 'American Airlines', isLowCost: false, isFlagged: false },
];

// Out of order on purpose: the shelves sort basic → luxury.
const fares: Fare[] = [
  fare(3, 61000, {
    baggage: { kind: 'Allowed', pieces: 2, descriptions: [], charges: [{ firstPiece: 1, amount: 0, currency: 'USD' }] },
    penalties: { kind: 'Known', change: { kind: 'NoPenalty' }, cancel: { kind: 'NoPenalty' } },
  }),
  fare(0, 19950, {
    baggage: { kind: 'NotAllowed' },
    penalties: { kind: 'Known', change: { kind: 'NotPossible' }, cancel: { kind: 'NotPossible' } },
  }),
  fare(1, 25000),
  fare(4, 150000, { baggage: { kind: 'Unknown' }, penalties: { kind: 'Unknown' } }),
  fare(2, 32000, {
    penalties: { kind: 'Known', change: { kind: 'Unknown' }, cancel: { kind: 'WithFee', amount: 19900, currency: 'USD' } },
  }),
];

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi('/flights/shop/');
  api.on(TRACK, reply(200, { Response: 'Success' }));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function shelves(over: { rewardsAccount?: RewardsAccount | null; onChoose?: (f: Fare) => void; multiTicket?: boolean } = {}) {
  const onChoose = over.onChoose ?? vi.fn();
  const it = itinerary(fares, { airlines: ['DL', 'AA'], multiTicketType: over.multiTicket ? 'hackerFare' : 'single' });
  const view = render(
    <FareShelves itinerary={it} airlines={airlines} rewardsAccount={over.rewardsAccount ?? null} locale="en" onChoose={onChoose} />,
  );
  return { onChoose, view, it };
}
const cards = () => within(screen.getByRole('list', { name: 'Choose a fare' })).getAllByRole('group');
const card = (shelf: string) => screen.getByRole('group', { name: shelf });
const rule = (shelf: string, label: string) => within(card(shelf)).getByText(label).nextElementSibling?.textContent;

describe('FareShelves', () => {
  it('is the default export too (the shop page lazy-loads either)', () => {
    expect(FareShelvesDefault).toBe(FareShelves);
  });

  it('shows one card per fare, basic to luxury, with brand, airline, cabin and whole-dollar price', () => {
    shelves();
    expect(cards().map((c) => c.querySelector('.fare-card-name')?.textContent)).toEqual([
      'Basic',
      'Standard',
      'Enhanced',
      'Premium',
      'Luxury',
    ]);
    const basic = card('Basic');
    expect(within(basic).getByText('Basic Economy · Delta, American Airlines')).toBeTruthy();
    expect(within(basic).getByText('Basic Economy', { selector: 'span' })).toBeTruthy();
    // 199.50 → a whole number (SPEC §9).
    expect(within(basic).getByText('$200')).toBeTruthy();
    expect(within(card('Luxury')).getByText('$1,500')).toBeTruthy();
    expect(within(card('Premium')).getByText('Premium Economy')).toBeTruthy();
  });

  it('shows baggage: pieces with the first-bag charge or included, Not allowed, and unknown', () => {
    shelves();
    expect(rule('Standard', 'Bags')).toBe('1 checked bag, 1st bag $35');
    expect(rule('Premium', 'Bags')).toBe('2 checked bags, included');
    expect(rule('Basic', 'Bags')).toBe('Not allowed');
    expect(rule('Luxury', 'Bags')).toBe('Details not available');
  });

  it('shows change and cancel penalties, with Contact airline for unknown rules of a single ticket', () => {
    shelves();
    expect([rule('Basic', 'Changes'), rule('Basic', 'Cancellation')]).toEqual(['No changes', 'Non-refundable']);
    expect([rule('Standard', 'Changes'), rule('Standard', 'Cancellation')]).toEqual(['Change fee $75', 'Free cancellation']);
    expect([rule('Enhanced', 'Changes'), rule('Enhanced', 'Cancellation')]).toEqual(['Contact airline', 'Cancellation fee $199']);
    expect([rule('Premium', 'Changes'), rule('Premium', 'Cancellation')]).toEqual(['Free change', 'Free cancellation']);
    expect([rule('Luxury', 'Changes'), rule('Luxury', 'Cancellation')]).toEqual(['Contact airline', 'Contact airline']);
  });

  it('says Contact support for unknown rules on a multi-ticket trip', () => {
    shelves({ multiTicket: true });
    expect([rule('Luxury', 'Changes'), rule('Enhanced', 'Changes')]).toEqual(['Contact support', 'Contact support']);
    expect(rule('Standard', 'Changes')).toBe('Change fee $75');
  });

  it('adds the price in the rewards of the account, and none without one or when it cannot redeem', () => {
    shelves({ rewardsAccount: account() });
    expect(within(card('Standard')).getByText('or 25,000 miles')).toBeTruthy();
    cleanup();
    shelves({ rewardsAccount: account({ rewardsBalance: { value: 5000, currency: 'Cash', currencyDescription: 'cash' } }) });
    expect(within(card('Basic')).getByText('or $199.50')).toBeTruthy();
    cleanup();
    shelves({ rewardsAccount: account({ allowRewardsRedemption: false }) });
    expect(screen.queryByText(/^or /)).toBeNull();
  });

  it('has a Select button per fare named by shelf and price that hands the fare over', () => {
    const { onChoose } = shelves();
    const buttons = screen.getAllByRole('button', { name: /^Select / });
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Select Basic fare, $200',
      'Select Standard fare, $250',
      'Select Enhanced fare, $320',
      'Select Premium fare, $610',
      'Select Luxury fare, $1,500',
    ]);
    expect(buttons.every((b) => b.textContent === 'Select')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Select Premium fare, $610' }));
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(fares[0]);
  });

  it('opens the fare class info modal from its info button, and closes it', () => {
    shelves();
    fireEvent.click(screen.getByRole('button', { name: 'About fare classes' }));
    const dialog = screen.getByRole('dialog', { name: 'Fare classes' });
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Basic', 'Standard', 'Enhanced', 'Premium', 'Luxury']);
    expect(within(dialog).getByText(/lowest fares/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('tracks the "fare class" screen once per itinerary shown', async () => {
    const { view, it } = shelves();
    await act(settle);
    view.rerender(<FareShelves itinerary={it} airlines={airlines} rewardsAccount={null} locale="en" onChoose={vi.fn()} />);
    await act(settle);
    expect(api.callsTo(TRACK).map((c) => c.body)).toEqual([
      expect.objectContaining({
        eventName: 'viewed_fare_class',
        properties: { screen: 'fare class', itinerary_id: 'it-1', fare_count: 5 },
      }),
    ]);
  });

  it('reads in French', () => {
    render(<FareShelves itinerary={itinerary(fares)} airlines={airlines} rewardsAccount={null} locale="fr" onChoose={vi.fn()} />);
    expect(screen.getByRole('button', { name: /^Choisir le tarif Base, 200\s\$/ })).toBeTruthy();
    expect(within(card('Base')).getByText('Non permis')).toBeTruthy();
  });
});
