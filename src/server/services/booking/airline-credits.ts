// Trips → Airline travel credits: the user's own credits, newest first, each named by the trip it
// came from. The credit itself is issued by the cancel (cancel.ts) in the cancel's transaction.
import { desc, eq } from 'drizzle-orm';
import type { AirlineCredit } from '../../../lib/domain/booking/airline-credit.schema';
import { walletState } from '../../../lib/domain/booking/travel-wallet';
import type { Db } from '../../db/client';
import { airlineCredits, bookings } from '../../db/schema';
import { airlineInfos } from '../../inventory/flights/places';
import { reference } from '../../inventory/reference';
import { readSnapshot } from './snapshot';

export async function listAirlineCredits(db: Db, userId: string, now: Date): Promise<AirlineCredit[]> {
  const rows = await db
    .select({ credit: airlineCredits, booking: bookings })
    .from(airlineCredits)
    .innerJoin(bookings, eq(bookings.id, airlineCredits.bookingId))
    .where(eq(airlineCredits.userId, userId))
    .orderBy(desc(airlineCredits.createdAt), desc(airlineCredits.id));
  return rows.map(({ credit, booking }) => {
    const snapshot = readSnapshot(booking);
    const segments = snapshot.product === 'Flight' ? (snapshot.slices[0]?.segments ?? []) : [];
    const expiresAt = credit.expiresAt.toISOString();
    return {
      id: credit.id,
      airline: { code: credit.airlineCode, name: airlineInfos(reference(), [credit.airlineCode])[0]?.name ?? credit.airlineCode },
      amountMinor: credit.amountMinor,
      currency: credit.currency,
      state: walletState({ state: credit.state, expiresAt }, now),
      expiresAt,
      issuedAt: credit.createdAt.toISOString(),
      trip: {
        id: booking.id,
        confirmationNumber: booking.confirmationNumber,
        origin: segments[0]?.origin.locationCode ?? '',
        destination: segments.at(-1)?.destination.locationCode ?? '',
      },
    };
  });
}
