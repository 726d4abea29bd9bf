import { addDays } from '../../../src/lib/domain/dates';
import { localToday } from '../../../src/server/services/flights';

/** Today where the portal sets prices (America/Toronto): search tests date everything from it, so they never age. */
export const today = localToday(new Date());
export const inDays = (n: number) => addDays(today, n);
