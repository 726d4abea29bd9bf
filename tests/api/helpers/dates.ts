import { addDays } from '../../../src/lib/domain/dates';
import { localToday } from '../../../src/server/services/flights';
import { suiteClock } from './clock';

/** Today where the portal sets prices (America/Toronto) by the suite's clock: search tests date everything from it. */
export const today = localToday(suiteClock());
export const inDays = (n: number) => addDays(today, n);
