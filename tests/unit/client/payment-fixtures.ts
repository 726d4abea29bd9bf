import { $config } from '../../../src/lib/client/config.store';
import { $rewards } from '../../../src/lib/client/rewards.store';
import { CallState } from '../../../src/lib/domain/shared/call-state';
import type { PublicConfig } from '../../../src/lib/domain/shared/config';
import type { TokenizedCard } from '../../../src/lib/domain/booking/hosted-card-form';
import type { PaymentMethod, VaultCredentials } from '../../../src/lib/domain/profile/payment-methods.schema';
import type { RewardsAccount } from '../../../src/lib/domain/profile/rewards';
import { settle } from './profile/fake-api';

export const account = (over: Partial<RewardsAccount> = {}): RewardsAccount => ({
  accountReferenceId: 'acc-venture',
  productDisplayName: 'Venture X',
  product: 'VentureX',
  accountType: 'Personal',
  customerAccountRole: 'Primary',
  lastFour: '4821',
  lastFourVirtualCardNumbers: ['7710'],
  allowRewardsRedemption: true,
  earn: { hotelsMultiplier: 10, flightsMultiplier: 5, carsMultiplier: 10, homesMultiplier: 5 },
  rewardsBalance: { value: 1000, currency: 'Miles', currencyDescription: 'miles' },
  rewardsCashEquivalent: { value: 1000, currencyCode: 'USD' },
  ...over,
});

export const accounts = [
  account(),
  account({
    accountReferenceId: 'acc-savor',
    productDisplayName: 'Savor',
    product: 'Savor',
    lastFour: '3307',
    lastFourVirtualCardNumbers: [],
  }),
];

export const method = (over: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id: '3f0b6a64-3c47-4c59-9b59-1f7f7f0b0001',
  brand: 'visa',
  lastFour: '4821',
  expMonth: 4,
  expYear: 2029,
  accountReferenceId: 'acc-venture',
  isVirtualCard: false,
  createdAt: '2026-05-01T12:00:00.000Z',
  ...over,
});

export const card = (over: Partial<TokenizedCard> = {}): TokenizedCard => ({
  token: 'tok_0123456789abcdef',
  brand: 'visa',
  lastFour: '4821',
  expMonth: 4,
  expYear: 2029,
  ...over,
});

export const credentials: VaultCredentials = {
  provider: 'builtin',
  environmentKey: 'env-test',
  formUrl: 'https://vault.example.test/vault/card-form/',
  formOrigin: 'https://vault.example.test',
};

const publicConfig = (paymentTestCards: boolean): PublicConfig => ({
  brand: { name: 'Voyage Rewards Travel', shortName: 'Voyage' },
  tenant: 'consumer',
  supportPhone: '1-800-555-0199',
  supportPhones: { consumer: '1-800-555-0199', corporate: '1-800-555-0100' },
  maintenance: { enabled: false, window: null },
  sessionReplaySampleRate: 0,
  travelSale: { flightDestinations: [], hotelDestinations: [] },
  microFrontends: {},
  cfarDiscountExpiration: null,
  adminPortalUrl: 'https://admin.example.test',
  issuerWebsiteUrl: 'https://issuer.example.test',
  mapTiles: { url: '', attribution: '' },
  paymentTestCards,
  demoAccounts: false,
});

/**
 * Puts the public config and the rewards accounts in place, as the page would have them.
 * Both stores stay mounted until the returned stop: their first mount loads from the network,
 * which the sets below then override.
 */
export async function givenPageState(opts: { testCards?: boolean; rewards?: RewardsAccount[] } = {}): Promise<() => void> {
  const stops = [$config.listen(() => undefined), $rewards.listen(() => undefined)];
  await settle();
  $config.set({ kind: 'Loaded', config: publicConfig(opts.testCards ?? false) });
  $rewards.set({ state: CallState.Success, accounts: opts.rewards ?? accounts });
  return () => stops.forEach((stop) => stop());
}
