// The stay checkout's quote (POST /v0/hotels/book/quote; contract in lib/domain/booking/stay-book.schema.ts):
// the chosen room rate priced now, its lines, the rooms left, rewards and earn. Nothing is held:
// the booking prices again and takes the room under a lock.
import { failureAdvice } from '../../../../lib/domain/booking/booking.schema';
import type { StayQuote, StaySelection } from '../../../../lib/domain/booking/stay-book.schema';
import { homeToday } from '../../../../lib/domain/shared/dates';
import type { Db } from '../../../db/client';
import { ApiFailure } from '../../../http/errors';
import { summarize } from '../../../inventory/lodging/rates';
import { quoteRewards } from '../quote-rewards';
import { adapterForLodging, priceStay } from './adapter';
import { stayBreakdown, stayOf } from './pricing';

export async function quoteStay(db: Db, userId: string, selection: StaySelection, now: Date): Promise<StayQuote> {
  const { lodging, found, nights } = await priceStay(db, { selection }, now);
  if (found.kind === 'Gone') {
    const { message, nextAction } = failureAdvice[found.code];
    throw new ApiFailure(422, found.code, message, { nextAction });
  }
  const { room, product } = found;
  const breakdown = stayBreakdown(product, nights);
  return {
    lodging: summarize(lodging, stayOf(selection), homeToday(now.getTime()), lodging),
    timeZone: lodging.city.timeZone,
    checkInTime: lodging.checkInTime,
    checkOutTime: lodging.checkOutTime,
    nights,
    room: { roomId: room.roomId, name: room.name, beds: room.beds, maxOccupancy: room.maxOccupancy },
    rate: product,
    complimentaryNightMinor: product.complimentaryNightMinor,
    roomsLeft: room.roomsLeft,
    breakdown,
    ...(await quoteRewards(db, userId, breakdown.totalMinor, adapterForLodging(lodging).earnCategory)),
  };
}
