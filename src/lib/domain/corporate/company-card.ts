import { z } from 'zod';

/**
 * The company's card as the portal knows it: like a rewards account's card, only the last four
 * digits (of the plastic and of its virtual numbers). A corporate user adds it in Payment methods
 * and pays travel with it; it earns nothing for the traveler.
 */
export const CompanyCardSchema = z.object({
  accountReferenceId: z.string(),
  productDisplayName: z.string(),
  lastFour: z.string().regex(/^\d{4}$/),
  lastFourVirtualCardNumbers: z.array(z.string().regex(/^\d{4}$/)),
});
export type CompanyCard = z.infer<typeof CompanyCardSchema>;

/** What the business row stores; the account reference is the business's own column. */
export type CompanyCardRecord = Omit<CompanyCard, 'accountReferenceId'>;
