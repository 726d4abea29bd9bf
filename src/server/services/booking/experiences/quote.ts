// The activity checkout's quote (POST /v0/experiences/book/quote; contract in
// lib/domain/booking/experience-book.schema.ts): the chosen slot priced now for the party, with the
// experience's details, rewards and earn. Nothing is held: the booking takes the places under a lock.
import { failureAdvice } from '../../../../lib/domain/booking/booking.schema';
import type { ExperienceQuote, ExperienceSelection } from '../../../../lib/domain/booking/experience-book.schema';
import type { Db } from '../../../db/client';
import { ApiFailure } from '../../../http/errors';
import { quoteRewards } from '../quote-rewards';
import { experienceAdapter } from './adapter';
import { priceExperience } from './pricing';

export async function quoteExperience(db: Db, userId: string, selection: ExperienceSelection, now: Date): Promise<ExperienceQuote> {
  const found = await priceExperience(db, selection, now);
  if (found.kind === 'Sold') {
    const message = 'This time has no places left for your party. Choose another time.';
    throw new ApiFailure(422, 'NoAvailability', message, {
      nextAction: failureAdvice.NoAvailability.nextAction,
      fields: [{ path: 'selection.slotId', message }],
    });
  }
  const { details, slot, breakdown } = found.priced;
  return { details, slot, breakdown, ...(await quoteRewards(db, userId, breakdown.totalMinor, experienceAdapter.earnCategory)) };
}
