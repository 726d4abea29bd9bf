// The Trips cards of every product but flights, as one chunk that BookedTrips loads on its own: the
// /trips/ page's JavaScript budget is spent by the flight card and the page, and most travelers'
// trips are flights.
export { StayCard } from './StayCard';
export { CarCard } from './CarCard';
export { ExperienceCard } from './ExperienceCard';
// What a corporate trip's approval means for it: every card shows it, the flight card loads it from here.
export { ApprovalNote } from './ApprovalNote';
