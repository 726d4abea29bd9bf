// A walking tour in Paris on Saturday 12 December 2026 for 2 adults and 1 child, as the API answers
// it: the details with the day's times, the quote of the 9:00 time and the booked trip. The tests'
// clock (fake-platform) reads 22 November 2026.
import type { ExperienceQuote } from '../../../../src/lib/domain/booking/experience-book.schema';
import type { ExperienceDetailsResponse, PartyPrice, Slot } from '../../../../src/lib/domain/experiences/experiences.schema';
import type { ExperienceTrip } from '../../../../src/lib/client/trips.store';

export const EXPERIENCE_ID = 'e12-3';
export const DATE = '2026-12-12';
export const BOOKING_ID = '6c1d7f6e-8e6f-4d66-8b54-1e6d1b2d0f02';
export const slotId = (time: string) => `${EXPERIENCE_ID}@${DATE}T${time}`;
export const SLOT_9 = slotId('09:00');
/** The shop page's address for the party, with a time when one is given. */
export const shopQuery = (slot?: string) =>
  `id=${EXPERIENCE_ID}&date=${DATE}${slot ? `&slot=${encodeURIComponent(slot)}` : ''}&adults=2&children=1&infants=0`;

/** 2 adults and 1 child at the day's prices (evenings cost a little more). */
export const partyPrice = (adult = 60_00, child = 36_00): PartyPrice => ({
  total: 2 * adult + child,
  lines: [
    { unit: 'Adult', count: 2, unitPrice: adult, subtotal: 2 * adult },
    { unit: 'Child', count: 1, unitPrice: child, subtotal: child },
  ],
});

/** A time at Paris's clock (UTC+1 in December). */
export function slot(time: string, status: Slot['status'], remaining: number, price: PartyPrice | null = partyPrice()): Slot {
  const hour = Number(time.slice(0, 2));
  const timeOfDay = hour >= 5 && hour < 12 ? 'Morning' : hour >= 12 && hour < 17 ? 'Afternoon' : 'EveningAndNight';
  const startsAt = new Date(Date.parse(`${DATE}T${time}:00Z`) - 3_600_000).toISOString();
  return { slotId: slotId(time), startTime: time, timeOfDay, startsAt, remaining, status, price };
}

export const slots = (): Slot[] => [
  slot('09:00', 'Available', 20),
  slot('11:30', 'SoldOut', 0),
  slot('14:00', 'TooFewPlaces', 2),
  slot('16:00', 'Available', 4),
  slot('19:30', 'Available', 30, partyPrice(65_00, 38_00)),
];

export const details = (over: Partial<ExperienceDetailsResponse> = {}): ExperienceDetailsResponse => ({
  experience: {
    id: EXPERIENCE_ID,
    title: 'Paris old town walking tour',
    cityId: 'city:Paris|FR',
    city: 'Paris',
    country: 'France',
    itineraryType: 'Standard',
    durationMinutes: 150,
    rating: 4.7,
    reviewCount: 1234,
    flags: ['BadgeOfExcellence', 'FreeCancellation'],
    pricing: 'PerPerson',
    images: [{ url: `/api/v0/lodging/images/${EXPERIENCE_ID}-0.svg` }],
    availability: {
      kind: 'Available',
      lowestTotal: 156_00,
      slots: [
        { slotId: slotId('09:00'), startTime: '09:00', timeOfDay: 'Morning' },
        { slotId: slotId('16:00'), startTime: '16:00', timeOfDay: 'Afternoon' },
        { slotId: slotId('19:30'), startTime: '19:30', timeOfDay: 'EveningAndNight' },
      ],
    },
  },
  description: 'A 2.5-hour tour with a live guide in Paris, France. Meet at the start point.',
  timeZone: 'Europe/Paris',
  bands: [
    { band: 'Infant', minAge: 0, maxAge: 3 },
    { band: 'Child', minAge: 4, maxAge: 12 },
    { band: 'Adult', minAge: 13, maxAge: 99 },
  ],
  pricing: {
    kind: 'PerPerson',
    prices: [
      { band: 'Infant', price: 0 },
      { band: 'Child', price: 36_00 },
      { band: 'Adult', price: 60_00 },
    ],
  },
  ticket: { type: 'MobileOnly', scope: 'OnePerTraveler' },
  guides: ['Human', 'Audio'],
  pickup: null,
  cancellation: { kind: 'FullyRefundable', hoursBefore: 24 },
  slots: slots(),
  ...over,
});

/** The quote of a time: one line per band, labelled in English as the server does. */
export function quote(over: Partial<ExperienceQuote> = {}): ExperienceQuote {
  const s = slots()[0]!;
  return {
    details: details(),
    slot: s,
    breakdown: {
      lines: [
        { kind: 'BaseFare', label: 'Adult × 2', amountMinor: 120_00 },
        { kind: 'BaseFare', label: 'Child × 1', amountMinor: 36_00 },
      ],
      totalMinor: 156_00,
    },
    rewards: {
      accounts: [
        {
          accountReferenceId: 'acc-miles',
          productDisplayName: 'Venture X',
          currency: 'Miles',
          currencyDescription: 'miles',
          balance: 10_000,
          maxRedeemableMinor: 100_00,
        },
      ],
      minimumRedemption: { kind: 'AllMeetMinimum', minimumMinor: 10_00 },
    },
    earn: { accountReferenceId: 'acc-miles', multiplier: 10, currency: 'Miles' },
    ...over,
  } as ExperienceQuote;
}

export function experienceTrip(over: Partial<ExperienceTrip> = {}): ExperienceTrip {
  const q = quote();
  const e = q.details.experience;
  return {
    kind: 'Experience',
    id: BOOKING_ID,
    reservation: 'Confirmed',
    ticket: 'Ticketed',
    confirmationNumber: 'AX4K9P',
    failure: null,
    createdAt: '2026-11-22T12:00:00.000Z',
    protections: [],
    breakdown: q.breakdown,
    rewardsEarned: { amount: 1_560, currency: 'Miles', accountReferenceId: 'acc-miles' },
    contact: { email: 'cora@example.com' },
    locale: 'en',
    cancellation: null,
    payment: {
      form: 'fiat',
      totalMinor: 156_00,
      cardMinor: 156_00,
      rewardsMinor: 0,
      walletMinor: 0,
      wallet: [],
      rewards: null,
    },
    experience: {
      id: e.id,
      title: e.title,
      city: e.city,
      country: e.country,
      timeZone: 'Europe/Paris',
      itineraryType: e.itineraryType,
      durationMinutes: e.durationMinutes,
      description: q.details.description,
      image: e.images[0]!.url,
    },
    date: DATE,
    slot: { slotId: SLOT_9, startTime: '09:00', startsAt: q.slot.startsAt },
    travelers: { Adult: 2, Senior: 0, Youth: 0, Child: 1, Infant: 0, Traveler: 0 },
    price: partyPrice(),
    ticketFormat: { type: 'Paper', scope: 'OnePerBooking' },
    guides: ['Human'],
    pickup: ['Hotel', 'Port'],
    cancellationPolicy: { kind: 'PartiallyRefundable', hoursBefore: 48, refundPercentage: 50 },
    leadTraveler: { givenName: 'Gabrielle', surname: 'Roy' },
    ...over,
  } as ExperienceTrip;
}
