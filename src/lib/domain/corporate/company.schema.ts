import { z } from 'zod';
import { TravelerSchema } from '../profile/travelers.schema';
import { PolicyTierSchema } from './policy.schema';

/** One user of the company as its travel administrator sees them (`GET /v0/company/users`). */
export const CompanyUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
  cap1Role: z.string().nullable(),
  canViewAdmin: z.boolean(),
  /** The name of the policy tier they book under; null without one. */
  policyTierName: z.string().nullable(),
  /** SPEC §6 ghost user: no traveler profile of their own (no default traveler among their travelers). */
  isGhostUser: z.boolean(),
  travelers: z.number().int(),
  hiddenTravelers: z.number().int(),
});
export type CompanyUser = z.infer<typeof CompanyUserSchema>;
export const CompanyUsersAnswerSchema = z.object({
  value: z.array(CompanyUserSchema),
  /** False for an administrator without canViewUsers: the list holds only themselves (SPEC §6). */
  allUsers: z.boolean(),
});

/** `GET /v0/company/users/{id}/travelers`: that user's saved travelers, with their default and private ones marked. */
export const CompanyUserTravelersAnswerSchema = z.object({
  user: CompanyUserSchema,
  value: z.array(TravelerSchema),
});

/** `GET /v0/company/policyTiers`: every tier of the company, read-only, with what it comes to. */
export const CompanyTiersAnswerSchema = z.object({
  value: z.array(
    z.object({
      tier: PolicyTierSchema,
      isInactive: z.boolean(),
      approvalProcess: z.enum(['24hr_review', 'auto']),
      users: z.number().int(),
    }),
  ),
});
export const CompanyUserIdParamSchema = z.object({ id: z.uuid('Use the id of a user of your company.') });
