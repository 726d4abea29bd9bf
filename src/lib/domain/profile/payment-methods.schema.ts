import { z } from 'zod';

/** SPEC §3 card brands, as the portal names them. */
export const CardBrands = ['visa', 'master', 'american_express', 'diners_club', 'discover', 'jcb', 'dankort', 'maestro'] as const;
export type CardBrand = (typeof CardBrands)[number];

/** SPEC §3 verify results. */
export const PaymentVerifyResults = ['Success', 'CardDeclined', 'ExcessiveUserActivity', 'GenericError'] as const;

const LastFour = z.string().regex(/^\d{4}$/, 'Use the last four digits of the card.');

/** What the portal keeps of a saved card: a vault token's description, never card data. */
export const PaymentMethodSchema = z.object({
  id: z.uuid(),
  brand: z.enum(CardBrands),
  lastFour: LastFour,
  expMonth: z.number().int().min(1).max(12),
  expYear: z.number().int().min(2000).max(2100),
  accountReferenceId: z.string(),
  isVirtualCard: z.boolean(),
  createdAt: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** `PUT /paymentMethods/list` answers `{ value: [...] }` (SPEC §7), newest first. */
export const PaymentMethodListSchema = z.object({ value: z.array(PaymentMethodSchema) });

export const DeletePaymentMethodBodySchema = z.object({ paymentId: z.uuid('Use the id of one of your payment methods.') });

/** A vault token as the built-in vault or a real provider issues it. */
export const PaymentTokenSchema = z
  .string()
  .trim()
  .min(8, 'Use the token the card form returned.')
  .max(200)
  .regex(/^[\w-]+$/, 'Use the token the card form returned.');

/** `POST /paymentMethods/verify` (SPEC §7): the vault token, the matched rewards account, the virtual-card flag. */
export const VerifyPaymentBodySchema = z.object({
  token: PaymentTokenSchema,
  accountReferenceId: z.string().trim().min(1).max(120),
  isVirtualCard: z.boolean(),
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBodySchema>;

/** Answer `{ value: PaymentVerifyResult }`; Success carries the saved payment method. */
export const PaymentVerifyResultSchema = z.discriminatedUnion('PaymentVerifyResult', [
  z.object({ PaymentVerifyResult: z.literal('Success'), paymentMethod: PaymentMethodSchema }),
  z.object({ PaymentVerifyResult: z.literal('CardDeclined') }),
  z.object({ PaymentVerifyResult: z.literal('ExcessiveUserActivity') }),
  z.object({ PaymentVerifyResult: z.literal('GenericError') }),
]);
export type PaymentVerifyResult = z.infer<typeof PaymentVerifyResultSchema>;
export const PaymentVerifyAnswerSchema = z.object({ value: PaymentVerifyResultSchema });

/** `GET /payments/spreedlyCredentials`: where the hosted card form lives and the key it tokenizes with. */
export const VaultCredentialsSchema = z.object({
  provider: z.enum(['builtin', 'spreedly']),
  environmentKey: z.string(),
  /** The hosted card form page the portal embeds in an iframe. */
  formUrl: z.string(),
  /** The origin the form posts its messages from (checked by the portal). */
  formOrigin: z.string(),
});
export type VaultCredentials = z.infer<typeof VaultCredentialsSchema>;
