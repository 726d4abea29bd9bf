import { describe, expect, it } from 'vitest';
import {
  assignParty,
  bandFor,
  durationFilterOf,
  experienceCancellationState,
  experienceFacets,
  matchesExperienceFilters,
  sortExperiences,
  timeOfDayOf,
  type BookedExperience,
  type CancellationOutlook,
} from '../../../../src/lib/domain/experiences/experiences';
import type {
  AgeBand,
  AgeBandDef,
  ExperienceFilters,
  ExperienceSort,
  ExperienceSummary,
  TimeOfDay,
  Travelers,
} from '../../../../src/lib/domain/experiences/experiences.schema';

const summary = (
  id: string,
  over: Partial<Omit<ExperienceSummary, 'availability'>> & { price?: number | null; times?: TimeOfDay[] } = {},
): ExperienceSummary => {
  const { price = 50_00, times = ['Morning'], ...rest } = over;
  return {
    id,
    title: `Experience ${id}`,
    cityId: 'city:Paris|FR',
    city: 'Paris',
    country: 'France',
    itineraryType: 'Standard',
    durationMinutes: 120,
    rating: 4.2,
    reviewCount: 100,
    flags: [],
    pricing: 'PerPerson',
    images: [],
    availability:
      price === null
        ? { kind: 'Unavailable', reason: 'SoldOut' }
        : {
            kind: 'Available',
            lowestTotal: price,
            slots: times.map((t, i) => ({ slotId: `${id}-${i}`, startTime: '09:00', timeOfDay: t })),
          },
    ...rest,
  };
};
const none: ExperienceFilters = { rating: 'Any' };

describe('timeOfDayOf and durationFilterOf', () => {
  it.each<[string, TimeOfDay]>([
    ['00:30', 'EveningAndNight'],
    ['04:59', 'EveningAndNight'],
    ['05:00', 'Morning'],
    ['11:59', 'Morning'],
    ['12:00', 'Afternoon'],
    ['16:59', 'Afternoon'],
    ['17:00', 'EveningAndNight'],
    ['23:30', 'EveningAndNight'],
  ])('%s starts in the %s', (time, expected) => expect(timeOfDayOf(time)).toBe(expected));

  it.each([
    [0, 'LessThanOneHour'],
    [59, 'LessThanOneHour'],
    [60, 'OneToFourHours'],
    [240, 'OneToFourHours'],
    [241, 'UpToOneDay'],
    [1440, 'UpToOneDay'],
    [1441, 'MoreThanOneDay'],
    [4320, 'MoreThanOneDay'],
  ])('%i minutes is %s', (minutes, expected) => expect(durationFilterOf(minutes)).toBe(expected));
});

describe('matchesExperienceFilters', () => {
  it.each<[string, ExperienceSummary, ExperienceFilters, boolean]>([
    ['no filter lets anything through', summary('a', { price: null, rating: 0 }), none, true],
    ['Great takes 4.5', summary('a', { rating: 4.5 }), { rating: 'Great' }, true],
    ['Great refuses 4.4', summary('a', { rating: 4.4 }), { rating: 'Great' }, false],
    ['VeryGood takes 4', summary('a', { rating: 4 }), { rating: 'VeryGood' }, true],
    ['Good refuses 3.4', summary('a', { rating: 3.4 }), { rating: 'Good' }, false],
    ['any of the durations', summary('a', { durationMinutes: 30 }), { ...none, duration: ['LessThanOneHour', 'MoreThanOneDay'] }, true],
    ['not another duration', summary('a', { durationMinutes: 120 }), { ...none, duration: ['LessThanOneHour'] }, false],
    ['an empty list is no filter', summary('a'), { ...none, duration: [], flags: [], timeOfDay: [] }, true],
    [
      'an available slot in the part of the day',
      summary('a', { times: ['Morning', 'EveningAndNight'] }),
      { ...none, timeOfDay: ['EveningAndNight'] },
      true,
    ],
    ['no slot in that part of the day', summary('a', { times: ['Morning'] }), { ...none, timeOfDay: ['Afternoon'] }, false],
    ['sold out has no slot at any time', summary('a', { price: null }), { ...none, timeOfDay: ['Morning'] }, false],
    [
      'every flag asked for',
      summary('a', { flags: ['FreeCancellation', 'FamilyFriendly'] }),
      { ...none, flags: ['FreeCancellation', 'FamilyFriendly'] },
      true,
    ],
    ['one flag missing', summary('a', { flags: ['FreeCancellation'] }), { ...none, flags: ['FreeCancellation', 'FamilyFriendly'] }, false],
    ['price range is inclusive (low end)', summary('a', { price: 100 }), { ...none, priceRange: [100, 200] }, true],
    ['price range is inclusive (high end)', summary('a', { price: 200 }), { ...none, priceRange: [100, 200] }, true],
    ['above the range', summary('a', { price: 201 }), { ...none, priceRange: [100, 200] }, false],
    ['no price is outside any range', summary('a', { price: null }), { ...none, priceRange: [0, 1e9] }, false],
  ])('%s', (_, s, f, expected) => expect(matchesExperienceFilters(s, f)).toBe(expected));

  it('ignores the filter a facet counts for', () => {
    const s = summary('a', { rating: 3 });
    expect(matchesExperienceFilters(s, { rating: 'Great' }, 'rating')).toBe(true);
    expect(matchesExperienceFilters(s, { rating: 'Great' }, 'flags')).toBe(false);
  });
});

describe('sortExperiences', () => {
  const items = [
    summary('a', { durationMinutes: 60, price: 30_00, rating: 4.0, reviewCount: 10 }),
    summary('b', { durationMinutes: 240, price: 90_00, rating: 4.9, reviewCount: 5 }),
    summary('c', { durationMinutes: 30, price: 50_00, rating: 4.9, reviewCount: 900, flags: ['BadgeOfExcellence'] }),
    summary('d', { durationMinutes: 10, price: null, rating: 5, reviewCount: 9000 }),
    summary('e', { durationMinutes: 60, price: 30_00, rating: 4.0, reviewCount: 10 }),
  ];
  it.each<[ExperienceSort, string[]]>([
    ['DurationAscending', ['c', 'a', 'e', 'b', 'd']],
    ['DurationDescending', ['b', 'a', 'e', 'c', 'd']],
    ['PriceAscending', ['a', 'e', 'c', 'b', 'd']],
    ['PriceDescending', ['b', 'c', 'a', 'e', 'd']],
    ['Rating', ['c', 'b', 'a', 'e', 'd']],
    ['Recommended', ['c', 'b', 'a', 'e', 'd']],
  ])('%s puts bookable first, then orders, ties by id', (sort, expected) => {
    expect(sortExperiences(items, sort).map((s) => s.id)).toEqual(expected);
    expect(sortExperiences([...items].reverse(), sort).map((s) => s.id)).toEqual(expected);
  });
});

describe('experienceFacets', () => {
  it('counts each value with the other filters applied, not its own', () => {
    const items = [
      summary('a', { rating: 4.8, durationMinutes: 30, flags: ['FreeCancellation'], times: ['Morning'], price: 10_00 }),
      summary('b', {
        rating: 4.1,
        durationMinutes: 120,
        flags: ['FreeCancellation', 'AdultsOnly'],
        times: ['EveningAndNight'],
        price: 40_00,
      }),
      summary('c', { rating: 3.0, durationMinutes: 3000, flags: [], price: null }),
    ];
    const facets = experienceFacets(items, { rating: 'Great', flags: ['FreeCancellation'] });
    expect(facets.rating).toEqual({ Any: 2, Great: 1, VeryGood: 2, Good: 2 });
    expect(facets.duration).toEqual({ LessThanOneHour: 1, OneToFourHours: 0, UpToOneDay: 0, MoreThanOneDay: 0 });
    expect(facets.timeOfDay).toEqual({ Morning: 1, Afternoon: 0, EveningAndNight: 0 });
    expect(facets.flags).toMatchObject({ FreeCancellation: 1, AdultsOnly: 0, FamilyFriendly: 0 });
    expect(facets.price).toEqual({ min: 10_00, max: 10_00 });
    expect(experienceFacets([], none).price).toBeNull();
  });
});

const party = (t: Partial<Travelers>): Travelers => ({ Adult: 0, Senior: 0, Youth: 0, Child: 0, Infant: 0, Traveler: 0, ...t });
const bands = (...names: AgeBand[]): AgeBandDef[] => names.map((band) => ({ band, minAge: 0, maxAge: 99 }));

describe('bandFor and assignParty', () => {
  it.each<[AgeBand, AgeBand[], AgeBand | null]>([
    ['Senior', ['Adult', 'Senior'], 'Senior'],
    ['Senior', ['Adult', 'Child'], 'Adult'],
    ['Youth', ['Child', 'Adult'], 'Adult'],
    ['Child', ['Infant', 'Traveler'], 'Traveler'],
    ['Infant', ['Child', 'Adult'], 'Child'],
    ['Infant', ['Infant', 'Traveler'], 'Infant'],
    ['Traveler', ['Child', 'Adult'], 'Adult'],
    ['Child', ['Adult', 'Senior'], 'Adult'],
    ['Child', [], null],
  ])('a %s pays as %s among %j → %s', (band, offered, expected) => expect(bandFor(band, offered)).toBe(expected));

  it.each<[string, Travelers, AgeBandDef[], boolean, ReturnType<typeof assignParty>]>([
    [
      'merges bands the experience lacks',
      party({ Adult: 1, Senior: 1, Child: 2 }),
      bands('Child', 'Adult'),
      false,
      {
        kind: 'Allowed',
        lines: [
          { band: 'Child', count: 2 },
          { band: 'Adult', count: 2 },
        ],
      },
    ],
    [
      'single price for all but infants',
      party({ Adult: 2, Youth: 1, Infant: 1 }),
      bands('Infant', 'Traveler'),
      false,
      {
        kind: 'Allowed',
        lines: [
          { band: 'Infant', count: 1 },
          { band: 'Traveler', count: 3 },
        ],
      },
    ],
    ['adults only takes adults', party({ Adult: 2 }), bands('Adult'), true, { kind: 'Allowed', lines: [{ band: 'Adult', count: 2 }] }],
    ['adults only refuses a child', party({ Adult: 2, Child: 1 }), bands('Adult'), true, { kind: 'NotAllowed', reason: 'AdultsOnly' }],
    ['adults only refuses a youth', party({ Adult: 1, Youth: 1 }), bands('Adult'), true, { kind: 'NotAllowed', reason: 'AdultsOnly' }],
    [
      'adults only refuses an infant',
      party({ Senior: 1, Infant: 1 }),
      bands('Adult', 'Senior'),
      true,
      { kind: 'NotAllowed', reason: 'AdultsOnly' },
    ],
  ])('%s', (_, travelers, offered, adultsOnly, expected) => expect(assignParty(travelers, offered, adultsOnly)).toEqual(expected));
});

describe('experienceCancellationState', () => {
  const start = '2026-07-10T12:00:00.000Z';
  const at = (iso: string) => new Date(iso);
  const booking = (over: Partial<BookedExperience> = {}): BookedExperience => ({
    reservation: 'Confirmed',
    cancellationRequested: false,
    startsAt: start,
    total: 200_00,
    policy: { kind: 'FullyRefundable', hoursBefore: 24 },
    ...over,
  });
  const partial = { kind: 'PartiallyRefundable', hoursBefore: 48, refundPercentage: 50 } as const;

  it.each<[string, BookedExperience, string, CancellationOutlook]>([
    ['canceled', booking({ reservation: 'Canceled', cancellationRequested: true }), '2026-07-01T00:00:00Z', { state: 'AlreadyCanceled' }],
    ['cancellation asked for', booking({ cancellationRequested: true }), '2026-07-01T00:00:00Z', { state: 'CancellationPending' }],
    ['booking not confirmed yet', booking({ reservation: 'Pending' }), '2026-07-01T00:00:00Z', { state: 'BookingPending' }],
    ['declined by the supplier', booking({ reservation: 'Declined' }), '2026-07-01T00:00:00Z', { state: 'ContactCustomerService' }],
    ['unmapped', booking({ reservation: 'UnMapped' }), '2026-07-01T00:00:00Z', { state: 'ContactCustomerService' }],
    ['mid-change', booking({ reservation: 'ConfirmedPendingNewChange' }), '2026-07-01T00:00:00Z', { state: 'ContactCustomerService' }],
    ['unreadable start', booking({ startsAt: 'soon' }), '2026-07-01T00:00:00Z', { state: 'ContactCustomerService' }],
    ['at the start', booking(), start, { state: 'PastActivityStart' }],
    ['after the start', booking({ policy: { kind: 'NonRefundable' } }), '2026-07-11T00:00:00Z', { state: 'PastActivityStart' }],
    ['non-refundable ticket', booking({ policy: { kind: 'NonRefundable' } }), '2026-07-01T00:00:00Z', { state: 'NonCancellable' }],
    [
      'free cancellation until 24 h before',
      booking(),
      '2026-07-09T11:59:59Z',
      { state: 'FullyRefundable', refund: 200_00, deadline: '2026-07-09T12:00:00.000Z' },
    ],
    ['at the deadline, no refund', booking(), '2026-07-09T12:00:00Z', { state: 'NonRefundable' }],
    [
      'partial refund before its deadline',
      booking({ policy: partial, total: 199_99 }),
      '2026-07-01T00:00:00Z',
      { state: 'PartiallyRefundable', refund: 99_99, deadline: '2026-07-08T12:00:00.000Z' },
    ],
    ['partial refund deadline passed', booking({ policy: partial }), '2026-07-09T00:00:00Z', { state: 'NonRefundable' }],
  ])('%s', (_, b, now, expected) => expect(experienceCancellationState(b, at(now))).toEqual(expected));
});
