// Stays on the booking engine: a hotel room (Hotel) or a vacation rental (Home). The chosen rate is
// priced again from today's rates less the rooms already sold, the guest is a saved traveler, the
// last room is taken under a lock inside the booking's transaction, and cancelling follows the
// rate's own policy or the cancel-for-any-reason cover of a refundable variant.
import { and, eq, sql } from 'drizzle-orm';
import { failureAdvice, StaySupplierTestSurnames, SupplierTestSurnames } from '../../../../lib/domain/booking/booking.schema';
import { reservationBlock, type CancelPolicy } from '../../../../lib/domain/booking/cancellation';
import type { StayBookRequest } from '../../../../lib/domain/booking/stay-book.schema';
import { contactErrors } from '../../../../lib/domain/flights/booking-passengers';
import { HotelLoyaltyPrograms } from '../../../../lib/domain/lodging/hotel-loyalty';
import { stayCancelPolicy } from '../../../../lib/domain/lodging/stay-rules';
import { homeToday } from '../../../../lib/domain/shared/dates';
import { ErrorCode } from '../../../../lib/domain/shared/errors';
import type { Db } from '../../../db/client';
import { travelers } from '../../../db/schema';
import { ApiFailure, invalid } from '../../../http/errors';
import { lodgingById, type Lodging } from '../../../inventory/lodging/catalog';
import { nightsOf, roomInventory } from '../../../inventory/lodging/rates';
import { checkStay } from '../../lodging';
import type { BookingAdapter, Repriced } from '../adapter';
import { supplierAnswer, type SupplierAnswer } from '../rules';
import type { SnapshotOf } from '../snapshot';
import { bookedRooms, findRate, propertyInstant, stayBreakdown } from './pricing';
import { hotelPolicy } from '../../../../lib/domain/corporate/policy-rules';

/** A property's stars by count: NotAvailable is 0. */
const STAR_NAMES = ['NotAvailable', 'One', 'Two', 'Three', 'Four', 'Five'] as const;

/** The failures a stay's simulated supplier can be asked for (a guest surname), TicketingUnconfirmed aside: stays have no tickets. */
const STAY_TEST_CODES = [...SupplierTestSurnames.filter((c) => c !== 'TicketingUnconfirmed'), ...StaySupplierTestSurnames];
/** The age a guest checking in must have reached (SPEC §8 CheckInMinimumAgeNotMet). */
export const CHECK_IN_MINIMUM_AGE = 18;

type StayProduct = 'Hotel' | 'Home';
type Details = Omit<SnapshotOf<StayProduct>, 'product' | 'rewards' | 'pricedAt'>;

export const productOf = (lodging: Pick<Lodging, 'kind'>): StayProduct => (lodging.kind === 'vacation_rental' ? 'Home' : 'Hotel');

/** The property of a selection, or a 404 a person understands. */
export function selectedLodging(lodgingId: string): Lodging {
  const lodging = lodgingById(lodgingId);
  if (!lodging) throw new ApiFailure(404, ErrorCode.NotFound, 'This property does not exist, or no longer takes bookings. Search again.');
  return lodging;
}

const guestProblem = (message: string, field: string) =>
  new ApiFailure(422, 'InvalidPassengers', message, {
    nextAction: failureAdvice.InvalidPassengers.nextAction,
    fields: [{ path: field, message }],
  });

/** The guest (the user's own saved traveler) with the loyalty membership chosen from their profile. */
async function checkedGuest(db: Db, userId: string, request: StayBookRequest, checkIn: string) {
  const [row] = await db
    .select()
    .from(travelers)
    .where(and(eq(travelers.ownerUserId, userId), eq(travelers.id, request.guest.travelerId)));
  if (!row) throw guestProblem('This guest is not among your saved travelers. Reload the travelers and choose again.', 'guest.travelerId');
  const { givenName, surname, dateOfBirth } = row.document;
  if (!givenName.trim() || !surname.trim()) throw guestProblem('Add the guest’s first and last name in their profile.', 'guest.travelerId');
  const adultFrom = /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)
    ? `${Number(dateOfBirth.slice(0, 4)) + CHECK_IN_MINIMUM_AGE}${dateOfBirth.slice(4)}`
    : '';
  if (adultFrom && adultFrom > checkIn) {
    const { message, nextAction } = failureAdvice.CheckInMinimumAgeNotMet;
    throw new ApiFailure(422, 'CheckInMinimumAgeNotMet', message, { nextAction });
  }
  const contact = contactErrors(request.contact);
  if (contact.length) {
    throw new ApiFailure(422, 'InvalidPassengers', 'Enter an email and a phone number we can reach you at.', {
      nextAction: failureAdvice.InvalidPassengers.nextAction,
      errors: contact,
    });
  }
  let loyalty: Details['loyalty'] = null;
  if (request.loyaltyProgram) {
    const program = HotelLoyaltyPrograms.find((p) => p.code === request.loyaltyProgram);
    const number = row.document.hotelLoyalty[request.loyaltyProgram];
    if (!program || !number)
      throw invalid(ErrorCode.ValidationFailed, 'loyaltyProgram', 'This guest has no number for that loyalty program in their profile.');
    loyalty = { programCode: program.code, programName: program.name, numberEnding: number.slice(-4) };
  }
  return { guest: { travelerId: row.id, givenName: givenName.trim(), surname: surname.trim() }, loyalty };
}

/** A stay priced now: the rate, its lines and deadlines, or why it cannot be sold. */
export async function priceStay(db: Db, request: Pick<StayBookRequest, 'selection'>, now: Date) {
  const { selection } = request;
  const today = homeToday(now.getTime());
  checkStay(selection, today);
  const lodging = selectedLodging(selection.lodgingId);
  const booked = await bookedRooms(db, lodging.id, selection);
  const found = findRate(lodging, selection, today, booked);
  return { lodging, found, nights: nightsOf(selection) };
}

function stayAdapter(product: StayProduct): BookingAdapter<StayProduct, StayBookRequest> {
  return {
    product,
    walletProduct: 'Hotel',
    earnCategory: product === 'Home' ? 'homes' : 'hotels',
    route: 'POST /v0/hotels/book',
    failureMessages: {
      NoAvailability: 'The property has no availability for these dates. Nothing was charged.',
      PollingTimeout: 'The property did not confirm in time. Nothing was charged and your rewards are back in your account.',
    },

    // The stay's nightly price and stars, as the results and the rooms marked them.
    policyVerdict: (tier, d) =>
      hotelPolicy(tier, {
        starRating: STAR_NAMES.indexOf(d.lodging.starRating) || null,
        perNightMinor: d.perNightMinor ?? Math.round(d.paidMinor / Math.max(1, d.nights)),
      }),

    async price(db, userId, request, now): Promise<Repriced<SnapshotOf<StayProduct>>> {
      const { lodging, found, nights } = await priceStay(db, request, now);
      if (found.kind === 'Gone')
        return found.code === 'NoAvailability' ? { kind: 'NoAvailability' } : { kind: 'Unavailable', code: found.code };
      const { guest, loyalty } = await checkedGuest(db, userId, request, request.selection.checkIn);
      const { room, product: rate, base } = found;
      const breakdown = stayBreakdown(rate, nights);
      if (breakdown.totalMinor !== request.expectedTotal) {
        return { kind: 'OfferInvalid', oldTotal: request.expectedTotal, newTotal: breakdown.totalMinor };
      }
      const { selection } = request;
      const details: Details = {
        lodging: {
          id: lodging.id,
          kind: lodging.kind,
          name: lodging.name,
          city: lodging.city.name,
          country: lodging.city.country,
          collection: lodging.collection,
          starRating: STAR_NAMES[lodging.stars] ?? 'NotAvailable',
          lat: lodging.lat,
          lon: lodging.lon,
          timeZone: lodging.city.timeZone,
          checkInTime: lodging.checkInTime,
          checkOutTime: lodging.checkOutTime,
          image: lodging.images[0]?.url ?? null,
        },
        checkIn: selection.checkIn,
        checkOut: selection.checkOut,
        nights,
        guests: { ...selection.guests },
        room: { roomId: room.roomId, name: room.name, beds: room.beds },
        rate: {
          rateId: rate.rateId,
          variant: rate.variant,
          cancellation: rate.cancellation,
          cancelBy: rate.cancelBy,
          payment: rate.payment,
          mealPlan: rate.mealPlan,
          refundable: rate.refundable && {
            premium: rate.refundable.premium,
            coveragePercentage: rate.refundable.coveragePercentage,
            coverageAmount: rate.refundable.coverageAmount,
            shouldRefundCfarPremium: rate.refundable.shouldRefundCfarPremium,
          },
        },
        complimentaryNightMinor: rate.complimentaryNightMinor,
        perNightMinor: rate.perNightSellRate,
        guest,
        loyalty,
        specialRequests: request.specialRequests?.trim() || null,
        contact: request.contact,
        checkInUtc: propertyInstant(lodging, `${selection.checkIn}T${lodging.checkInTime}`),
        cancelByUtc: base.cancelBy ? propertyInstant(lodging, base.cancelBy) : null,
        baseCancellation: base.cancellation,
        firstNightMinor: Math.round(base.tripTotal / Math.max(1, nights)),
        paidMinor: breakdown.totalMinor,
      };
      return { kind: 'Priced', details, protections: [], breakdown };
    },

    async claim(tx, details) {
      // One lock per property: bookings of its rooms take turns counting what is left.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`stay|${details.lodging.id}`}))`);
      const lodging = lodgingById(details.lodging.id);
      const room = lodging?.rooms.find((r) => r.roomId === details.room.roomId);
      if (!room) return 'RateNotAvailable';
      const booked = await bookedRooms(tx, details.lodging.id, details);
      return (booked.get(room.roomId) ?? 0) >= roomInventory(room) ? 'RateNotAvailable' : null;
    },

    supplierAnswer: (s, elapsedMs): SupplierAnswer => supplierAnswer([s.guest], elapsedMs, STAY_TEST_CODES),

    trip: (s) => ({
      lodging: s.lodging,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      nights: s.nights,
      guests: s.guests,
      room: s.room,
      rate: s.rate,
      complimentaryNightMinor: s.complimentaryNightMinor,
      guest: { givenName: s.guest.givenName, surname: s.guest.surname },
      loyalty: s.loyalty,
      specialRequests: s.specialRequests,
    }),

    cancelPolicy: (s, booking, now): CancelPolicy => {
      const blocked = reservationBlock(booking.reservation);
      if (blocked) return { kind: 'NotCancelable', reason: blocked };
      const policy = stayCancelPolicy(
        {
          cancellation: s.baseCancellation,
          cancelByUtc: s.cancelByUtc,
          checkInUtc: s.checkInUtc,
          paidMinor: s.paidMinor,
          firstNightMinor: s.firstNightMinor,
          cfar: s.rate.refundable && {
            premiumMinor: s.rate.refundable.premium,
            coverageAmountMinor: s.rate.refundable.coverageAmount,
            shouldRefundCfarPremium: s.rate.refundable.shouldRefundCfarPremium,
          },
        },
        now,
      );
      if (policy.kind === 'NotCancelable') return policy;
      // The stay's protections are part of its rate (the cover is the variant): nothing apart to keep.
      return { kind: 'Refundable', feeMinor: s.paidMinor - policy.refundMinor, refundsProtections: true, why: policy.why };
    },
  };
}

// Hotel and Home snapshots have the same fields; only the product, which the engine writes from
// `product`, tells them apart, so one adapter typed for both serves each.
export const hotelAdapter = stayAdapter('Hotel') as BookingAdapter<'Hotel', StayBookRequest>;
export const homeAdapter = stayAdapter('Home') as BookingAdapter<'Home', StayBookRequest>;
/** The adapter that books this property: a vacation rental is a Home, any other a Hotel. */
export const adapterForLodging = (lodging: Pick<Lodging, 'kind'>) => (productOf(lodging) === 'Home' ? homeAdapter : hotelAdapter);
