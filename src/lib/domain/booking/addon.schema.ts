// GET /v0/trips/{id}/disruptionOffer and POST /v0/trips/{id}/disruptionOffer/purchase (rules: addon.ts).
import { z } from 'zod';
import { NoOfferReasons } from './addon';

export const DisruptionOfferAnswerSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ValidOffer'),
    offer: z.object({
      kind: z.literal('Offered'),
      product: z.literal('DisruptionAssistance'),
      priceMinor: z.number().int(),
      currency: z.literal('USD'),
      /** ProtectionCoverage of checkout-protections.ts: travelers, base fare refund, delay threshold, fare cap. */
      coverage: z.looseObject({ product: z.literal('DisruptionAssistance') }),
      termsPath: z.string(),
    }),
    /** The card that pays: the booking's own, or null when it was paid without one (choose a saved card). */
    cardId: z.string().nullable(),
    /** A company-billed booking: the company whose invoice it goes on (no card asked; null otherwise). */
    billedTo: z.string().nullable(),
  }),
  z.object({ kind: z.literal('NoOffer'), reason: z.enum(NoOfferReasons) }),
]);
export type DisruptionOfferAnswer = z.infer<typeof DisruptionOfferAnswerSchema>;

export const AddOnPurchaseRequestSchema = z.object({
  /** The offer's price as shown: another price now answers 409 OfferChanged with the new offer. */
  expectedPriceMinor: z.number().int().min(0).max(10_000_000),
  /** A saved card of the user; required when the booking has no card of its own, which otherwise pays. */
  paymentMethodId: z.uuid().optional(),
});
export type AddOnPurchaseRequest = z.infer<typeof AddOnPurchaseRequestSchema>;
