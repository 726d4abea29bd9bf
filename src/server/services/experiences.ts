// Experience availability and details: checks a supplier would refuse a query for, then the
// simulator's experiences of the city for the day and party, filtered, sorted and paged.
import { ErrorCode } from '../../lib/domain/shared/errors';
import {
  experienceFacets,
  hasMinors,
  matchesExperienceFilters,
  MAX_EXPERIENCE_DAYS_AHEAD,
  MAX_EXPERIENCE_TRAVELERS as MAX_TRAVELERS,
  partySize,
  sortExperiences,
} from '../../lib/domain/experiences/experiences';
import type {
  ExperienceDetailsRequest,
  ExperienceDetailsResponse,
  ExperienceReview,
  ExperienceReviewsRequest,
  ExperienceReviewsResponse,
  ExperienceSearchRequest,
  ExperienceSearchResponse,
  Travelers,
} from '../../lib/domain/experiences/experiences.schema';
import { ApiFailure, invalid } from '../http/errors';
import { experienceDay, experienceDetails } from '../inventory/experiences/availability';
import { cityExperiences, experienceById } from '../inventory/experiences/catalog';
import { experienceReviews } from '../inventory/experiences/reviews';
import { cityIndexByKey } from '../inventory/lodging/catalog';
import { addDays, homeToday } from '../../lib/domain/shared/dates';

export function checkDate(date: string, today: string): void {
  if (date < today) throw invalid(ErrorCode.InvalidDates, 'date', `Choose a date from today (${today}) on.`);
  const last = addDays(today, MAX_EXPERIENCE_DAYS_AHEAD);
  if (date > last)
    throw invalid(
      ErrorCode.InvalidDates,
      'date',
      `Experiences can be booked up to ${MAX_EXPERIENCE_DAYS_AHEAD} days ahead: choose a date by ${last}.`,
    );
}

export function checkTravelers(t: Travelers): void {
  const size = partySize(t);
  if (size === 0) throw invalid(ErrorCode.ValidationFailed, 'travelers', 'Add at least one traveler.');
  if (size > MAX_TRAVELERS)
    throw invalid(ErrorCode.ValidationFailed, 'travelers', `A booking can have at most ${MAX_TRAVELERS} travelers.`);
  if (hasMinors(t) && t.Adult + t.Senior + t.Traveler === 0)
    throw invalid(ErrorCode.ValidationFailed, 'travelers', 'Add at least one adult: children and infants take part with an adult.');
}

/**
 * The city's experiences for the day. Adults-only experiences are left out of the answer when the
 * party has minors (they could not book them); details of one still answers, marked AdultsOnly.
 */
export function searchExperiences(request: ExperienceSearchRequest, now: Date): ExperienceSearchResponse {
  const today = homeToday(now.getTime());
  checkDate(request.date, today);
  checkTravelers(request.travelers);
  const range = request.filters.priceRange;
  if (range && range[0] > range[1])
    throw invalid(ErrorCode.ValidationFailed, 'filters.priceRange', 'The lowest price must not be above the highest price.');
  const index = cityIndexByKey(request.location.id.replace(/^city:/, ''));
  if (index < 0)
    throw invalid(ErrorCode.UnknownLocation, 'location.id', "We don't have experiences in this place. Pick a city from the list.");
  const summaries = cityExperiences(index)
    .map((e) => experienceDay(e, request.date, request.travelers, today, now).summary)
    .filter((s) => !(s.availability.kind === 'Unavailable' && s.availability.reason === 'AdultsOnly'));
  const matching = sortExperiences(
    summaries.filter((s) => matchesExperienceFilters(s, request.filters)),
    request.sort,
  );
  return {
    experiences: matching.slice(request.page.offset, request.page.offset + request.page.limit),
    total: matching.length,
    offset: request.page.offset,
    limit: request.page.limit,
    facets: experienceFacets(summaries, request.filters),
  };
}

export function experienceDetailsFor(request: ExperienceDetailsRequest, now: Date): ExperienceDetailsResponse {
  const today = homeToday(now.getTime());
  checkDate(request.date, today);
  checkTravelers(request.travelers);
  const experience = experienceById(request.id);
  if (!experience) throw new ApiFailure(404, ErrorCode.NotFound, 'This experience does not exist, or no longer takes bookings.');
  return experienceDetails(experience, request.date, request.travelers, today, now);
}

/** SPEC §3 review sorts over an experience's readable reviews, one page of them. */
export function experienceReviewsFor(request: ExperienceReviewsRequest, now: Date): ExperienceReviewsResponse {
  const experience = experienceById(request.id);
  if (!experience) throw new ApiFailure(404, ErrorCode.NotFound, 'This experience does not exist, or no longer takes bookings.');
  const all = experienceReviews(experience, homeToday(now.getTime()));
  const by: Record<ExperienceReviewsRequest['sort'], (a: ExperienceReview, b: ExperienceReview) => number> = {
    Newest: (a, b) => b.date.localeCompare(a.date),
    RatingsHighToLow: (a, b) => b.rating - a.rating || b.date.localeCompare(a.date),
    RatingsLowToHigh: (a, b) => a.rating - b.rating || b.date.localeCompare(a.date),
  };
  const sorted = [...all].sort(by[request.sort]);
  const { offset, limit } = request.page;
  return {
    reviews: sorted.slice(offset, offset + limit),
    total: all.length,
    reviewCount: experience.reviewCount,
    rating: experience.rating,
    stars: [5, 4, 3, 2, 1].map((n) => ({ stars: n, count: all.filter((r) => r.rating === n).length })),
    offset,
    limit,
  };
}
