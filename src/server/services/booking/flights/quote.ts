// The checkout's quote (POST /v0/flights/book/quote; its contract is lib/domain/booking/flight-quote.schema.ts):
// the selected fare re-priced now, the protections offered for it, what the trip asks of its
// travelers, and how rewards can pay and earn. Nothing is held or written: the booking prices again.
import { minimumRedemption, redeemableMinor } from '../../../../lib/domain/booking/checkout-payment';
import { earnMultiplier, selectRewardsAccount, type RewardsAccount } from '../../../../lib/domain/profile/rewards';
import type { Db } from '../../../db/client';
import { ApiFailure } from '../../../http/errors';
import { cashAnswer, checkFlightSearch } from '../../flights';
import { listRewardsAccounts } from '../../rewards';
import { failureAdvice, type FlightSelection } from '../../../../lib/domain/booking/booking.schema';
import type { FlightQuote } from '../../../../lib/domain/booking/flight-quote.schema';
import { flightAdapter } from './adapter';
import { breakdownOf, findFare, offersFor, requirementsOf } from './pricing';
import { homeToday } from '../../../../lib/domain/shared/dates';

export const fareGone = () =>
  new ApiFailure(404, 'NoAvailability', failureAdvice.NoAvailability.message, { nextAction: failureAdvice.NoAvailability.nextAction });

/** What flights earn on the account, or null when it earns nothing on them. */
export function earnOf(account: RewardsAccount | undefined): FlightQuote['earn'] {
  const multiplier = account ? earnMultiplier(account, flightAdapter.earnCategory) : 0;
  if (!account || multiplier <= 0) return null;
  return {
    accountReferenceId: account.accountReferenceId,
    multiplier,
    currency: account.rewardsBalance.currency,
  };
}

export async function quoteFlight(db: Db, userId: string, selection: FlightSelection, now: Date): Promise<FlightQuote> {
  const today = homeToday(now.getTime());
  checkFlightSearch(selection, today);
  const found = findFare(cashAnswer(selection, today), selection.itineraryId, selection.fareId);
  if (found.kind === 'NoAvailability') throw fareGone();
  const { slices, fare } = found;
  const breakdown = breakdownOf(fare, []);
  const accounts = await listRewardsAccounts(db, userId);
  return {
    tripType: selection.tripType,
    passengers: selection.passengers,
    slices,
    fare,
    breakdown,
    protections: offersFor(slices, fare, selection.passengers, now),
    requirements: requirementsOf(slices),
    rewards: {
      accounts: accounts
        .filter((a) => a.allowRewardsRedemption)
        .map((a) => ({
          accountReferenceId: a.accountReferenceId,
          productDisplayName: a.productDisplayName,
          currency: a.rewardsBalance.currency,
          currencyDescription: a.rewardsBalance.currencyDescription,
          balance: a.rewardsBalance.value,
          maxRedeemableMinor: Math.min(redeemableMinor(a), breakdown.totalMinor),
        })),
      minimumRedemption: minimumRedemption(accounts),
    },
    // The card is chosen later; until then the SPEC §4 default account stands for it.
    earn: earnOf(selectRewardsAccount(accounts, null)),
  };
}
