/** Product areas of the header navigation, each opening on its search route (SPEC §2). */
export const productNavigation = [
  { key: 'flights', path: '/flights/search/' },
  { key: 'hotels', path: '/hotels/search/' },
  { key: 'stays', path: '/stays/search/' },
  { key: 'premiumStays', path: '/premium-stays/search/' },
  { key: 'vacationRentals', path: '/premium-stays/vacation-rentals/search/' },
  { key: 'cars', path: '/cars/search/' },
  { key: 'packages', path: '/packages/search/' },
  { key: 'activities', path: '/activities/search/' },
] as const;
export type ProductKey = (typeof productNavigation)[number]['key'];
