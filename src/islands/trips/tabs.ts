import type { ComponentType } from 'react';
import type { Locale } from '../../lib/client/i18n';
import type { FlightTrip, Trip } from '../../lib/client/trips.store';

/** What every tab panel of the Trips page gets. */
export interface TripsPanelProps {
  locale: Locale;
  /** Where "Search flights" leads. */
  searchHref: string;
  /** The flight results page, or null while this build has none (never link to a 404). */
  shopHref: string | null;
  /** Says something in the page's polite live region (saved, stopped…). */
  announce: (message: string) => void;
}

/**
 * One tab of the Trips area (SPEC §2: Upcoming trips, Watched trips, Frozen prices, Airline travel
 * credits, Past trips, Trips with offers). `id` is its `?tab=` value; the label is `tabs.<id>` in
 * the trips strings; `screen` is its analytics screen label (SPEC §2).
 */
export interface TripsTab {
  id: string;
  screen: string;
  Panel: ComponentType<TripsPanelProps>;
}

export const TAB_PARAM = 'tab';

/** Which trip's schedule-change, disruption, missed-connection, travelers, add-on or check-in dialog the traveler asked for; `at` makes asking again a new ask. */
export type Asked = { kind: 'schedule' | 'disruption' | 'connection' | 'travelers' | 'addon' | 'checkin'; tripId: string; at: number };

/** What BookedTrips gives each of those dialogs. */
export interface TripFlowDialogProps {
  locale: Locale;
  /** The flight bookings of the list, where the dialog finds its trip. */
  trips: readonly FlightTrip[];
  /** The trip the traveler asked about; each new ask opens the dialog for it. */
  asked: Asked | null;
  /** The trip as the server answered it once the traveler's answer is made. */
  onAnswered: (trip: Trip) => void;
}

/** The tab `?tab=` names; absent or unknown opens the first. */
export function chooseTab<T extends { id: string }>(tabs: readonly T[], search: string): T {
  const wanted = new URLSearchParams(search).get(TAB_PARAM);
  return tabs.find((t) => t.id === wanted) ?? tabs[0]!;
}
