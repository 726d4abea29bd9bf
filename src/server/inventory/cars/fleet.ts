// What each desk rents: one or two real models per class ("or similar": the class is what is
// booked), the same ones every day. Outside the Americas small cars are mostly manual.
import type { CarClass, CarSize, Transmission } from '../../../lib/domain/cars/cars.schema';
import { Rng } from '../random';
import type { Airport } from '../reference';
import type { CarSupplier } from './suppliers';

export interface Vehicle {
  /** Position in the desk's fleet: part of the offer id. */
  index: number;
  name: string;
  carClass: CarClass;
  transmission: Transmission;
  size: CarSize;
  seats: number;
  bags: number;
  doors: number;
  airConditioning: boolean;
}

type Model = [name: string, seats: number, bags: number, doors: number, transmission: Transmission];

const MODELS: Record<CarClass, readonly Model[]> = {
  Mini: [
    ['Fiat 500', 4, 1, 2, 'Automatic'],
    ['Chevrolet Spark', 4, 1, 4, 'Cvt'],
    ['Mitsubishi Mirage', 5, 1, 4, 'Cvt'],
  ],
  Economy: [
    ['Kia Rio', 5, 2, 4, 'Automatic'],
    ['Nissan Versa', 5, 2, 4, 'Cvt'],
    ['Hyundai Accent', 5, 2, 4, 'Automatic'],
  ],
  Small: [
    ['Volkswagen Polo', 5, 2, 4, 'Automatic'],
    ['Renault Clio', 5, 2, 4, 'Automatic'],
    ['Toyota Yaris', 5, 2, 4, 'Cvt'],
  ],
  Compact: [
    ['Toyota Corolla', 5, 2, 4, 'Cvt'],
    ['Nissan Sentra', 5, 2, 4, 'Cvt'],
    ['Volkswagen Golf', 5, 2, 4, 'Automatic'],
  ],
  Intermediate: [
    ['Hyundai Elantra', 5, 3, 4, 'Automatic'],
    ['Kia K4', 5, 3, 4, 'Automatic'],
    ['Volkswagen Jetta', 5, 3, 4, 'Automatic'],
  ],
  Standard: [
    ['Volkswagen Passat', 5, 3, 4, 'Automatic'],
    ['Kia K5', 5, 3, 4, 'Automatic'],
    ['Subaru Legacy', 5, 3, 4, 'Cvt'],
  ],
  FullSize: [
    ['Toyota Camry', 5, 4, 4, 'Automatic'],
    ['Nissan Altima', 5, 4, 4, 'Cvt'],
    ['Chevrolet Malibu', 5, 4, 4, 'Automatic'],
  ],
  SUV: [
    ['Toyota RAV4', 5, 4, 4, 'Automatic'],
    ['Nissan Rogue', 5, 4, 4, 'Cvt'],
    ['Ford Explorer', 7, 4, 4, 'Automatic'],
    ['Jeep Grand Cherokee', 5, 4, 4, 'Automatic'],
  ],
  Van: [
    ['Chrysler Pacifica', 7, 5, 4, 'Automatic'],
    ['Toyota Sienna', 8, 5, 4, 'Cvt'],
    ['Ford Transit Passenger Van', 12, 6, 4, 'Automatic'],
  ],
  Truck: [
    ['Ford F-150', 5, 4, 4, 'Automatic'],
    ['Ram 1500', 5, 4, 4, 'Automatic'],
    ['Chevrolet Silverado', 5, 4, 4, 'Automatic'],
  ],
  Luxury: [
    ['BMW 5 Series', 5, 4, 4, 'Automatic'],
    ['Mercedes-Benz E-Class', 5, 4, 4, 'Automatic'],
    ['Cadillac CT5', 5, 3, 4, 'Automatic'],
  ],
  Mystery: [['Mystery car: any class from economy up', 4, 2, 4, 'Automatic']],
  SuppliersChoice: [["Supplier's choice: compact or larger", 5, 2, 4, 'Automatic']],
};

const SIZES: Record<CarClass, CarSize> = {
  Mini: 'Small',
  Economy: 'Small',
  Small: 'Small',
  Compact: 'Medium',
  Intermediate: 'Medium',
  Standard: 'Medium',
  FullSize: 'Big',
  SUV: 'Big',
  Van: 'Big',
  Truck: 'Big',
  Luxury: 'Big',
  Mystery: 'Unspecified',
  SuppliersChoice: 'Unspecified',
};

/** Every brand rents these; the others come from `CarSupplier.extraClasses`. */
const CORE: readonly CarClass[] = ['Economy', 'Compact', 'Intermediate', 'Standard', 'FullSize', 'SUV', 'Van'];
/** Classes renters ask for most get a second model at busy desks. */
const POPULAR = new Set<CarClass>(['Compact', 'Intermediate', 'SUV']);
const MANUAL_CLASSES = new Set<CarClass>(['Mini', 'Small', 'Economy', 'Compact']);
/** Pick-up trucks are a North American rental. */
const AMERICAS_ONLY = new Set<CarClass>(['Truck']);

/** The vehicles a brand rents at an airport, cheapest class first. */
export function fleetAt(airport: Airport, supplier: CarSupplier): Vehicle[] {
  const rng = new Rng(`cars|fleet|${airport.code}|${supplier.code}`);
  const americas = airport.region === 'America';
  const busy = airport.cityPopulation >= 1_000_000;
  const classes = [...CORE, ...supplier.extraClasses].filter((c) => americas || !AMERICAS_ONLY.has(c));
  const ordered = (Object.keys(MODELS) as CarClass[]).filter((c) => classes.includes(c));
  const vehicles: Omit<Vehicle, 'index'>[] = [];
  for (const carClass of ordered) {
    // Small desks skip a class now and then; vans and trucks are the first to go.
    if (!busy && !['Economy', 'Compact', 'SUV'].includes(carClass) && rng.chance(carClass === 'Van' ? 0.5 : 0.2)) continue;
    const models = MODELS[carClass];
    const first = rng.int(0, models.length - 1);
    const count = busy && POPULAR.has(carClass) && models.length > 1 ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const [model, seats, bags, doors, usual] = models[(first + k) % models.length]!;
      const manual = !americas && MANUAL_CLASSES.has(carClass) && rng.chance(0.7);
      const generic = carClass === 'Mystery' || carClass === 'SuppliersChoice';
      vehicles.push({
        name: generic ? model : `${model} or similar`,
        carClass,
        transmission: manual ? 'Manual' : usual,
        size: SIZES[carClass],
        seats,
        bags,
        doors,
        airConditioning: carClass !== 'Mini' || americas || rng.chance(0.6),
      });
    }
  }
  return vehicles.map((v, index) => ({ ...v, index }));
}
