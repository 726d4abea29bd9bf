import { z } from 'zod';

/**
 * Central billing (SPEC §1 company payment): a company that pays its travel by invoice. The traveler
 * gives no card at checkout; the booking carries the company's reference, which is what its
 * accounts team matches the invoice line with. Rewards and travel wallet money are the traveler's
 * own, so a company-billed trip is billed in full (splitPayment).
 */
export const CentralBillingRecordSchema = z.object({
  /** The first part of every reference, e.g. `CON` for `CON-3F9A12BC`. */
  referencePrefix: z.string().regex(/^[A-Z]{2,5}$/),
});
export type CentralBillingRecord = z.infer<typeof CentralBillingRecordSchema>;

/** What a booking billed to the company keeps (and Trips, the confirmation and the emails show). */
export const CompanyBillingSchema = z.object({
  businessId: z.string(),
  companyName: z.string(),
  reference: z.string(),
  /** What the traveler typed for the invoice line (a cost center or project); absent on older rows. */
  costCenter: z.string().nullable().optional(),
});
export type CompanyBilling = z.infer<typeof CompanyBillingSchema>;

/** The session's word that checkout bills the company (null: the traveler pays by card). */
export const CentralBillingInfoSchema = z.object({ companyName: z.string() });

/**
 * The invoice reference of a booking: the company's prefix and the booking id's first eight hex
 * digits, so one booking always has the same reference and support can find it from either.
 */
export function billingReference(prefix: string, bookingId: string): string {
  return `${prefix}-${bookingId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
