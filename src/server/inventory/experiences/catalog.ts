// Experiences (activities) in every city that has lodging, 8 to 40 per city by population, generated
// from a seed per city and per experience: the same city always offers the same experiences.
import {
  ExperienceFlags,
  type AgeBandDef,
  type ExperienceCancellationPolicy,
  type ExperienceFlag,
  type ExperiencePricing,
  type GuideModes,
  type ItineraryTypes,
  type PickupKinds,
  type TicketScopes,
  type TicketTypes,
} from '../../../lib/domain/experiences/experiences.schema';
import { lodgingCities, MIN_CITY_POPULATION } from '../lodging/catalog';
import { Rng } from '../random';
import type { City } from '../reference';
import { TEMPLATES, type Template } from './templates';

export interface Experience {
  id: string;
  title: string;
  city: City;
  /** `city:<name>|<country code>`, the Market id a search sends. */
  cityId: string;
  itineraryType: (typeof ItineraryTypes)[number];
  durationMinutes: number;
  rating: number;
  reviewCount: number;
  flags: ExperienceFlag[];
  bands: AgeBandDef[];
  pricing: ExperiencePricing;
  ticket: { type: (typeof TicketTypes)[number]; scope: (typeof TicketScopes)[number] };
  guides: (typeof GuideModes)[number][];
  pickup: (typeof PickupKinds)[number][] | null;
  cancellation: ExperienceCancellationPolicy;
  /** Local start times, sorted. */
  startTimes: string[];
  /** Places per slot: travelers (PerPerson) or groups (PerGroup). */
  capacity: number;
  images: { url: string }[];
  description: string;
}

export const MIN_EXPERIENCES = 8;
export const MAX_EXPERIENCES = 40;
const cityKey = (c: City) => `${c.name}|${c.countryCode}`;
/** A city's second pass through the templates sells premium editions, so titles stay unique. */
const EDITIONS = ['', ' (premium edition)'];

/** A seeded generator past its first draws: those follow the seed closely, so neighbouring ids came out alike. */
export function seeded(seed: string): Rng {
  const rng = new Rng(seed);
  rng.next();
  rng.next();
  return rng;
}

export function experienceCount(population: number): number {
  return Math.min(MAX_EXPERIENCES, MIN_EXPERIENCES + Math.floor(population / 200_000));
}

/** Which template each experience of a city uses and its title: cheap, so autocomplete can index every city. */
export function cityPlan(index: number): { id: string; template: Template; edition: number; title: string }[] {
  const city = lodgingCities()[index];
  if (!city) return [];
  const rng = seeded(`experiences|${cityKey(city)}`);
  const order = [...TEMPLATES];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return Array.from({ length: experienceCount(city.population) }, (_, n) => {
    const template = order[n % order.length]!;
    const edition = Math.floor(n / order.length);
    return { id: `e${index}-${n}`, template, edition, title: `${template.title(city.name)}${EDITIONS[edition] ?? ''}` };
  });
}

/** Contiguous age ranges; adults-only experiences have no band below 18, so no Infant band. */
function ageBands(rng: Rng, t: Template): AgeBandDef[] {
  if (t.audience === 'adults') {
    if (t.singlePrice) return [{ band: 'Traveler', minAge: 18, maxAge: 99 }];
    return rng.chance(0.5)
      ? [
          { band: 'Adult', minAge: 18, maxAge: 64 },
          { band: 'Senior', minAge: 65, maxAge: 99 },
        ]
      : [{ band: 'Adult', minAge: 18, maxAge: 99 }];
  }
  const infant = rng.chance(0.8);
  if (t.singlePrice) {
    return infant
      ? [
          { band: 'Infant', minAge: 0, maxAge: 2 },
          { band: 'Traveler', minAge: 3, maxAge: 99 },
        ]
      : [{ band: 'Traveler', minAge: 0, maxAge: 99 }];
  }
  const youth = rng.chance(0.5);
  const senior = rng.chance(0.5);
  const bands: AgeBandDef[] = [];
  if (infant) bands.push({ band: 'Infant', minAge: 0, maxAge: 3 });
  bands.push({ band: 'Child', minAge: infant ? 4 : 0, maxAge: 12 });
  if (youth) bands.push({ band: 'Youth', minAge: 13, maxAge: 17 });
  bands.push({ band: 'Adult', minAge: youth ? 18 : 13, maxAge: senior ? 64 : 99 });
  if (senior) bands.push({ band: 'Senior', minAge: 65, maxAge: 99 });
  return bands;
}

const BAND_SHARE = { Adult: 1, Traveler: 1, Senior: 0.88, Youth: 0.8, Child: 0.6, Infant: 0 } as const;

function pricing(rng: Rng, t: Template, bands: AgeBandDef[], city: City, edition: number): ExperiencePricing {
  const cityFactor = 1 + Math.log10(Math.max(1, city.population / MIN_CITY_POPULATION)) * 0.15;
  const dollars = (t.dollars[0] + rng.next() * (t.dollars[1] - t.dollars[0])) * cityFactor * (edition ? 1.5 : 1);
  if (t.perGroup) return { kind: 'PerGroup', groupPrice: Math.round(dollars) * 100, maxGroupSize: rng.int(4, 8) };
  return { kind: 'PerPerson', prices: bands.map((b) => ({ band: b.band, price: Math.round(dollars * BAND_SHARE[b.band]) * 100 })) };
}

function cancellation(rng: Rng, t: Template): ExperienceCancellationPolicy {
  const roll = rng.next();
  const nonRefundable = t.fixedShow ? 0.35 : 0.12;
  if (roll < nonRefundable) return { kind: 'NonRefundable' };
  if (roll < nonRefundable + 0.2) return { kind: 'PartiallyRefundable', hoursBefore: 48, refundPercentage: 50 };
  return { kind: 'FullyRefundable', hoursBefore: 24 };
}

const KIND_WORDS = { Standard: 'tour', Activities: 'activity', Unstructured: 'visit', HopOnHopOff: 'pass', MultiDayTour: 'tour' } as const;

function describe(e: Omit<Experience, 'description'>): string {
  const hours = e.durationMinutes / 60;
  const length =
    e.durationMinutes >= 2880 ? `${hours / 24}-day` : hours >= 1 ? `${Math.round(hours * 2) / 2}-hour` : `${e.durationMinutes}-minute`;
  const guide = e.guides.includes('Human')
    ? 'with a live guide'
    : e.guides.includes('Audio')
      ? 'with an audio guide'
      : 'with a written guide';
  const pickup = e.pickup ? ` Pickup is offered (${e.pickup.join(', ').toLowerCase()}).` : ' Meet at the start point.';
  return `A ${length} ${KIND_WORDS[e.itineraryType]} ${guide} in ${e.city.name}, ${e.city.country}.${pickup}`;
}

function build(city: City, plan: ReturnType<typeof cityPlan>[number]): Experience {
  const { id, template: t, edition } = plan;
  const rng = seeded(`experience|${cityKey(city)}|${id}`);
  const fresh = rng.chance(0.06);
  const reviewCount = fresh ? 0 : Math.round(10 ** (0.5 + rng.next() * 3.3));
  const rating = fresh ? 0 : Math.round((5 - rng.next() ** 2 * 1.8) * 10) / 10;
  const bands = ageBands(rng, t);
  const policy = cancellation(rng, t);
  const starts = t.starts.filter(() => rng.chance(0.7));
  const startTimes = (starts.length ? starts : [rng.pick(t.starts)]).slice(0, t.maxStarts).sort();
  const has: Record<ExperienceFlag, boolean> = {
    BadgeOfExcellence: rating >= 4.6 && reviewCount >= 100,
    FreeCancellation: policy.kind === 'FullyRefundable',
    LikelyToSellOut: rng.chance(rating >= 4.5 ? 0.35 : 0.1),
    AvailableToday: rng.chance(t.itinerary === 'Unstructured' || t.itinerary === 'HopOnHopOff' ? 0.9 : 0.5),
    WheelchairAccess: rng.chance(t.accessible),
    FamilyFriendly: t.audience === 'family' && rng.chance(0.75),
    AdultsOnly: t.audience === 'adults',
  };
  const minutes = t.minutes[0] + Math.round((rng.next() * (t.minutes[1] - t.minutes[0])) / 15) * 15;
  const base: Omit<Experience, 'description'> = {
    id,
    title: plan.title,
    city,
    cityId: `city:${cityKey(city)}`,
    itineraryType: t.itinerary,
    durationMinutes: minutes,
    rating,
    reviewCount,
    flags: ExperienceFlags.filter((f) => has[f]),
    bands,
    pricing: pricing(rng, t, bands, city, edition),
    ticket: {
      type: rng.pick(t.tickets ?? ['MobileOnly' as const]),
      scope: t.perGroup || rng.chance(0.3) ? 'OnePerBooking' : 'OnePerTraveler',
    },
    guides: t.guides ?? ['Human'],
    pickup: t.pickup && (t.itinerary === 'MultiDayTour' || rng.chance(0.6)) ? t.pickup : null,
    cancellation: policy,
    startTimes,
    capacity: t.perGroup ? rng.int(1, 4) : edition ? rng.int(6, 12) : rng.int(12, 60),
    images: Array.from({ length: rng.int(3, 5) }, (_, i) => ({ url: `/api/v0/lodging/images/${id}-${i}.svg` })),
  };
  return { ...base, description: describe(base) };
}

const byCity = new Map<number, Experience[]>();

/** Every experience of a lodging city (built on first use, then kept). */
export function cityExperiences(index: number): Experience[] {
  const hit = byCity.get(index);
  if (hit) return hit;
  const city = lodgingCities()[index];
  if (!city) return [];
  const list = cityPlan(index).map((plan) => build(city, plan));
  byCity.set(index, list);
  return list;
}

export function experienceById(id: string): Experience | undefined {
  const m = /^e(\d{1,5})-\d{1,3}$/.exec(id);
  if (!m) return undefined;
  return cityExperiences(Number(m[1])).find((e) => e.id === id);
}
