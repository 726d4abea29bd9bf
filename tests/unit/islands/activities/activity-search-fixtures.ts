// Experiences of Paris and a search answer, as POST /experiences/availability answers them.
import type { ExperienceSearchResponse, ExperienceSummary } from '../../../../src/lib/domain/experiences/experiences.schema';

/** The i-th experience of Paris: a 2½-hour walking tour, bookable at 9:00 and 14:30 for 245.67 in total. */
export const experience = (i: number, over: Partial<ExperienceSummary> = {}): ExperienceSummary => ({
  id: `e7-${i}`,
  title: `Paris walking tour ${i}`,
  cityId: 'city:Paris|FR',
  city: 'Paris',
  country: 'France',
  itineraryType: 'Standard',
  durationMinutes: 150,
  rating: 4.7,
  reviewCount: 1234,
  flags: ['FreeCancellation', 'FamilyFriendly'],
  pricing: 'PerPerson',
  images: [{ url: `/api/v0/lodging/images/e7-${i}-0.svg` }],
  availability: {
    kind: 'Available',
    lowestTotal: 245_67,
    slots: [
      { slotId: `e7-${i}-0900`, startTime: '09:00', timeOfDay: 'Morning' },
      { slotId: `e7-${i}-1430`, startTime: '14:30', timeOfDay: 'Afternoon' },
    ],
  },
  ...over,
});

export const experienceAnswer = (
  experiences: ExperienceSummary[],
  over: Partial<ExperienceSearchResponse> = {},
): ExperienceSearchResponse => ({
  experiences,
  total: experiences.length,
  offset: 0,
  limit: 10,
  facets: {
    rating: { Any: 40, Great: 18, VeryGood: 30, Good: 36 },
    duration: { LessThanOneHour: 4, OneToFourHours: 25, UpToOneDay: 9, MoreThanOneDay: 2 },
    timeOfDay: { Morning: 30, Afternoon: 28, EveningAndNight: 12 },
    flags: {
      BadgeOfExcellence: 8,
      FreeCancellation: 26,
      LikelyToSellOut: 6,
      AvailableToday: 20,
      WheelchairAccess: 11,
      FamilyFriendly: 14,
      AdultsOnly: 0,
    },
    price: experiences.length ? { min: 19_00, max: 480_00 } : null,
  },
  ...over,
});
