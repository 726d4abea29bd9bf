import { describe, expect, it } from 'vitest';
import { nameCorrection, travelerEditEligibility, type NameCorrection } from '../../../../src/lib/domain/booking/traveler-edit';

describe('nameCorrection: up to 3 letters corrected in all is a Correction, more a NameChange', () => {
  const ticketed = { givenName: 'Ada', surname: 'Lovelace' };
  it.each<[string, NameCorrection]>([
    ['Ada Lovelace', 'Correction'],
    ['ADA LOVELACE', 'Correction'],
    ['Ada Lovelacé', 'Correction'],
    ['Ada Love-Lace', 'Correction'],
    ['Adah Lovelace', 'Correction'],
    ['Ada Lovlace', 'Correction'],
    ['Ana Lovelaec', 'Correction'],
    ['Adda Lovelacey', 'Correction'],
    ['Ada Lovelaceyyy', 'Correction'],
    ['Ada Lovelaceyyyy', 'NameChange'],
    ['Ada Byron', 'NameChange'],
    ['Augusta Ada King', 'NameChange'],
  ])('%s → %s', (corrected, expected) => {
    expect(nameCorrection(ticketed, corrected)).toBe(expected);
  });
});

describe('travelerEditEligibility: a confirmed booking whose first flight has not left', () => {
  const now = new Date('2027-03-01T12:00:00Z');
  it.each<[string, Parameters<typeof travelerEditEligibility>[0], ReturnType<typeof travelerEditEligibility>]>([
    ['confirmed, leaving tomorrow', { reservation: 'Confirmed', firstDeparture: '2027-03-02T12:00:00Z' }, { kind: 'Allowed' }],
    ['confirmed, leaving in a minute', { reservation: 'Confirmed', firstDeparture: '2027-03-01T12:01:00Z' }, { kind: 'Allowed' }],
    [
      'confirmed, leaving now',
      { reservation: 'Confirmed', firstDeparture: '2027-03-01T12:00:00Z' },
      { kind: 'NotAllowed', reason: 'Departed' },
    ],
    ['confirmed, no flight', { reservation: 'Confirmed', firstDeparture: undefined }, { kind: 'NotAllowed', reason: 'Departed' }],
    ['pending', { reservation: 'Pending', firstDeparture: '2027-03-02T12:00:00Z' }, { kind: 'NotAllowed', reason: 'NotConfirmed' }],
    ['canceled', { reservation: 'Canceled', firstDeparture: '2027-03-02T12:00:00Z' }, { kind: 'NotAllowed', reason: 'NotConfirmed' }],
  ])('%s', (_, booking, expected) => {
    expect(travelerEditEligibility(booking, now)).toEqual(expected);
  });
});
