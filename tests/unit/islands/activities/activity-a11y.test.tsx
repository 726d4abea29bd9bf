// axe on the activity pages as they render in the DOM (labels, names, roles, ids, nesting). Colour
// contrast and layout need a real browser: the e2e suite checks those.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ActivityBook from '../../../../src/islands/activities/book/ActivityBook';
import ActivityShop from '../../../../src/islands/activities/shop/ActivityShop';
import { $activityDraft, $activityQuote, resetActivityBookingStore } from '../../../../src/lib/client/activities/activity-booking.store';
import { resetActivityShop } from '../../../../src/lib/client/activities/activity-shop.store';
import { $paymentMethods, resetPaymentMethodsStore } from '../../../../src/lib/client/profile/payment-methods.store';
import { resetTravelersStore } from '../../../../src/lib/client/profile/travelers.store';
import { $rewards } from '../../../../src/lib/client/rewards.store';
import { CallState } from '../../../../src/lib/domain/shared/call-state';
import { miles } from '../../client/flights/booking-fixtures';
import { method } from '../../client/payment-fixtures';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';
import { list, traveler } from '../../client/profile/traveler-fixtures';
import { details, quote, shopQuery, SLOT_9 } from './activity-shop-fixtures';

let stopSession: () => void = () => undefined;

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function session(path: string) {
  window.history.replaceState(null, '', path);
  const api = fakeApi(path);
  stopSession = signedIn(sessionInfo());
  return api;
}

beforeEach(() => {
  resetActivityShop();
  resetActivityBookingStore();
  resetTravelersStore();
  resetPaymentMethodsStore();
});
afterEach(() => {
  cleanup();
  stopSession();
  cleanStores($activityQuote, $activityDraft, $paymentMethods);
});

describe('axe', () => {
  it('the details page with a time chosen, the day form open and Continue pressed without a time', async () => {
    const api = session(`/activities/shop/?${shopQuery()}`);
    api.on('POST /experiences/details', reply(200, details()));
    render(<ActivityShop locale="en" />);
    await act(settle);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change day or travelers' }));
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: '9:00 AM' }));
    expect(await violations()).toEqual([]);
  });

  it('the checkout, before and after a refusal by the field', async () => {
    const api = session(`/activities/book/?${shopQuery(SLOT_9)}`);
    $rewards.set({ state: CallState.Success, accounts: [miles] });
    api.on('POST /tracking/event', reply(200, {}));
    api.on('PUT /flight/passengers/list', list(traveler('t-gab', 'Gabrielle', 'Roy')));
    api.on('PUT /paymentMethods/list', reply(200, { value: [method({ id: '7f1d3c1e-1111-4a4a-8b8b-000000000001' })] }));
    api.on('GET /customer/details', reply(200, { phoneNumber: '+1 416 555 0100', emailAddress: null }));
    api.on('GET /user/wallet', reply(200, { credits: [], offers: [] }));
    api.on('POST /experiences/book/quote', reply(200, { quote: quote() }));
    render(<ActivityBook locale="fr" />);
    await act(settle);
    await act(settle);
    expect(await violations()).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Réserver' })[0]!);
    await act(settle);
    expect(await violations()).toEqual([]);
  });
});
