import { eq } from 'drizzle-orm';
import {
  assignVariant,
  AVAILABLE,
  experimentTrackingProperties,
  type Experiment,
  type ExperimentDefinition,
  type ExperimentsAnswer,
} from '../../lib/domain/shared/experiments';
import type { Db } from '../db/client';
import { experimentOverrides } from '../db/schema';

const half = (data?: unknown) => [
  { name: 'control', weight: 50 },
  { name: AVAILABLE, weight: 50, data },
];

/** Experiments of the consumer portal (`/experiments/active`). */
export const consumerExperiments: readonly ExperimentDefinition[] = [
  { id: 'favorites', variants: half() },
  { id: 'marketplace', variants: half() },
  { id: 'price-prediction-banner', variants: half() },
  { id: 'hotel-cross-sell', variants: half({ placements: ['cross_sell_hotel_homepage', 'cross_sell_hotel_mytrips'] }) },
];

/** Experiments of the corporate booking portal (`/experiments/cotb/active`). */
export const corporateExperiments: readonly ExperimentDefinition[] = [
  { id: 'cotb-onboarding-modal', variants: half() },
  { id: 'cotb-policy-banner', variants: half() },
];

export class ExperimentService {
  constructor(private readonly db: Db) {}

  async active(userId: string, defs: readonly ExperimentDefinition[]): Promise<ExperimentsAnswer> {
    const rows = await this.db.select().from(experimentOverrides).where(eq(experimentOverrides.userId, userId));
    const overrides = new Map(rows.map((r) => [r.experimentId, r.variant]));
    const experiments: Experiment[] = defs.map((def) => {
      const variant = overrides.get(def.id) ?? assignVariant(def, userId);
      const data = def.variants.find((v) => v.name === variant)?.data;
      return data === undefined ? { id: def.id, variant } : { id: def.id, variant, data };
    });
    return { experiments, trackingProperties: experimentTrackingProperties(experiments) };
  }
}
