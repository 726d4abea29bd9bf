// What a selected fare costs at checkout and what the trip asks of its travelers, from the
// simulator's answer of today: shared by the quote and the booking, so both price alike.
import type { TripFacts } from '../../../../lib/domain/flights/booking-passengers';
import { priceBreakdown } from '../../../../lib/domain/booking/checkout-payment';
import { protectionOffers, type ProtectionOffer, type ProtectionProduct } from '../../../../lib/domain/booking/checkout-protections';
import type { Fare, FlightSearchResponse, PassengerCounts, Slice } from '../../../../lib/domain/flights/flights.schema';
import type { BookingProtection } from '../../../db/schema';
import { reference } from '../../../inventory/reference';
import type { Breakdown } from '../../../../lib/domain/booking/booking.schema';

export type FoundFare = { kind: 'Found'; slices: Slice[]; fare: Fare } | { kind: 'NoAvailability' };

export function findFare(answer: FlightSearchResponse, itineraryId: string, fareId: string): FoundFare {
  const itinerary = answer.itineraries.find((i) => i.id === itineraryId);
  const fare = itinerary?.fares.find((f) => f.fareId === fareId);
  return itinerary && fare ? { kind: 'Found', slices: itinerary.slices, fare } : { kind: 'NoAvailability' };
}

export interface Requirements {
  international: boolean;
  lapInfantsSupported: boolean;
  seatedInfantsSupported: boolean;
  firstDepartureDate: string;
  lastFlightDate: string;
}

/**
 * International: a flight leaves one country for another (the simulator's own rule, OpenFlights
 * countries). Infants: the simulator prices lap and seated infants on every carrier and fare, so
 * both are supported until a carrier's data says otherwise.
 */
export function requirementsOf(slices: readonly Slice[]): Requirements {
  const airports = reference().airports;
  const country = (code: string) => airports.get(code)?.country ?? code;
  const segments = slices.flatMap((s) => s.segments);
  const last = segments[segments.length - 1];
  return {
    international: segments.some((g) => country(g.origin.locationCode) !== country(g.destination.locationCode)),
    lapInfantsSupported: true,
    seatedInfantsSupported: true,
    firstDepartureDate: (slices[0]?.zonedDeparture ?? '').slice(0, 10),
    lastFlightDate: (last?.zonedDeparture ?? slices[slices.length - 1]?.zonedDeparture ?? '').slice(0, 10),
  };
}

export const tripFacts = (r: Requirements): TripFacts => ({
  firstFlightDate: r.firstDepartureDate,
  lastFlightDate: r.lastFlightDate,
  international: r.international,
  supportsLapInfants: r.lapInfantsSupported,
  supportsSeatedInfants: r.seatedInfantsSupported,
});

const passengerCount = (p: PassengerCounts) => p.ADT + p.CNN + p.INF + p.INS;

/** One answer per protection for this fare now; none when the inputs are out of the rules' range. */
export function offersFor(slices: readonly Slice[], fare: Fare, passengers: PassengerCounts, now: Date): ProtectionOffer[] {
  const first = slices[0]?.segments[0]?.scheduledDeparture;
  const result = protectionOffers({
    product: 'flight',
    now,
    firstDeparture: new Date(first ?? NaN),
    passengers: passengerCount(passengers),
    baseFareMinor: fare.baseFare,
    taxesMinor: fare.taxes,
  });
  return result.kind === 'Offers' ? result.offers : [];
}

export type ChosenProtections =
  { kind: 'Chosen'; protections: BookingProtection[] } | { kind: 'NotOffered'; product: ProtectionProduct; reason: string };

/** The traveler's choice priced from the offers, in the offers' order; a product not offered now is refused. */
export function chooseProtections(offers: readonly ProtectionOffer[], chosen: readonly ProtectionProduct[]): ChosenProtections {
  const protections: BookingProtection[] = [];
  for (const product of chosen) {
    const offer = offers.find((o) => o.product === product);
    if (!offer || offer.kind === 'NotOffered') return { kind: 'NotOffered', product, reason: offer?.reason ?? 'ProductNotCovered' };
  }
  for (const offer of offers) {
    if (offer.kind === 'Offered' && chosen.includes(offer.product))
      protections.push({ product: offer.product, priceMinor: offer.priceMinor });
  }
  return { kind: 'Chosen', protections };
}

export const protectionLabels: Record<ProtectionProduct, string> = {
  Cfar: 'Cancel for any reason',
  Chfar: 'Change for any reason',
  DisruptionAssistance: 'Flight disruption assistance',
  PriceDropProtection: 'Price drop protection',
};

/** Fare lines and one AddOn line per protection; the total is their sum. */
export function breakdownOf(fare: Fare, protections: readonly BookingProtection[]): Breakdown {
  const result = priceBreakdown({
    baseFareMinor: fare.baseFare,
    taxesMinor: fare.taxes,
    fees: [],
    addOns: protections.map((p) => ({ product: p.product, amountMinor: p.priceMinor })),
  });
  // The supplier's amounts are whole non-negative cents, so an invalid cart is a supplier bug.
  if (result.kind !== 'Breakdown') throw new Error('The fare has an amount that is not whole cents.');
  return {
    lines: result.lines.map((l) => ({
      kind: l.kind,
      label: l.kind === 'BaseFare' ? 'Base fare' : l.kind === 'Taxes' ? 'Taxes' : l.kind === 'Fee' ? l.code : protectionLabels[l.product],
      amountMinor: l.amountMinor,
    })),
    totalMinor: result.totalMinor,
  };
}
