import { configuredClock } from '../../../src/server/clock';

/**
 * The suite's clock, the one every test app runs on: CLOCK_AT sets its day (`npm run test:dates`
 * runs the suite on many), else it is the system's. Servers the suite starts inherit CLOCK_AT.
 */
const at = process.env.CLOCK_AT;
export const suiteClock = configuredClock(at ? { clockAt: new Date(at) } : {});
