import { describe, expect, it } from 'vitest';
import { RESEND_INTERVAL_SECONDS, resendWaitSeconds } from '../../../../src/lib/domain/booking/resend';

const at = (s: number) => new Date(Date.UTC(2027, 1, 10, 15, 0, 0) + s * 1000);

describe('resendWaitSeconds', () => {
  it.each<[string, Date | null, Date, number]>([
    ['never resent', null, at(0), 0],
    ['just resent', at(0), at(0), RESEND_INTERVAL_SECONDS],
    ['resent 30 s ago', at(0), at(30), RESEND_INTERVAL_SECONDS - 30],
    ['resent 1.5 s ago (whole seconds down)', at(0), at(1.5), RESEND_INTERVAL_SECONDS - 1],
    ['resent exactly the interval ago', at(0), at(RESEND_INTERVAL_SECONDS), 0],
    ['resent long ago', at(0), at(3600), 0],
    ['a last resend in the future (a clock moved back) waits the interval, no more', at(60), at(0), RESEND_INTERVAL_SECONDS],
  ])('%s', (_, last, now, wait) => {
    expect(resendWaitSeconds(last, now)).toBe(wait);
  });
});
