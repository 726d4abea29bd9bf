// How a payment's parts read, for the confirmation's summary and the Trips cards: apart from the
// summary component, so a Trips visit does not load it with them (the stay receipt loads it when opened).
import { intlLocale, type Locale, type TFunction } from '../../../lib/client/i18n';
import type { WalletPaymentPart } from '../../../lib/client/trips.store';
import { formatRewardsBalance, type RewardsCurrency } from '../../../lib/domain/profile/rewards';

/** "12,345 miles" / "$12.34 in rewards" (SPEC §9: dollar rewards to 2 decimals, other rewards rounded up). */
export function rewardsText(amount: number, currency: RewardsCurrency, locale: Locale, t: TFunction, keys = 'payment'): string {
  const value = formatRewardsBalance(amount, currency, intlLocale(locale));
  return t(currency === 'Cash' ? `${keys}.cash` : `${keys}.miles`, { amount: value });
}

/** "Travel credit (referral credit)" / "Travel offer": what a wallet part was, in the page's language. */
export function walletPartLabel(part: WalletPaymentPart, t: TFunction, keys = 'payment'): string {
  return part.kind === 'TravelWalletOffer' ? t(`${keys}.offer`) : t(`${keys}.credit`, { type: t(`${keys}.creditType.${part.creditType}`) });
}
