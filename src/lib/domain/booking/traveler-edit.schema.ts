// GET and POST /v0/trips/{id}/travelerEditRequests (rules: traveler-edit.ts).
import { z } from 'zod';
import { isStorableText } from '../profile/travelers.schema';
import { TravelerEditFields, TravelerEditStates } from './traveler-edit';

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, `${what} has at most ${max} characters.`)
    .refine(isStorableText, 'Use text without NUL characters or unpaired surrogates.');

export const TravelerEditRequestBodySchema = z.object({
  /** The traveler's place on the booking (0 first), as GET /v0/trips/{id} lists them. */
  traveler: z.number().int().min(0).max(19),
  field: z.enum(TravelerEditFields),
  /** What it should read: the name as on the passport, the date of birth, … */
  correction: text(100, 'The correction').refine((s) => s.length > 0, 'Say what it should read.'),
  note: text(500, 'The note').optional(),
});
export type TravelerEditRequestBody = z.infer<typeof TravelerEditRequestBodySchema>;

export const TravelerEditRequestSchema = z.object({
  id: z.string(),
  traveler: z.number().int(),
  field: z.enum(TravelerEditFields),
  correction: z.string(),
  note: z.string().nullable(),
  /** For a name: within 3 letters (Correction) or more (NameChange, which most fares refuse); null otherwise. */
  nameCorrection: z.enum(['Correction', 'NameChange']).nullable(),
  state: z.enum(TravelerEditStates),
  createdAt: z.string(),
});
export type TravelerEditRequest = z.infer<typeof TravelerEditRequestSchema>;

export const TravelerEditRequestsSchema = z.object({ requests: z.array(TravelerEditRequestSchema) });
