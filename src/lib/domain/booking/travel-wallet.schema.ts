// The travel wallet's API shapes (GET /v0/user/wallet, the checkout's wallet choice). Amounts are
// minor units (USD cents).
import { z } from 'zod';
import { TravelCreditStates, TravelCreditTypes, WalletOfferProducts } from './travel-wallet';

export const TravelCreditSchema = z.object({
  id: z.uuid(),
  type: z.enum(TravelCreditTypes),
  state: z.enum(TravelCreditStates),
  amountMinor: z.number().int(),
  originalMinor: z.number().int(),
  expiresAt: z.string(),
});

export const TravelOfferSchema = z.object({
  id: z.uuid(),
  state: z.enum(TravelCreditStates),
  discountMinor: z.number().int(),
  minimumSpendMinor: z.number().int(),
  products: z.array(z.enum(WalletOfferProducts)),
  expiresAt: z.string(),
});

/** The signed-in user's wallet: every credit and offer with its state as of now, newest first. */
export const TravelWalletAnswerSchema = z.object({ credits: z.array(TravelCreditSchema), offers: z.array(TravelOfferSchema) });
export type TravelWalletAnswer = z.infer<typeof TravelWalletAnswerSchema>;

/** What the traveler applies at checkout: credits by id (each pays up to what it holds) and at most one offer. */
export const TravelWalletChoiceSchema = z.object({
  creditIds: z.array(z.uuid('Use the id of one of your travel credits.')).max(20, 'At most 20 travel credits.'),
  offerId: z.uuid('Use the id of one of your travel offers.').optional(),
});

/** One wallet part of a booking's payment, as Trips and the confirmation show it. */
export const WalletPaymentPartSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('TravelWalletOffer'), id: z.uuid(), amountMinor: z.number().int() }),
  z.object({ kind: z.literal('TravelWalletCredit'), id: z.uuid(), amountMinor: z.number().int(), creditType: z.enum(TravelCreditTypes) }),
]);
export type WalletPaymentPart = z.infer<typeof WalletPaymentPartSchema>;
