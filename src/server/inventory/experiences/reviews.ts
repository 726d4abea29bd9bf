// Reviews of an experience: the most recent ones (up to 200 of its review count), each seeded by
// experience and position, so the same experience always reads the same reviews. Their stars
// average to about the experience's rating; the newest is a few days old.
import type { ExperienceReview } from '../../../lib/domain/experiences/experiences.schema';
import { addDays } from '../../../lib/domain/shared/dates';
import { seeded, type Experience } from './catalog';

export const MAX_READABLE_REVIEWS = 200;

const FIRST_NAMES = [
  'Amelia',
  'Noah',
  'Chloé',
  'Mateo',
  'Priya',
  'Liam',
  'Sofia',
  'Kenji',
  'Aisha',
  'Lucas',
  'Emma',
  'Omar',
  'Ingrid',
  'Diego',
  'Mei',
  'Hannah',
  'Tomás',
  'Zoe',
  'Ravi',
  'Clara',
];
const INITIALS = 'ABCDEFGHJKLMNPRSTVW';
const TYPES = ['Solo', 'Couple', 'Family', 'Friends'] as const;

const TITLES: Record<number, readonly string[]> = {
  5: ['Unforgettable', 'The highlight of our trip', 'Worth every penny', 'Do not miss this'],
  4: ['Really enjoyable', 'Great way to spend the day', 'Very good, a few small hiccups'],
  3: ['Fine, not amazing', 'Mixed feelings', 'Good idea, so-so execution'],
  2: ['Disappointing', 'Not what we expected'],
  1: ['Would not recommend', 'A waste of our time'],
};
const BODIES: Record<number, readonly string[]> = {
  5: [
    'Everything ran on time and the guide knew every corner of {city}. We learned more in a few hours than in days on our own.',
    'Well organized from start to finish. The meeting point was easy to find and the group was a good size.',
    'Our kids loved it and so did we. Clear instructions, friendly staff, and great value.',
  ],
  4: [
    'A very good outing in {city}. It started a little late, but the content made up for it.',
    'We had a great time. The group was on the large side, so bring patience at the busier stops.',
  ],
  3: [
    'Some parts were excellent and others dragged. Fine if you have a free afternoon in {city}.',
    'Good to see the main sights, but the commentary was hard to hear at times.',
  ],
  2: ['The start was delayed by almost an hour and a stop on the program was skipped. The guide did try.'],
  1: ['Nobody was at the meeting point at the time on the ticket. We found the group late and missed half of it.'],
};

/** Stars for a review: the rating's whole stars or one more, as often as its fraction says, and now and then one fewer. */
function stars(rating: number, roll: number): number {
  const base = Math.min(5, Math.max(1, Math.floor(rating)));
  const up = Math.min(1, Math.max(0, rating - base));
  if (roll < 0.08) return Math.max(1, base - 1);
  return roll < 0.08 + up * 0.92 ? Math.min(5, base + 1) : base;
}

/** The experience's readable reviews, newest first. */
export function experienceReviews(e: Experience, today: string): ExperienceReview[] {
  const count = Math.min(e.reviewCount, MAX_READABLE_REVIEWS);
  let daysAgo = 2;
  return Array.from({ length: count }, (_, i) => {
    const rng = seeded(`review|${e.id}|${i}`);
    // Popular experiences are reviewed every day or two; rare ones every few weeks.
    daysAgo += rng.int(0, e.reviewCount > 1_000 ? 2 : e.reviewCount > 100 ? 6 : 30);
    const rating = stars(e.rating, rng.next());
    const name = rng.pick(FIRST_NAMES);
    return {
      reviewId: `${e.id}-r${i}`,
      author: `${name} ${INITIALS[rng.int(0, INITIALS.length - 1)]}.`,
      travelerType: rng.pick(TYPES),
      rating,
      date: addDays(today, -daysAgo),
      title: rng.pick(TITLES[rating]!),
      text: rng.pick(BODIES[rating]!).replace('{city}', e.city.name),
    };
  });
}
