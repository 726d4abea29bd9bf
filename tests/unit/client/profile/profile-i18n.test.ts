import { describe, expect, it } from 'vitest';
import { getI18n } from '../../../../src/lib/client/i18n';
import en from '../../../../src/lib/client/i18n/locales/en/profile.json';
import fr from '../../../../src/lib/client/i18n/locales/fr/profile.json';
import { PreferencesErrors } from '../../../../src/lib/client/profile/preferences.store';
import { FareRatingNames } from '../../../../src/lib/domain/flights/flights.schema';
import { ExcludeLowCostCarriers, HotelAmenities, PreferredAirlines } from '../../../../src/lib/domain/profile/preferences.schema';
import { ProfileSections } from '../../../../src/lib/domain/profile/profile-sections';
import { AssistanceLabels, travelerTypeTitle } from '../../../../src/lib/domain/profile/travelers';
import { AssistanceCodes } from '../../../../src/lib/domain/profile/travelers.schema';

type Tree = { [k: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
}
const enFlat = flatten(en);
const frFlat = flatten(fr);
// French plurals have a `many` form English has not.
const keysOf = (flat: Record<string, string>) => [...new Set(Object.keys(flat).map((k) => k.replace(/_many$/, '_other')))].sort();

const t = getI18n('en').getFixedT('en', 'profile');
const tFr = getI18n('fr').getFixedT('fr', 'profile');

describe('profile strings', () => {
  it('English and French have the same keys, none empty', () => {
    expect(keysOf(frFlat)).toEqual(keysOf(enFlat));
    for (const [k, v] of [...Object.entries(enFlat), ...Object.entries(frFlat)]) expect(v.trim(), k).not.toBe('');
  });

  it('the namespace is registered for both languages', () => {
    expect(t('tabs.travelers')).toBe('Travelers');
    expect(tFr('tabs.travelers')).toBe('Voyageurs');
    expect(t('header.welcome', { name: 'Cora' })).toBe('Welcome, Cora');
    expect(tFr('hotelPreferences.stars', { count: 1 })).toBe('1 étoile');
    expect(tFr('hotelPreferences.stars', { count: 4 })).toBe('4 étoiles');
    expect(t('hotelPreferences.stars', { count: 5 })).toBe('5 stars');
  });

  it.each([
    ['header.subtitle', 'Manage preferences, frequent flyer programs, payment methods and more.'],
    ['breadcrumbs.search', 'Search'],
    ['breadcrumbs.myProfile', 'My profile'],
    ['footer.title', 'Your next adventure starts here.'],
    ['footer.body', 'Book with flexibility and enjoy elevated travel benefits.'],
    ['footer.bookTravel', 'Book travel'],
    ['tabs.travelers', 'Travelers'],
    ['tabs.favorites', 'Favorites'],
    ['tabs.hotel-preferences', 'Hotel preferences'],
    ['tabs.flight-preferences', 'Flight preferences'],
    ['tabs.payment-methods', 'Payment methods'],
    ['tabs.contact-info', 'Contact information'],
    ['travelers.add', 'Add New Traveler'],
    ['travelers.empty', "You haven't added any travelers yet."],
    ['travelers.sections.frequentFlyer', 'Frequent Flyer Details'],
    ['travelers.sections.additional', 'Additional Information'],
    ['travelers.sections.passport', 'Passport Details'],
    ['contact.phone', 'Phone number'],
    ['contact.email', 'Email'],
    ['contact.empty', '-'],
    ['hotelPreferences.rating', 'Rating'],
    ['hotelPreferences.amenities', 'Amenities'],
    ['hotelPreferences.cancellation', 'Cancellation policy'],
    ['preferences.clear', 'Clear preferences'],
    ['preferences.save', 'Save preferences'],
    ['preferences.saving', 'Saving...'],
    ['flightPreferences.homeAirport', 'Home airport'],
    ['flightPreferences.homeAirportInput', 'Enter home airport'],
    ['flightPreferences.airline.NoLCC', 'Exclude Low Cost Carriers'],
    ['flightPreferences.lowCostInfo', 'Low-cost carriers include Spirit, JetBlue and Frontier.'],
    ['flightPreferences.anyStops', 'Any number of stops'],
    ['flightPreferences.nonStopOnly', 'Nonstop only'],
  ])('%s is the spec text', (key, text) => {
    expect(enFlat[key]).toBe(text);
  });

  it('the contact note sends the user to the issuer to edit', () => {
    expect(enFlat['contact.readOnly']).toMatch(/visit the issuer's website or call the issuer's phone line/);
  });

  it('has a label for every tab, amenity, fare class, airline and assistance code', () => {
    for (const flat of [enFlat, frFlat]) {
      for (const s of ProfileSections) expect(flat[`tabs.${s}`], s).toBeDefined();
      for (const a of HotelAmenities) expect(flat[`hotelPreferences.amenity.${a}`], a).toBeDefined();
      for (const f of FareRatingNames) {
        expect(flat[`flightPreferences.fareClasses.${f}`], f).toBeDefined();
        expect(flat[`flightPreferences.fareClassDescriptions.${f}`], f).toBeDefined();
      }
      for (const a of [...PreferredAirlines, ExcludeLowCostCarriers]) expect(flat[`flightPreferences.airline.${a}`], a).toBeDefined();
      for (const c of AssistanceCodes) expect(flat[`travelers.assistance.${c}`], c).toBeDefined();
    }
  });

  it('English amenity and airline labels are the spec names', () => {
    expect(HotelAmenities.map((a) => enFlat[`hotelPreferences.amenity.${a}`])).toEqual([
      'Restaurant',
      'Free wifi',
      'Parking included',
      '24/7 front desk',
      'Accessibility',
      'Pet friendly',
      'Pool',
      'Gym',
    ]);
    expect(PreferredAirlines.map((a) => enFlat[`flightPreferences.airline.${a}`])).toEqual([
      'American Airlines',
      'Delta',
      'United',
      'Spirit',
      'JetBlue',
      'Frontier',
    ]);
  });

  it('English assistance labels are the domain labels', () => {
    for (const c of AssistanceCodes) expect(enFlat[`travelers.assistance.${c}`]).toBe(AssistanceLabels[c]);
  });

  it('each traveler type title of the domain is a key, English text equal to the title', () => {
    const titles = [
      travelerTypeTitle('1980-01-01', '2026-06-01', false),
      travelerTypeTitle('2015-01-01', '2026-06-01', false),
      travelerTypeTitle('2025-12-01', '2026-06-01', true),
      travelerTypeTitle('2025-12-01', '2026-06-01', false),
    ];
    expect(titles).toEqual(['Adult', 'Child', 'Infant (in seat)', 'Infant (on lap)']);
    for (const title of titles) {
      expect(t(`travelers.types.${title}`)).toBe(title);
      expect(tFr(`travelers.types.${title}`)).not.toBe(`travelers.types.${title}`);
    }
  });

  it('the preference failure keys resolve to the exact spec messages in English', () => {
    for (const e of Object.values(PreferencesErrors)) expect(t(e.key)).toBe(e.message);
    expect(PreferencesErrors.hotelUpdateFailed.message).toBe('Failed to update user hotel preferences');
    expect(PreferencesErrors.flightUpdateFailed.message).toBe('Failed to update user flight preferences');
  });

  it('French follows French punctuation: a no-break space before : ; ! ? and inside « »', () => {
    for (const [k, v] of Object.entries(frFlat)) {
      expect(v, k).not.toMatch(/[^\u00a0\u202f][:;!?](\s|$)/);
      expect(v, k).not.toMatch(/«(?!\u00a0)|(?<!\u00a0)»/);
      expect(v, k).not.toMatch(/"/);
    }
  });
});
