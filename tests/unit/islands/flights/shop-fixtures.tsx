// The page as the island tests open it: a signed-in user with a miles account, the API faked.
import { act, cleanup, render } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import FlightShop from '../../../../src/islands/flights/shop/FlightShop';
import { $flightSelection } from '../../../../src/lib/client/flights/selection.store';
import { $shopParams, $shopView, resetShopStore } from '../../../../src/lib/client/flights/shop.store';
import { $rewards, $selectedAccount } from '../../../../src/lib/client/rewards.store';
import type { FlightSearchResponse } from '../../../../src/lib/domain/flights/flights.schema';
import type { RewardsAccount } from '../../../../src/lib/domain/profile/rewards.schema';
import { fakeApi, reply, sessionInfo, settle, signedIn } from '../../client/profile/fake-api';

export const SEARCH = 'POST /flights/search';
export const ROUND_TRIP = 'tripType=roundTrip&slice=JFK,LAX,2026-12-10&slice=LAX,JFK,2026-12-17&adt=1&cnn=0&inf=0&ins=0';
export const ONE_WAY = 'tripType=oneWay&slice=JFK,LAX,2026-12-10&adt=1&cnn=0&inf=0&ins=0';

export const milesAccount: RewardsAccount = {
  accountReferenceId: 'acc-1',
  productDisplayName: 'Venture X',
  product: 'VentureX',
  accountType: 'Personal',
  customerAccountRole: 'Primary',
  lastFour: '1234',
  lastFourVirtualCardNumbers: [],
  allowRewardsRedemption: true,
  earn: { hotelsMultiplier: 10, flightsMultiplier: 5, carsMultiplier: 10, homesMultiplier: 10 },
  rewardsBalance: { value: 100000, currency: 'Miles', currencyDescription: 'miles' },
  rewardsCashEquivalent: { value: 100000, currencyCode: 'USD' },
};

export const shopAnswer = (a: FlightSearchResponse) => ({
  ...a,
  total: a.itineraries.length,
  found: a.itineraries.length,
  offset: 0,
  limit: 500,
  facets: {},
});

let stopSession: () => void = () => undefined;
export let api: ReturnType<typeof fakeApi>;

export function setUp(path: string) {
  window.history.replaceState(null, '', path);
  api = fakeApi(path);
  resetShopStore();
  $flightSelection.set(null);
  api.on('PUT /rewards/accounts', reply(200, [milesAccount]));
  api.on('POST /tracking/event', reply(200, { Response: 'Success' }));
  api.on('POST /flights/prediction', reply(404, { error: { code: 'NotFound', message: 'Nothing flies' } }));
  api.on('GET /flights/watches', reply(200, { watches: [], settings: { alertsEnabled: true, minDrop: 1000 } }));
}

export function tearDown() {
  cleanup();
  stopSession();
  cleanStores($shopParams, $shopView, $flightSelection, $selectedAccount, $rewards);
}

export const done = () => act(settle);

export async function openPage(answer: FlightSearchResponse | null) {
  if (answer) api.on(SEARCH, reply(200, shopAnswer(answer)));
  stopSession = signedIn(sessionInfo());
  render(<FlightShop locale="en" bookPath="/flights/book/" />);
  for (let i = 0; i < 4; i++) await done();
}
