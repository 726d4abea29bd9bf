import { z } from 'zod';

/** SPEC §3 account roles, types and products. */
export const AccountRoleSchema = z.enum(['Primary', 'Authorized User', 'Account Manager', 'Non Financial User']);
export const AccountTypeSchema = z.enum(['Personal', 'Business']);
export const CardProductSchema = z.enum(['VentureX', 'VentureXBusiness', 'Venture', 'Quicksilver', 'Savor', 'VentureOne']);
/** Miles accounts earn an X multiplier; cash accounts earn a percent (SPEC §1, §9). */
export const RewardsCurrencySchema = z.enum(['Miles', 'Cash']);
export type RewardsCurrency = z.infer<typeof RewardsCurrencySchema>;

export const EarnSchema = z.object({
  hotelsMultiplier: z.number().nonnegative(),
  flightsMultiplier: z.number().nonnegative(),
  carsMultiplier: z.number().nonnegative(),
  homesMultiplier: z.number().nonnegative(),
});
export type Earn = z.infer<typeof EarnSchema>;

export const RewardsAccountSchema = z.object({
  accountReferenceId: z.string(),
  productDisplayName: z.string(),
  product: CardProductSchema,
  accountType: AccountTypeSchema,
  customerAccountRole: AccountRoleSchema,
  lastFour: z.string().regex(/^\d{4}$/),
  lastFourVirtualCardNumbers: z.array(z.string().regex(/^\d{4}$/)),
  allowRewardsRedemption: z.boolean(),
  earn: EarnSchema,
  /** Miles: whole miles. Cash: integer cents. */
  rewardsBalance: z.object({
    value: z.number().int().nonnegative(),
    currency: RewardsCurrencySchema,
    currencyDescription: z.string(),
  }),
  /** What the balance is worth, in integer cents of `currencyCode`. */
  rewardsCashEquivalent: z.object({
    value: z.number().int().nonnegative(),
    currencyCode: z.literal('USD'),
  }),
});
export type RewardsAccount = z.infer<typeof RewardsAccountSchema>;
