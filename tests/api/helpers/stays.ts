import { cityIndexByKey, cityLodgings, type Lodging } from '../../../src/server/inventory/lodging/catalog';
import { rentalUnavailability, roomInventory, roomsFor } from '../../../src/server/inventory/lodging/rates';
import type { StaySelection } from '../../../src/lib/domain/booking/stay-book.schema';
import type { Room, RoomProduct } from '../../../src/lib/domain/lodging/lodging.schema';

export const parisLodgings = () => cityLodgings(cityIndexByKey('Paris|FR'));

const stayOf = (s: Pick<StaySelection, 'checkIn' | 'checkOut' | 'guests'>) => ({
  checkIn: s.checkIn,
  checkOut: s.checkOut,
  adults: s.guests.adults,
  children: s.guests.children,
  pets: s.guests.pets,
});

/**
 * The first Paris property (in catalog order) with a room and a rate that `pick` accepts, for the
 * stay: the selection a shop page would send, its rate and how many rooms of that type it sells.
 */
export function findStay(
  stay: Pick<StaySelection, 'checkIn' | 'checkOut' | 'guests'>,
  today: string,
  pick: (l: Lodging, room: Room, rate: RoomProduct) => boolean,
): { selection: StaySelection; lodging: Lodging; room: Room; rate: RoomProduct; inventory: number } {
  for (const lodging of parisLodgings()) {
    if (rentalUnavailability(lodging, stayOf(stay), today).length) continue;
    for (const room of roomsFor(lodging, stayOf(stay), today)) {
      const rate = room.products.find((p) => pick(lodging, room, p));
      if (!rate) continue;
      const def = lodging.rooms.find((r) => r.roomId === room.roomId)!;
      return {
        selection: { lodgingId: lodging.id, ...stay, roomId: room.roomId, rateId: rate.rateId },
        lodging,
        room,
        rate,
        inventory: roomInventory(def),
      };
    }
  }
  throw new Error('no Paris stay matches');
}
