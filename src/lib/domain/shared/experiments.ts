import { z } from 'zod';

// The browser checks variants without zod: the rules live in experiment-variants.ts, re-exported for the API.
export { assignVariant, AVAILABLE, experimentTrackingProperties, isVariant, type ExperimentDefinition } from './experiment-variants';

/** SPEC §3: Experiment is id, variant, data. */
export const ExperimentSchema = z.object({
  id: z.string(),
  variant: z.string(),
  data: z.unknown().optional(),
});
export type Experiment = z.infer<typeof ExperimentSchema>;

export const ExperimentsAnswerSchema = z.object({
  experiments: z.array(ExperimentSchema),
  trackingProperties: z.record(z.string(), z.string()),
});
export type ExperimentsAnswer = z.infer<typeof ExperimentsAnswerSchema>;
