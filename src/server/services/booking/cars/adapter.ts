// Cars on the booking engine: the offer its id names is priced again from today's rates with the
// extras chosen, the main driver is a saved traveler old enough for the desk, a loyalty number is
// checked by the brand's program, and cancelling follows the offer's cancellation policy.
import { and, eq } from 'drizzle-orm';
import { carPolicy } from '../../../../lib/domain/corporate/policy-rules';
import { failureAdvice, SupplierTestSurnames } from '../../../../lib/domain/booking/booking.schema';
import type { CarBookRequest } from '../../../../lib/domain/booking/car-book.schema';
import { reservationBlock, type CancelPolicy } from '../../../../lib/domain/booking/cancellation';
import { checkCarLoyalty, carLoyaltyPrograms, normalizeLoyaltyNumber } from '../../../../lib/domain/cars/car-loyalty';
import { carCancelPolicy } from '../../../../lib/domain/cars/car-rules';
import { ageOn } from '../../../../lib/domain/shared/dates';
import { youngDriverBand, YOUNG_DRIVER_AGE, YOUNGEST_DRIVER_AGE } from '../../../../lib/domain/cars/cars';
import { contactErrors } from '../../../../lib/domain/flights/booking-passengers';
import type { Db } from '../../../db/client';
import { travelers } from '../../../db/schema';
import { ApiFailure } from '../../../http/errors';
import type { BookingAdapter, Repriced } from '../adapter';
import { supplierAnswer, type SupplierAnswer } from '../rules';
import type { SnapshotOf } from '../snapshot';
import { priceCar } from './pricing';

/** A rental desk has no tickets to issue: every other test surname fails a car too. */
const CAR_TEST_CODES = SupplierTestSurnames.filter((c) => c !== 'TicketingUnconfirmed');

type Details = Omit<SnapshotOf<'Car'>, 'product' | 'rewards' | 'pricedAt'>;

const driverProblem = (message: string) =>
  new ApiFailure(422, 'InvalidPassengers', message, {
    nextAction: failureAdvice.InvalidPassengers.nextAction,
    fields: [{ path: 'driver.travelerId', message }],
  });

/** The main driver (the user's own saved traveler), old enough for this desk and of the age the offer was priced for. */
async function checkedDriver(db: Db, userId: string, request: CarBookRequest, priced: ReturnType<typeof priceCar>) {
  const [row] = await db
    .select()
    .from(travelers)
    .where(and(eq(travelers.ownerUserId, userId), eq(travelers.id, request.driver.travelerId)));
  if (!row) throw driverProblem('This driver is not among your saved travelers. Reload the travelers and choose again.');
  const { givenName, surname, dateOfBirth } = row.document;
  if (!givenName.trim() || !surname.trim()) throw driverProblem('Add the driver’s first and last name in their profile.');
  const age = ageOn(dateOfBirth, priced.rental.pickupDateTime);
  if (age === null) throw driverProblem('Add the driver’s date of birth in their profile: the desk checks the driver’s age.');
  const { minimumAge } = priced.terms;
  if (age < minimumAge)
    throw driverProblem(
      `${givenName.trim()} will be ${age} at pick-up; ${priced.supplier.name} rents this car to drivers ${minimumAge} and over.`,
    );
  const band = youngDriverBand(age);
  const searched = youngDriverBand(priced.rental.driverAge);
  if (band !== searched) {
    const who = `${givenName.trim()} will be ${age} at pick-up`;
    const feeOf = {
      Under21: `the fee for drivers under ${YOUNGEST_DRIVER_AGE}`,
      Under25: `the fee for drivers under ${YOUNG_DRIVER_AGE}`,
      None: 'no young driver fee',
    };
    throw driverProblem(`${who}: this price has ${feeOf[searched]}, and they pay ${feeOf[band]}. Search again with the driver’s age.`);
  }
  const contact = contactErrors(request.contact);
  if (contact.length) {
    throw new ApiFailure(422, 'InvalidPassengers', 'Enter an email and a phone number we can reach you at.', {
      nextAction: failureAdvice.InvalidPassengers.nextAction,
      errors: contact,
    });
  }
  let loyalty: Details['loyalty'] = null;
  if (request.loyaltyNumber) {
    const refused = checkCarLoyalty(priced.supplier.code, request.loyaltyNumber, { givenName, surname });
    if (refused) {
      const program = carLoyaltyPrograms[priced.supplier.code] ?? `${priced.supplier.name}’s program`;
      const message = {
        InvalidLoyaltyNumber: `This isn’t a ${program} number. Check it on your membership card, or leave it empty.`,
        LoyaltyNameMismatch: `This ${program} number belongs to another member. Use the driver’s own number, or leave it empty.`,
        DollarExpressNotFound: `Dollar Express has no member with this number. Check it, or leave it empty.`,
        BlueChipNumberNotFound: `Thrifty Blue Chip has no member with this number. Check it, or leave it empty.`,
      }[refused];
      throw new ApiFailure(422, refused, message, { fields: [{ path: 'loyaltyNumber', message }] });
    }
    const number = normalizeLoyaltyNumber(request.loyaltyNumber);
    loyalty = { programName: carLoyaltyPrograms[priced.supplier.code] ?? priced.supplier.name, numberEnding: number.slice(-4) };
  }
  return { driver: { travelerId: row.id, givenName: givenName.trim(), surname: surname.trim(), age }, loyalty };
}

export const carAdapter: BookingAdapter<'Car', CarBookRequest> = {
  product: 'Car',
  walletProduct: 'Car',
  earnCategory: 'cars',
  route: 'POST /v0/cars/book',
  // The rental's price a day, extras apart, as the results marked it.
  policyVerdict: (tier, d) => carPolicy(tier, { perDayMinor: d.price.perDay }),
  failureMessages: {
    NoAvailability: 'The rental company has no cars left for these dates. Nothing was charged.',
    PollingTimeout: 'The rental company did not confirm in time. Nothing was charged and your rewards are back in your account.',
  },

  async price(db, userId, request, now): Promise<Repriced<SnapshotOf<'Car'>>> {
    const priced = priceCar(request.selection, now);
    const { driver, loyalty } = await checkedDriver(db, userId, request, priced);
    const { offer, breakdown, rental } = priced;
    if (breakdown.totalMinor !== request.expectedTotal) {
      return { kind: 'OfferInvalid', oldTotal: request.expectedTotal, newTotal: breakdown.totalMinor };
    }
    const details: Details = {
      offerId: offer.offerId,
      supplier: offer.supplier,
      vehicle: offer.vehicle,
      pickup: offer.pickup,
      dropoff: offer.dropoff,
      rentalDays: priced.rentalDays,
      mileage: offer.mileage,
      cancellationPolicy: offer.cancellation,
      extras: priced.extras,
      price: offer.price,
      driver,
      loyalty,
      terms: priced.terms,
      contact: request.contact,
      pickupUtc: new Date(rental.pickupAt).toISOString(),
      dropoffUtc: new Date(rental.dropoffAt).toISOString(),
      freeCancellationUntilUtc:
        offer.cancellation.freeCancellationUntil && new Date(offer.cancellation.freeCancellationUntil).toISOString(),
      paidMinor: breakdown.totalMinor,
    };
    return { kind: 'Priced', details, protections: [], breakdown };
  },

  supplierAnswer: (s, elapsedMs): SupplierAnswer => supplierAnswer([s.driver], elapsedMs, CAR_TEST_CODES),

  trip: (s) => ({
    supplier: s.supplier,
    vehicle: s.vehicle,
    pickup: s.pickup,
    dropoff: s.dropoff,
    rentalDays: s.rentalDays,
    mileage: s.mileage,
    cancellationPolicy: s.cancellationPolicy,
    extras: s.extras,
    price: s.price,
    driver: { givenName: s.driver.givenName, surname: s.driver.surname, age: s.driver.age },
    loyalty: s.loyalty,
    terms: s.terms,
  }),

  cancelPolicy: (s, booking, now): CancelPolicy => {
    const blocked = reservationBlock(booking.reservation);
    if (blocked) return { kind: 'NotCancelable', reason: blocked };
    const rule = carCancelPolicy(
      {
        policy: s.cancellationPolicy.policy,
        pickupUtc: s.pickupUtc,
        freeCancellationUntilUtc: s.freeCancellationUntilUtc,
        bookedAt: booking.bookedAt,
        paidMinor: s.paidMinor,
        perDayMinor: s.price.perDay,
      },
      now,
    );
    return rule.kind === 'NotCancelable' ? rule : { ...rule, refundsProtections: true };
  },
};
