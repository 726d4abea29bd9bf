import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { ReadableAtom } from 'nanostores';
import type { FlightTrip, Trip } from '../../lib/client/trips.store';
import type { Asked } from './tabs';

/**
 * What the schedule-change and disruption dialogs share: each new ask opens the flow for its trip,
 * a trip the server answered goes back to the list once, and the dialog is open while the flow
 * names a trip of the list.
 */
export function useTripFlow<F extends { step: string }>(
  store: ReadableAtom<F>,
  asked: Asked | null,
  /** A module's action (stable): only a new ask reopens. */
  open: (tripId: string) => unknown,
  answered: (flow: F) => Trip | null,
  onAnswered: (trip: Trip) => void,
  trips: readonly FlightTrip[],
): { flow: F; trip: FlightTrip | null; isOpen: boolean } {
  const flow = useStore(store);
  useEffect(() => {
    if (asked) void open(asked.tripId);
  }, [asked, open]);
  const answer = answered(flow);
  useEffect(() => {
    if (answer) onAnswered(answer);
  }, [answer, onAnswered]);
  const trip = 'tripId' in flow ? (trips.find((x) => x.id === (flow as { tripId: string }).tripId) ?? null) : null;
  // Every step but the closed one names its trip.
  return { flow, trip, isOpen: trip !== null };
}
