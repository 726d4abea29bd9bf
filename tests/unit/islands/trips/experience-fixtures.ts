// A booked activity as GET /v0/trips answers it (trip kind Experience), for the Trips island tests.
import type { ExperienceTrip } from '../../../../src/lib/client/trips.store';

/**
 * A guided tour of the Louvre, Paris, for 2 adults and 1 child: Sat Feb 20 2027 at 9:00 Paris time
 * (08:00 UTC), 3 hours, with a live and an audio guide, a mobile ticket for the whole party, no
 * pickup; free cancellation until 24 hours before the start (Fri Feb 19, 9:00 Paris time). Booked
 * Fri Nov 20 2026, $150.00 paid by card.
 */
export function experienceTrip(id: string, over: Partial<ExperienceTrip> = {}): ExperienceTrip {
  return {
    id,
    kind: 'Experience',
    reservation: 'Confirmed',
    ticket: null,
    confirmationNumber: 'EXP4L7QZ',
    failure: null,
    createdAt: '2026-11-20T15:00:00Z',
    protections: [],
    experience: {
      id: 'exp-paris-louvre',
      title: 'Louvre Museum guided tour',
      city: 'Paris',
      country: 'France',
      timeZone: 'Europe/Paris',
      itineraryType: 'Standard',
      durationMinutes: 180,
      description: 'A 3-hour guided museum visit in Paris, France, with the Mona Lisa and the Winged Victory.',
      image: null,
    },
    date: '2027-02-20',
    slot: { slotId: 'exp-paris-louvre|2027-02-20|09:00', startTime: '09:00', startsAt: '2027-02-20T08:00:00.000Z' },
    travelers: { Adult: 2, Senior: 0, Youth: 0, Child: 1, Infant: 0, Traveler: 0 },
    price: {
      total: 150_00,
      lines: [
        { unit: 'Adult', count: 2, unitPrice: 60_00, subtotal: 120_00 },
        { unit: 'Child', count: 1, unitPrice: 30_00, subtotal: 30_00 },
      ],
    },
    ticketFormat: { type: 'MobileOnly', scope: 'OnePerBooking' },
    guides: ['Human', 'Audio'],
    pickup: null,
    cancellationPolicy: { kind: 'FullyRefundable', hoursBefore: 24 },
    leadTraveler: { givenName: 'Gabrielle', surname: 'Roy' },
    breakdown: {
      lines: [
        { kind: 'BaseFare', label: 'Adult × 2', amountMinor: 120_00 },
        { kind: 'BaseFare', label: 'Child × 1', amountMinor: 30_00 },
      ],
      totalMinor: 150_00,
    },
    rewardsEarned: null,
    contact: { email: 'gabrielle@example.com' },
    locale: 'en',
    cancellation: null,
    policy: null,
    approval: null,
    payment: {
      form: 'fiat',
      totalMinor: 150_00,
      cardMinor: 150_00,
      rewardsMinor: 0,
      rewards: null,
      walletMinor: 0,
      wallet: [],
      companyBilling: null,
    },
    ...over,
  };
}
