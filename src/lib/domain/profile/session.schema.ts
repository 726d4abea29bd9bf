import { z } from 'zod';
import { CentralBillingInfoSchema } from '../corporate/central-billing';
import { CompanyCardSchema } from '../corporate/company-card';
import { PolicyTierSchema } from '../corporate/policy.schema';
import { CustomerTypeSchema, TenantSchema } from '../shared/tenant';

export const UserInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const CorporatePermissionsSchema = z.object({
  canViewUsers: z.boolean(),
  canViewAdmin: z.boolean(),
});

export const BusinessLoyaltyProgramSchema = z.object({ programCode: z.string(), value: z.string() });

/** SPEC §3 corporate part of the session. */
export const CorporateInfoSchema = z.object({
  permissions: CorporatePermissionsSchema,
  businessIsLive: z.boolean(),
  roles: z.array(z.string()),
  policyTier: PolicyTierSchema.nullable(),
  businessId: z.string(),
  businessName: z.string(),
  accountReferenceId: z.string().nullable(),
  businessLoyaltyPrograms: z.array(BusinessLoyaltyProgramSchema),
  defaultTravelerId: z.string().nullable(),
  hiddenTravelerIds: z.array(z.string()),
  hasSeenModalMap: z.record(z.string(), z.boolean()),
  cap1Role: z.string().nullable(),
  /** Not in SPEC §3 (shapes not shown): the company card a card added by this user must be, null when the company has none. */
  companyCard: CompanyCardSchema.nullable(),
  /** Not in SPEC §3: set when the company pays travel by invoice (central billing): checkout asks for no card. */
  centralBilling: CentralBillingInfoSchema.nullable(),
});
export type CorporateInfo = z.infer<typeof CorporateInfoSchema>;

/** SPEC §3 session info, as answered by startSession and GET /session. */
export const SessionInfoSchema = z.object({
  userInfo: UserInfoSchema,
  isFirstSession: z.boolean(),
  csrfToken: z.string(),
  /** ISO 8601 UTC instant after which the token is refused. */
  sessionExpiration: z.string(),
  isDelegatedSession: z.boolean(),
  userId: z.string(),
  customerType: CustomerTypeSchema,
  tenant: TenantSchema,
  corporateInfo: CorporateInfoSchema.nullable(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;

export const StartSessionBodySchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter a valid email address.' })),
  password: z.string().min(1, { error: 'Enter your password.' }).max(200),
});

export const StartSessionAnswerSchema = z.object({ token: z.string(), sessionInfo: SessionInfoSchema });
