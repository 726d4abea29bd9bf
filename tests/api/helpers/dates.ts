import { addDays, homeToday } from '../../../src/lib/domain/shared/dates';
import { suiteClock } from './clock';

/** Today where the portal sets prices (America/Toronto) by the suite's clock: search tests date everything from it. */
export const today = homeToday(suiteClock().getTime());
export const inDays = (n: number) => addDays(today, n);
