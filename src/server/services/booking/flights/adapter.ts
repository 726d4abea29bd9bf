// Flights on the booking engine: the selected fare priced again from today's answer with the
// protections chosen, the travelers checked by the SPEC §8 passenger rules, the snapshot Trips shows.
import { flightCancelPolicy } from '../../../../lib/domain/booking/cancellation';
import { flightCfar, withFlightCfar } from '../../../../lib/domain/booking/cfar';
import { withScheduleChange } from '../../../../lib/domain/booking/schedule-change';
import { detectDisruption, withDisruption } from '../../../../lib/domain/booking/disruption';
import { ApiFailure } from '../../../http/errors';
import { fareVerdict, seatedTravelers } from '../../../../lib/domain/corporate/policy-rules';
import { cashAnswer, checkFlightSearch } from '../../flights';
import type { BookingAdapter } from '../adapter';
import { failureAdvice, type FlightBookRequest } from '../../../../lib/domain/booking/booking.schema';
import { supplierAnswer } from '../rules';
import { checkedTravelers } from './passengers';
import { breakdownOf, chooseProtections, findFare, offersFor, protectionLabels, requirementsOf } from './pricing';
import { homeToday } from '../../../../lib/domain/shared/dates';
import { airlineInfos, airportInfos, sliceAirlineCodes, sliceAirportCodes } from '../../../inventory/flights/places';
import { carrierWebsites } from '../../../inventory/carriers';
import { reference } from '../../../inventory/reference';

export const flightAdapter: BookingAdapter<'Flight', FlightBookRequest> = {
  product: 'Flight',
  walletProduct: 'Flight',
  earnCategory: 'flights',
  route: 'POST /v0/flights/book',

  // The fare alone, as the results marked it: protections are not what the policy limits.
  policyVerdict: (tier, d) => fareVerdict(tier, { tripType: d.tripType, slices: d.slices, seated: seatedTravelers(d.passengers) }, d.fare),

  async price(db, userId, request, now) {
    const today = homeToday(now.getTime());
    const { selection } = request;
    checkFlightSearch(selection, today);
    const found = findFare(cashAnswer(selection, today), selection.itineraryId, selection.fareId);
    if (found.kind === 'NoAvailability') return found;
    const travelers = await checkedTravelers(db, userId, request, requirementsOf(found.slices));
    const chosen = chooseProtections(offersFor(found.slices, found.fare, selection.passengers, now), request.protections);
    if (chosen.kind === 'NotOffered') {
      const { product, reason } = chosen;
      throw new ApiFailure(422, 'ProtectionNotOffered', `${protectionLabels[product]} is not offered for this trip now.`, {
        product,
        reason,
        nextAction: failureAdvice.ProtectionNotOffered.nextAction,
      });
    }
    const breakdown = breakdownOf(found.fare, chosen.protections);
    if (breakdown.totalMinor !== request.expectedTotal) {
      return { kind: 'OfferInvalid', oldTotal: request.expectedTotal, newTotal: breakdown.totalMinor };
    }
    return {
      kind: 'Priced',
      details: {
        tripType: selection.tripType,
        passengers: selection.passengers,
        itineraryId: selection.itineraryId,
        slices: found.slices,
        fare: found.fare,
        travelers,
        contact: request.contact,
      },
      protections: chosen.protections,
      breakdown,
    };
  },

  supplierAnswer: (snapshot, elapsedMs) => supplierAnswer(snapshot.travelers, elapsedMs),

  trip: (s) => ({
    tripType: s.tripType,
    passengers: s.passengers,
    slices: s.slices,
    fare: s.fare,
    travelers: s.travelers.map(({ givenName, surname, passengerType }) => ({ givenName, surname, passengerType: passengerType ?? 'ADT' })),
    airlines: airlineInfos(reference(), sliceAirlineCodes(s.slices)).map((a) => ({ ...a, website: carrierWebsites[a.code] ?? null })),
    airports: airportInfos(reference(), sliceAirportCodes(s.slices)),
  }),

  cancelPolicy: (s, booking, now) => {
    const firstFlight = s.slices[0]?.segments[0];
    const firstDeparture = new Date(firstFlight?.scheduledDeparture ?? NaN);
    const fare = flightCancelPolicy({
      reservation: booking.reservation,
      penalties: s.fare.penalties,
      bookedAt: booking.bookedAt,
      firstDeparture,
      // A lap infant flies on an adult's ticket: no ticket, no penalty.
      ticketedTravelers: s.passengers.ADT + s.passengers.CNN + s.passengers.INS,
      now,
    });
    const protectionsMinor = booking.protections.reduce((n, p) => n + p.priceMinor, 0);
    const cfar = flightCfar({
      reservation: booking.reservation,
      bought: booking.protections.some((p) => p.product === 'Cfar'),
      coveredMinor: booking.totalMinor - protectionsMinor,
      firstDeparture,
      now,
    });
    const airlineCode = firstFlight?.marketingAirline.code ?? '';
    const paid = { totalMinor: booking.totalMinor, protectionsMinor };
    const disrupted = detectDisruption({
      bought: booking.protections.some((p) => p.product === 'DisruptionAssistance'),
      confirmed: booking.reservation === 'Confirmed',
      disruption: booking.disruption,
      slices: s.slices,
      baseFareMinor: s.fare.baseFare,
      now,
    });
    // Each rule gives back at least what the one before it would: the best answer wins.
    return withScheduleChange(withDisruption(withFlightCfar(fare, cfar, paid, airlineCode), disrupted, paid), booking.scheduleChange);
  },
};
