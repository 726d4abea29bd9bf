// Flight price watch (SPEC §3 Flight watch state), without zod: the browser imports
// these types and numbers as values. The zod schemas in watches.schema.ts describe the same shapes.

/** SPEC §3 Flight watch state, as the shop page shows its "Watch this trip" control. */
export const FlightWatchStates = ['NotWatching', 'InProcess', 'JustWatched', 'Watching'] as const;
export type FlightWatchState = (typeof FlightWatchStates)[number];

export const WatchAlertKinds = ['PriceDrop', 'TargetReached'] as const;
export type WatchAlertKind = (typeof WatchAlertKinds)[number];

export const WatchTripTypes = ['oneWay', 'roundTrip', 'multiCity'] as const;
export type WatchTripType = (typeof WatchTripTypes)[number];

export interface WatchSlice {
  origin: string;
  destination: string;
  /** YYYY-MM-DD, local to the origin. */
  departureDate: string;
}

/** SPEC passenger codes: adults, children, lap infants, seated infants. */
export interface WatchPassengers {
  ADT: number;
  CNN: number;
  INF: number;
  INS: number;
}

/** What a watch follows: the trip as searched (a fare class or filters do not change what is watched). */
export interface WatchTrip {
  tripType: WatchTripType;
  slices: WatchSlice[];
  passengers: WatchPassengers;
}

/** Prices are the trip's lowest price for one adult, minor units (USD cents). Instants are UTC ISO strings. */
export interface FlightWatch extends WatchTrip {
  id: string;
  tripKey: string;
  createdAt: string;
  priceAtWatch: number;
  /** Null when the last check found nothing for sale. */
  currentPrice: number | null;
  lowestSeen: number;
  targetPrice: number | null;
  lastCheckedAt: string | null;
  lastAlertAt: string | null;
}

/** The budget a user controls: one switch that stops every alert, and the drop worth a message. */
export interface WatchAlertSettings {
  alertsEnabled: boolean;
  /** Minor units: alert only when the price fell at least this much since the last alert (or since watching began). */
  minDrop: number;
}

/** One message owed to the user (written to the outbox, which mails it). */
export interface WatchAlert {
  id: string;
  watchId: string;
  createdAt: string;
  kind: WatchAlertKind;
  price: number;
  previousPrice: number;
}

export const DEFAULT_WATCH_ALERT_SETTINGS: Readonly<WatchAlertSettings> = { alertsEnabled: true, minDrop: 20_00 };
/** Fixed rule shown in the UI: at most this many alert messages per user per day (home time zone). */
export const MAX_ALERTS_PER_DAY = 1;
/** Watches a user can keep at once (each is re-priced every hour). */
export const MAX_WATCHES = 50;
/** The alerts list answers this many, newest first. */
export const ALERTS_LISTED = 50;
/** Highest threshold and target price accepted, minor units ($100,000). */
export const MAX_WATCH_AMOUNT = 100_000_00;

/** Codes of the watch API's 422 answers. */
export const WatchErrorCode = {
  TooManyWatches: 'TooManyWatches',
  NoFlightsFound: 'NoFlightsFound',
} as const;
export type WatchErrorCode = (typeof WatchErrorCode)[keyof typeof WatchErrorCode];
