// Packages: the cheapest round trip plus each hotel at the destination, less the package discount.
import { ErrorCode } from '../../lib/domain/shared/errors';
import { MAX_DAYS_AHEAD } from '../../lib/domain/flights/flights';
import { packageDiscount, type PackageCustomer } from '../../lib/domain/packages/packages';
import type { PackageOffer, PackageSearchRequest, PackageSearchResponse } from '../../lib/domain/packages/packages.schema';
import { invalid } from '../http/errors';
import { citiesNear, cityLodgings } from '../inventory/lodging/catalog';
import { nightsOf, summarize, type Stay } from '../inventory/lodging/rates';
import { reference } from '../inventory/reference';
import { cashAnswer } from './flights';
import { MAX_NIGHTS } from './lodging';
import { addDays, homeToday } from '../../lib/domain/shared/dates';

const STARS = ['NotAvailable', 'One', 'Two', 'Three', 'Four', 'Five'];

function check(r: PackageSearchRequest, today: string): void {
  const airports = reference().airports;
  for (const field of ['origin', 'destination'] as const) {
    if (!airports.has(r[field]))
      throw invalid(ErrorCode.UnknownLocation, field, `We don't know an airport with the code ${r[field]}. Pick one from the list.`);
  }
  if (r.origin === r.destination)
    throw invalid(ErrorCode.ValidationFailed, 'destination', 'Choose a destination different from where you leave.');
  if (r.departureDate < today) throw invalid(ErrorCode.InvalidDates, 'departureDate', `Choose a date from today (${today}) on.`);
  if (r.departureDate > addDays(today, MAX_DAYS_AHEAD)) {
    throw invalid(ErrorCode.InvalidDates, 'departureDate', `Packages can be booked up to ${MAX_DAYS_AHEAD} days ahead.`);
  }
  if (r.returnDate <= r.departureDate)
    throw invalid(ErrorCode.InvalidDates, 'returnDate', 'A package includes at least one night: return after the departure date.');
  if (nightsOf({ checkIn: r.departureDate, checkOut: r.returnDate }) > MAX_NIGHTS) {
    throw invalid(ErrorCode.InvalidDates, 'returnDate', `A package stay can be at most ${MAX_NIGHTS} nights.`);
  }
}

export function searchPackages(r: PackageSearchRequest, now: Date, customer: PackageCustomer): PackageSearchResponse {
  const today = homeToday(now.getTime());
  check(r, today);
  const flights = cashAnswer(
    {
      tripType: 'roundTrip',
      slices: [
        { origin: r.origin, destination: r.destination, departureDate: r.departureDate },
        { origin: r.destination, destination: r.origin, departureDate: r.returnDate },
      ],
      passengers: { ADT: r.travelers.adults, CNN: r.travelers.children, INF: 0, INS: 0 },
    },
    today,
  );
  const cheapest = flights.itineraries[0];
  if (!cheapest) return { kind: 'NoFlightsFound' };
  const fare = cheapest.fares[0]!;
  const destination = reference().airports.get(r.destination)!;
  const stay: Stay = {
    checkIn: r.departureDate,
    checkOut: r.returnDate,
    adults: r.travelers.adults,
    children: r.travelers.children,
    pets: 0,
  };
  const nights = nightsOf(stay);
  const offers: PackageOffer[] = [];
  for (const lodging of citiesNear(destination.lat, destination.lon, 40).flatMap(cityLodgings)) {
    if (lodging.kind !== 'hotel') continue;
    const summary = summarize(lodging, stay, today, destination);
    if (summary.availability.kind !== 'Available' || summary.distanceKm > 40) continue;
    const hotelTotal = summary.availability.lowestTripTotal;
    const discount = packageDiscount(hotelTotal, lodging.stars, lodging.collection, nights, customer);
    const total = fare.amount.fiat.value + hotelTotal - (discount.kind === 'WithDiscount' ? discount.savings : 0);
    offers.push({
      lodging: summary,
      flight: { itineraryId: cheapest.id, fareId: fare.fareId, total: fare.amount.fiat.value, airlines: cheapest.airlines },
      hotelTotal,
      discount,
      total,
      perTraveler: Math.round(total / (r.travelers.adults + r.travelers.children)),
    });
  }
  const by = {
    Price: (a: PackageOffer, b: PackageOffer) => a.total - b.total,
    StarRating: (a: PackageOffer, b: PackageOffer) => STARS.indexOf(b.lodging.starRating) - STARS.indexOf(a.lodging.starRating),
    MostRecommended: (a: PackageOffer, b: PackageOffer) => b.lodging.userRating - a.lodging.userRating,
  }[r.sort];
  offers.sort((a, b) => by(a, b) || a.total - b.total || a.lodging.id.localeCompare(b.lodging.id));
  return {
    kind: 'Ok',
    customerType: customer,
    steps: ['ChooseDeparture', 'ChooseReturn'],
    offers: offers.slice(r.page.offset, r.page.offset + r.page.limit),
    total: offers.length,
    offset: r.page.offset,
    limit: r.page.limit,
  };
}
