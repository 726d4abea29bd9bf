// Experience autocomplete: "par" finds Paris (a city to search), "cooking" finds cooking classes.
// Matching ignores case and accents, like the location autocomplete.
import type { ExperienceAnswer, ExperienceOption } from '../../../lib/domain/experiences/experiences.schema';
import { lodgingCities } from '../lodging/catalog';
import { normalize } from '../locations';
import type { City } from '../reference';
import { cityPlan } from './catalog';

const MAX_PER_CATEGORY = 6;

interface Entry {
  option: ExperienceOption;
  text: string;
  words: string[];
  population: number;
}

let index: { cities: Entry[]; experiences: Entry[] } | undefined;

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const sublabel = (c: City) => [c.province, c.country].filter(Boolean).join(', ');

/** Every city with experiences and every title, built once (titles need no full experience). */
function buildIndex() {
  const cities: Entry[] = [];
  const experiences: Entry[] = [];
  lodgingCities().forEach((city, i) => {
    const name = normalize(city.asciiName || city.name);
    cities.push({
      option: { id: `city:${city.name}|${city.countryCode}`, kind: 'city', label: city.name, sublabel: sublabel(city) },
      text: name,
      words: wordsOf(name),
      population: city.population,
    });
    for (const plan of cityPlan(i)) {
      const text = normalize(plan.title);
      experiences.push({
        option: { id: plan.id, kind: 'experience', label: plan.title, sublabel: `${city.name}, ${city.country}` },
        text,
        words: wordsOf(text),
        population: city.population,
      });
    }
  });
  return { cities, experiences };
}

/**
 * Best first: names that start with the text, then names where every typed word starts a word of
 * the name ("food par" finds "Paris street food tasting tour"), then names that merely contain it;
 * within each, the larger city first, then the shorter name (the closer match).
 */
function rank(entries: Entry[], q: string): ExperienceOption[] {
  const typed = wordsOf(q);
  const score = (e: Entry) =>
    e.text.startsWith(q) ? 0 : typed.length && typed.every((t) => e.words.some((w) => w.startsWith(t))) ? 1 : e.text.includes(q) ? 2 : 3;
  return entries
    .map((e) => ({ e, s: score(e) }))
    .filter((x) => x.s < 3)
    .sort(
      (a, b) =>
        a.s - b.s || b.e.population - a.e.population || a.e.text.length - b.e.text.length || a.e.option.id.localeCompare(b.e.option.id),
    )
    .slice(0, MAX_PER_CATEGORY)
    .map((x) => x.e.option);
}

/** People type the same prefixes: answers are kept, oldest forgotten first. */
const answers = new Map<string, ExperienceAnswer>();

export function autocompleteExperiences(text: string): ExperienceAnswer {
  const q = normalize(text);
  const hit = answers.get(q);
  if (hit) return hit;
  const answer = compute(q);
  answers.set(q, answer);
  if (answers.size > 5_000) answers.delete(answers.keys().next().value as string);
  return answer;
}

function compute(q: string): ExperienceAnswer {
  if (q.length < 2) return { categories: [{ label: 'EmptyMatch', results: [] }] };
  index ??= buildIndex();
  const categories: ExperienceAnswer['categories'] = [];
  const cities = rank(index.cities, q);
  const experiences = rank(index.experiences, q);
  if (cities.length) categories.push({ label: 'Cities', results: cities });
  if (experiences.length) categories.push({ label: 'Experiences', results: experiences });
  if (categories.length === 0) categories.push({ label: 'EmptyMatch', results: [] });
  return { categories };
}
