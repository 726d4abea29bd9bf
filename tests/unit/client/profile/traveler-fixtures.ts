import type { Traveler, TravelerInput } from '../../../../src/lib/domain/profile/travelers.schema';
import { reply } from './fake-api';

export const traveler = (id: string, givenName: string, surname: string, over: Partial<Traveler> = {}): Traveler => ({
  id,
  givenName,
  surname,
  gender: 'F',
  dateOfBirth: '1990-04-12',
  assistance: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  frequentFlyer: {},
  hotelLoyalty: {},
  ...over,
});
export const zoe = traveler('t-zoe', 'Zoé', 'Martin');
export const ann = traveler('t-ann', 'Ann', 'Young', { frequentFlyer: { AA: 'ABC123' } });
export const annB = traveler('t-ann-b', 'Ann', 'Baker');
export const list = (...value: Traveler[]) => reply(200, { value });

export const inputOf = (t: Traveler): TravelerInput => ({
  id: t.id,
  givenName: t.givenName,
  surname: t.surname,
  gender: t.gender,
  dateOfBirth: t.dateOfBirth,
  assistance: t.assistance,
  frequentFlyer: t.frequentFlyer,
  hotelLoyalty: t.hotelLoyalty,
});
