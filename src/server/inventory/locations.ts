// Location autocomplete over the reference data: "YUL" finds Montréal-Trudeau, "par" finds Paris.
import type { LocationAnswer, LocationOption } from '../../lib/domain/shared/autocomplete.schema';
import { carrierNetworks } from './carriers';
import { flies } from './flights/network';
import { reference, type Airport, type City, type Reference } from './reference';

const MAX_PER_CATEGORY = 6;

/** Lower case, accents removed: "Montréal" and "montreal" are the same to a traveler typing. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

interface Index {
  airports: { airport: Airport; code: string; name: string; city: string; weight: number }[];
  cities: { city: City; name: string; airport: Airport | undefined }[];
}

let index: Index | undefined;

/** How much traffic an airport sees, as far as the simulator knows: hubs, then airports a carrier flies to, then international ones. */
function trafficWeights(ref: Reference): Map<string, number> {
  const weights = new Map<string, number>();
  const hubs = new Set(carrierNetworks.flatMap((n) => n.hubs));
  for (const a of ref.airportList) {
    const served = carrierNetworks.some((n) => n.hubs.some((h) => h !== a.code && flies(n, ref.airports.get(h)!, a)));
    weights.set(a.code, (hubs.has(a.code) ? 4 : 0) + (served ? 2 : 0) + (/intl|international/i.test(a.name) ? 1 : 0));
  }
  return weights;
}

function buildIndex(): Index {
  const ref = reference();
  const weights = trafficWeights(ref);
  const weight = (a: Airport) => weights.get(a.code) ?? 0;
  // A city's main airport: the one with the most traffic, in the same city and country.
  const byCity = new Map<string, Airport>();
  for (const a of ref.airportList) {
    const k = `${normalize(a.city)}|${normalize(a.country)}`;
    const seen = byCity.get(k);
    if (!seen || weight(a) > weight(seen)) byCity.set(k, a);
  }
  const countryOf = (c: City) => normalize(c.country.replace(' of America', ''));
  return {
    airports: ref.airportList.map((airport) => ({
      airport,
      code: airport.code.toLowerCase(),
      name: normalize(airport.name),
      city: normalize(airport.city),
      weight: weight(airport),
    })),
    cities: ref.cities.map((city) => ({
      city,
      name: normalize(city.asciiName || city.name),
      airport:
        byCity.get(`${normalize(city.asciiName || city.name)}|${countryOf(city)}`) ??
        byCity.get(`${normalize(city.name)}|${countryOf(city)}`),
    })),
  };
}

const airportOption = (a: Airport): LocationOption => ({
  id: `airport:${a.code}`,
  kind: 'airport',
  code: a.code,
  label: `${a.city} (${a.code})`,
  sublabel: `${a.name}, ${a.country}`,
});

const cityOption = (c: City, airport: Airport | undefined): LocationOption => ({
  id: `city:${c.name}|${c.countryCode}`,
  kind: 'city',
  code: airport?.code ?? null,
  label: c.name,
  sublabel: [c.province, c.country].filter(Boolean).join(', '),
});

/**
 * Ranking: an exact airport code first; then airports whose city or name starts with the text,
 * largest city first and, within a city, the busiest airport first; cities whose name starts with the text, by population, then those that
 * contain it. Fewer than two characters answer nothing but an empty match.
 */
export function autocompleteLocation(text: string): LocationAnswer {
  const q = normalize(text);
  const hit = answers.get(q);
  if (hit) return hit;
  const answer = computeAnswer(q);
  answers.set(q, answer);
  if (answers.size > 5_000) answers.delete(answers.keys().next().value as string);
  return answer;
}

/** People type the same prefixes ("par", "new", "tor"): answers are kept, oldest forgotten first. */
const answers = new Map<string, LocationAnswer>();

function computeAnswer(q: string): LocationAnswer {
  if (q.length < 2) return { categories: [{ label: 'EmptyMatch', results: [] }] };
  index ??= buildIndex();

  const exact = q.length === 3 ? index.airports.find((a) => a.code === q) : undefined;
  const airports = index.airports
    .filter((a) => a !== exact && (a.city.startsWith(q) || a.name.startsWith(q) || a.name.includes(` ${q}`)))
    .sort(
      (x, y) =>
        Number(y.city.startsWith(q)) - Number(x.city.startsWith(q)) ||
        y.airport.cityPopulation - x.airport.cityPopulation ||
        y.weight - x.weight ||
        x.airport.code.localeCompare(y.airport.code),
    )
    .slice(0, MAX_PER_CATEGORY - (exact ? 1 : 0))
    .map((a) => a.airport);
  const starts = index.cities.filter((c) => c.name.startsWith(q)).sort((x, y) => y.city.population - x.city.population);
  const contains = starts.length >= MAX_PER_CATEGORY ? [] : index.cities.filter((c) => !c.name.startsWith(q) && c.name.includes(q));
  const cities = [...starts, ...contains.sort((x, y) => y.city.population - x.city.population)].slice(0, MAX_PER_CATEGORY);

  const categories: LocationAnswer['categories'] = [];
  const airportResults = [...(exact ? [exact.airport] : []), ...airports].map(airportOption);
  const cityResults = cities.map((c) => cityOption(c.city, c.airport));
  // The code someone typed is what they meant; otherwise a city named like the text leads.
  if (exact || airportResults.length > 0) categories.push({ label: 'Airports', results: airportResults });
  if (cityResults.length > 0) categories[exact ? 'push' : 'unshift']({ label: 'Cities', results: cityResults });
  if (categories.length === 0) categories.push({ label: 'EmptyMatch', results: [] });
  return { categories };
}

/** Options for the places of recent searches: flight destinations and lodging markets, newest first, no repeats. */
export function recentLocationOptions(items: readonly { product: string; payload: Record<string, unknown> }[]): LocationOption[] {
  const ref = reference();
  const seen = new Set<string>();
  const options: LocationOption[] = [];
  for (const item of items) {
    const query = item.payload.query as Record<string, unknown> | undefined;
    let option: LocationOption | undefined;
    if (item.product === 'flights') {
      const code = (query?.slices as { destination?: string }[] | undefined)?.[0]?.destination;
      const airport = code ? ref.airports.get(code) : undefined;
      if (airport) option = airportOption(airport);
    } else {
      const location = query?.location as { kind?: string; id?: string } | undefined;
      if (location?.kind === 'Market' && location.id) {
        const [name, cc] = location.id.replace(/^city:/, '').split('|');
        const city = ref.cities.find((c) => c.name === name && c.countryCode === cc);
        if (city) option = cityOption(city, undefined);
      }
    }
    if (option && !seen.has(option.id)) {
      seen.add(option.id);
      options.push(option);
    }
  }
  return options.slice(0, MAX_PER_CATEGORY);
}
