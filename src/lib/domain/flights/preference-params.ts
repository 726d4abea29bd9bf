// The flight filters a saved preference sets, as the search form writes them into the shop's URL:
// a module of their own, so the search form (on the home page too) does not load the shop's URL rules.
/** The filters a saved flight preference can set: nonstop only, airlines, no low-cost carriers. */
export const PreferenceFilterKeys = ['stops', 'airlines', 'noLowCostCarriers'] as const;
export type PreferenceFilterKey = (typeof PreferenceFilterKeys)[number];
/** Their names in the URL's `pref` list (those of their own URL keys). */
export const PREFERENCE_URL_NAMES: Record<PreferenceFilterKey, string> = {
  stops: 'stops',
  airlines: 'airlines',
  noLowCostCarriers: 'nolcc',
};

/** The URL key listing the filters that came from the saved preferences, e.g. `pref=airlines,nolcc`. */
export const PREFERENCE_PARAM = 'pref';

/** The URL's `pref` value for these keys: the form's preferenceFilterParams writes it with the filters. */
export const preferenceParam = (keys: readonly PreferenceFilterKey[]) => keys.map((k) => PREFERENCE_URL_NAMES[k]).join(',');
