// Experiences (activities) on the booking engine: the chosen slot is priced again for the party
// from the day's slots less the places already booked, the lead traveler is a saved adult, the
// places are taken under a per-slot lock inside the booking's transaction, and cancelling follows
// the operator's policy (SPEC §3 experience cancellation states).
import { and, eq, sql } from 'drizzle-orm';
import { failureAdvice, SupplierTestSurnames } from '../../../../lib/domain/booking/booking.schema';
import type { ExperienceBookRequest } from '../../../../lib/domain/booking/experience-book.schema';
import { reservationBlock, type CancelPolicy } from '../../../../lib/domain/booking/cancellation';
import { ageOn } from '../../../../lib/domain/shared/dates';
import { experienceCancellationState, LEAD_TRAVELER_MINIMUM_AGE } from '../../../../lib/domain/experiences/experiences';
import { contactErrors } from '../../../../lib/domain/flights/booking-passengers';
import type { Db } from '../../../db/client';
import { travelers } from '../../../db/schema';
import { ApiFailure } from '../../../http/errors';
import { experienceDay } from '../../../inventory/experiences/availability';
import { experienceById } from '../../../inventory/experiences/catalog';
import { homeToday } from '../../../../lib/domain/shared/dates';
import type { BookingAdapter, Repriced } from '../adapter';
import { supplierAnswer, type SupplierAnswer } from '../rules';
import type { SnapshotOf } from '../snapshot';
import { bookedPlaces, priceExperience } from './pricing';

/** The operator issues no airline tickets: every other test surname fails an experience too. */
const EXPERIENCE_TEST_CODES = SupplierTestSurnames.filter((c) => c !== 'TicketingUnconfirmed');

type Details = Omit<SnapshotOf<'Experience'>, 'product' | 'rewards' | 'pricedAt'>;

const leadProblem = (message: string) =>
  new ApiFailure(422, 'InvalidPassengers', message, {
    nextAction: failureAdvice.InvalidPassengers.nextAction,
    fields: [{ path: 'leadTraveler.travelerId', message }],
  });

async function checkedLead(db: Db, userId: string, request: ExperienceBookRequest) {
  const [row] = await db
    .select()
    .from(travelers)
    .where(and(eq(travelers.ownerUserId, userId), eq(travelers.id, request.leadTraveler.travelerId)));
  if (!row) throw leadProblem('This traveler is not among your saved travelers. Reload the travelers and choose again.');
  const { givenName, surname, dateOfBirth } = row.document;
  if (!givenName.trim() || !surname.trim()) throw leadProblem('Add the traveler’s first and last name in their profile.');
  const age = ageOn(dateOfBirth, request.selection.date);
  if (age !== null && age < LEAD_TRAVELER_MINIMUM_AGE)
    throw leadProblem(`The lead traveler must be an adult (${LEAD_TRAVELER_MINIMUM_AGE} or older on the day). Choose another traveler.`);
  const contact = contactErrors(request.contact);
  if (contact.length) {
    throw new ApiFailure(422, 'InvalidPassengers', 'Enter an email and a phone number we can reach you at.', {
      nextAction: failureAdvice.InvalidPassengers.nextAction,
      errors: contact,
    });
  }
  return { travelerId: row.id, givenName: givenName.trim(), surname: surname.trim() };
}

export const experienceAdapter: BookingAdapter<'Experience', ExperienceBookRequest> = {
  product: 'Experience',
  walletProduct: 'Activity',
  // SPEC §3 earn has no activities multiplier: our choice is the hotels one, both being booked for the destination.
  earnCategory: 'hotels',
  route: 'POST /v0/experiences/book',
  failureMessages: {
    NoAvailability: 'This time has no places left for your party. Nothing was charged. Choose another time.',
    PollingTimeout: 'The operator did not confirm in time. Nothing was charged and your rewards are back in your account.',
  },

  async price(db, userId, request, now): Promise<Repriced<SnapshotOf<'Experience'>>> {
    const found = await priceExperience(db, request.selection, now);
    if (found.kind === 'Sold') return { kind: 'NoAvailability' };
    const leadTraveler = await checkedLead(db, userId, request);
    const { experience: e, details, slot, places, breakdown } = found.priced;
    if (breakdown.totalMinor !== request.expectedTotal) {
      return { kind: 'OfferInvalid', oldTotal: request.expectedTotal, newTotal: breakdown.totalMinor };
    }
    const snapshot: Details = {
      experience: {
        id: e.id,
        title: e.title,
        city: e.city.name,
        country: e.city.country,
        timeZone: e.city.timeZone,
        itineraryType: e.itineraryType,
        durationMinutes: e.durationMinutes,
        description: e.description,
        image: e.images[0]?.url ?? null,
      },
      date: request.selection.date,
      slot: { slotId: slot.slotId, startTime: slot.startTime, startsAt: slot.startsAt },
      travelers: { ...request.selection.travelers },
      price: slot.price!,
      ticketFormat: details.ticket,
      guides: details.guides,
      pickup: details.pickup,
      cancellationPolicy: details.cancellation,
      leadTraveler,
      contact: request.contact,
      places,
      paidMinor: breakdown.totalMinor,
    };
    return { kind: 'Priced', details: snapshot, protections: [], breakdown };
  },

  async claim(tx, details) {
    // One lock per slot: bookings of it take turns counting the places left.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`experience|${details.slot.slotId}`}))`);
    const e = experienceById(details.experience.id);
    if (!e) return 'NoAvailability';
    // A slot's places are the operator's for the day, whatever the clock: any instant reads them.
    const now = new Date();
    const day = experienceDay(e, details.date, details.travelers, homeToday(now.getTime()), now);
    const slot = day.slots.find((s) => s.slotId === details.slot.slotId);
    const booked = (await bookedPlaces(tx, e.id, details.date)).get(details.slot.slotId) ?? 0;
    return !slot || slot.remaining - booked < details.places ? 'NoAvailability' : null;
  },

  supplierAnswer: (s, elapsedMs): SupplierAnswer => supplierAnswer([s.leadTraveler], elapsedMs, EXPERIENCE_TEST_CODES),

  trip: (s) => ({
    experience: s.experience,
    date: s.date,
    slot: s.slot,
    travelers: s.travelers,
    price: s.price,
    ticketFormat: s.ticketFormat,
    guides: s.guides,
    pickup: s.pickup,
    cancellationPolicy: s.cancellationPolicy,
    leadTraveler: { givenName: s.leadTraveler.givenName, surname: s.leadTraveler.surname },
  }),

  cancelPolicy: (s, booking, now): CancelPolicy => {
    const blocked = reservationBlock(booking.reservation);
    if (blocked) return { kind: 'NotCancelable', reason: blocked };
    const outlook = experienceCancellationState(
      {
        reservation: booking.reservation,
        cancellationRequested: false,
        startsAt: s.slot.startsAt,
        total: s.paidMinor,
        policy: s.cancellationPolicy,
      },
      now,
    );
    switch (outlook.state) {
      case 'FullyRefundable':
        return { kind: 'Refundable', feeMinor: 0, refundsProtections: true, why: 'FreeCancellation' };
      case 'PartiallyRefundable':
        return { kind: 'Refundable', feeMinor: s.paidMinor - outlook.refund, refundsProtections: true, why: 'PartialRefund' };
      case 'NonCancellable':
      case 'NonRefundable':
      case 'PastActivityStart':
      case 'ContactCustomerService':
      case 'AlreadyCanceled':
      case 'BookingPending':
        return { kind: 'NotCancelable', reason: outlook.state };
      case 'CancellationPending':
        return { kind: 'NotCancelable', reason: 'ContactCustomerService' };
    }
  },
};
