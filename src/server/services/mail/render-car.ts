// A rental car's part of its emails: where and when it is picked up and dropped off (local times
// at the airports, as the desk reads them), the car, the driver, the extras and the deadline to
// cancel free; and its price lines in the email's language.
import type { Trip } from '../../../lib/domain/booking/booking.schema';
import { feeOfLabel } from '../../../lib/domain/cars/car-lines';
import { modelOf } from '../../../lib/domain/cars/car-names';
import type { MailStrings } from './strings';

type CarTrip = Extract<Trip, { kind: 'Car' }>;
type Line = Trip['breakdown']['lines'][number];

export interface CarPart {
  name: string;
  facts: string[];
}

/** The car's facts, each one line; `localTime` writes a zoned time as the airport reads it. */
export function carFacts(trip: CarTrip, s: MailStrings, localTime: (zoned: string) => string): CarPart {
  const c = s.car;
  const name = `${trip.supplier.name}, ${trip.pickup.airportCode}`;
  const deadline = trip.cancellationPolicy.freeCancellationUntil;
  return {
    name,
    facts: [
      s.labelled(c.supplier, trip.supplier.name),
      c.vehicle(modelOf(trip.vehicle.name).model, modelOf(trip.vehicle.name).orSimilar, trip.vehicle.carClass),
      s.labelled(
        c.pickUp,
        `${localTime(trip.pickup.localDateTime)}, ${c.place(trip.pickup.airportCode, trip.pickup.airportName, trip.pickup.desk)}`,
      ),
      s.labelled(
        c.dropOff,
        `${localTime(trip.dropoff.localDateTime)}, ${c.place(trip.dropoff.airportCode, trip.dropoff.airportName, trip.dropoff.desk)}`,
      ),
      s.labelled(c.driver, `${trip.driver.givenName} ${trip.driver.surname}`),
      ...(trip.extras.length ? [s.labelled(c.extras, trip.extras.map((x) => x.name).join(', '))] : []),
      ...(trip.loyalty ? [c.loyalty(trip.loyalty.programName, trip.loyalty.numberEnding)] : []),
      ...(deadline ? [c.freeCancellationUntil(localTime(deadline))] : []),
    ],
  };
}

/** A car's price line in the email's language; an extra keeps the supplier's own name for it. */
export function carLineLabel(trip: CarTrip, line: Line, s: MailStrings): string {
  if (line.kind === 'BaseFare') return s.car.rentalDays(trip.rentalDays);
  if (line.kind === 'Taxes') return s.stay.taxesAndFees;
  const fee = line.kind === 'Fee' ? feeOfLabel(line.label) : null;
  if (fee === 'oneWay') return s.car.oneWayFee;
  if (fee === 'youngDriver') return s.car.youngDriverFee;
  return line.label;
}
