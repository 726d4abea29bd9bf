// Car classes as each language names them in an email (SPEC §3 car classes).
import type { CarClass } from '../../../lib/domain/cars/cars.constants';

export const enClasses: Record<CarClass, string> = {
  Truck: 'pickup truck',
  Small: 'small',
  Mystery: 'mystery car',
  SUV: 'SUV',
  Mini: 'mini',
  Intermediate: 'intermediate',
  Van: 'van',
  Luxury: 'luxury',
  FullSize: 'full-size',
  Compact: 'compact',
  Economy: 'economy',
  Standard: 'standard',
  SuppliersChoice: 'company’s choice',
};
export const frClasses: Record<CarClass, string> = {
  Truck: 'camionnette',
  Small: 'petite',
  Mystery: 'voiture mystère',
  SUV: 'VUS',
  Mini: 'mini',
  Intermediate: 'intermédiaire',
  Van: 'fourgonnette',
  Luxury: 'luxe',
  FullSize: 'grande',
  Compact: 'compacte',
  Economy: 'économique',
  Standard: 'standard',
  SuppliersChoice: 'au choix de l’agence',
};
