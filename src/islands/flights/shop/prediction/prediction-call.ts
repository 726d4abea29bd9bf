// The prediction call of the panel. It lives beside the panel rather than in a store: nothing else on
// the page reads it, and each panel asks for its own trip.
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from '../../../../lib/client/api';
import type { CallState } from '../../../../lib/domain/shared/call-state';
import type { FlightSearchParams } from '../../../../lib/domain/flights/flight-search-params';
import type { PricePredictionResponse } from '../../../../lib/domain/flights/flights.schema';

/** The search itself: the API prices it as the results show it (PricePredictionSearchSchema). */
export interface PredictionRequest {
  tripType: FlightSearchParams['tripType'];
  slices: FlightSearchParams['slices'];
  passengers: FlightSearchParams['passengers'];
  fareClass?: NonNullable<FlightSearchParams['fareClass']>;
}

/**
 * The trip the predictor prices: the whole search, its slices, passengers and fare class, so
 * "today's lowest" is the cheapest price the list shows (a multi-city trip too). Null without a flight.
 */
export function predictionRequest(search: FlightSearchParams): PredictionRequest | null {
  if (search.slices.length === 0) return null;
  const request: PredictionRequest = { tripType: search.tripType, slices: search.slices, passengers: search.passengers };
  if (search.fareClass) request.fareClass = search.fareClass;
  return request;
}

export type PredictionCall =
  | { state: typeof CallState.NotCalled }
  | { state: typeof CallState.InProcess }
  | { state: typeof CallState.Success; prediction: PricePredictionResponse }
  /** NothingFlies: the API's 404, no price to predict (the panel hides); Error: anything else (a retry). */
  | { state: typeof CallState.Failed; reason: 'NothingFlies' | 'Error' };

/** Asks once per trip; a newer trip or leaving the page drops the older answer. */
export function usePrediction(request: PredictionRequest | null): { call: PredictionCall; retry: () => void } {
  const [call, setCall] = useState<PredictionCall>({ state: 'NotCalled' });
  const [attempt, setAttempt] = useState(0);
  const key = request ? JSON.stringify(request) : null;

  useEffect(() => {
    if (!key) return;
    const body = JSON.parse(key) as PredictionRequest;
    // Not an AbortSignal: the API client would report an aborted call as a failure (SPEC §8 tracking).
    let current = true;
    setCall({ state: 'InProcess' });
    api
      .post<PricePredictionResponse>('/flights/prediction', body)
      .then((prediction) => {
        if (current) setCall({ state: 'Success', prediction });
      })
      .catch((err: unknown) => {
        if (current) setCall({ state: 'Failed', reason: err instanceof ApiError && err.status === 404 ? 'NothingFlies' : 'Error' });
      });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { call, retry };
}
