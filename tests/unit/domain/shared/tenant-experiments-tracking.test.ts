import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignVariant, experimentTrackingProperties, isVariant } from '../../../../src/lib/domain/shared/experiments';
import { approvalProcess } from '../../../../src/lib/domain/corporate/policy';
import { resolveTenant } from '../../../../src/lib/domain/shared/tenant';
import { enrichTrackingProperties, shouldReportFailure } from '../../../../src/lib/domain/shared/tracking';

describe('resolveTenant (SPEC §1: unknown falls back to consumer)', () => {
  const hosts = { 'business.localhost': 'corporate' } as const;
  it.each([
    ['business.localhost:4321', undefined, 'corporate'],
    ['BUSINESS.localhost', undefined, 'corporate'],
    ['unknown.example', undefined, 'consumer'],
    [undefined, undefined, 'consumer'],
    ['business.localhost', 'Consumer', 'consumer'],
    ['localhost', 'Corporate', 'corporate'],
  ] as const)('host %s, customer %s → %s', (host, type, expected) => {
    expect(resolveTenant(host, hosts, type)).toBe(expected);
  });
});

describe('assignVariant', () => {
  const def = {
    id: 'exp',
    variants: [
      { name: 'control', weight: 50 },
      { name: 'available', weight: 50 },
    ],
  };
  it('is deterministic per user', () => {
    fc.assert(fc.property(fc.uuid(), (id) => assignVariant(def, id) === assignVariant(def, id)));
  });
  it('splits users roughly by weight', () => {
    const n = 4000;
    let available = 0;
    for (let i = 0; i < n; i++) if (assignVariant(def, `user-${i}`) === 'available') available++;
    expect(available / n).toBeGreaterThan(0.45);
    expect(available / n).toBeLessThan(0.55);
  });
  it('never picks a zero-weight variant', () => {
    const only = {
      id: 'x',
      variants: [
        { name: 'off', weight: 0 },
        { name: 'on', weight: 1 },
      ],
    };
    fc.assert(fc.property(fc.string(), (id) => assignVariant(only, id) === 'on'));
  });
  it('names tracking properties and checks variants', () => {
    const exps = [{ id: 'favorites', variant: 'available' }];
    expect(experimentTrackingProperties(exps)).toEqual({ exp_favorites: 'available' });
    expect(isVariant(exps, 'favorites', 'available')).toBe(true);
    expect(isVariant(exps, 'favorites', 'control')).toBe(false);
  });
});

describe('tracking (SPEC §7, §8)', () => {
  it('server facts override what the browser sent', () => {
    const out = enrichTrackingProperties(
      { tenant: 'spoofed', page: 'home', is_delegated_session: false },
      {
        tenant: 'corporate',
        customerType: 'Corporate',
        businessId: 'b1',
        experimentProperties: { exp_a: 'on' },
        trackingProperties: {},
        isAgent: true,
        isDelegatedSession: true,
        userSource: 'mail',
        userMedium: 'email',
        hasTravelCredit: false,
      },
    );
    expect(out).toMatchObject({
      tenant: 'corporate',
      page: 'home',
      exp_a: 'on',
      is_agent: true,
      is_delegated_session: true,
      user_source: 'mail',
      user_medium: 'email',
      has_travel_credit: false,
    });
  });
  it.each([
    ['/tracking/event', false],
    ['/engagement/event', false],
    ['/userInfo', false],
    ['/rewards/accounts', true],
    ['/session', true],
  ])('report failures of %s: %s', (endpoint, expected) => expect(shouldReportFailure(endpoint)).toBe(expected));
});

describe('approvalProcess (SPEC §4)', () => {
  it('is 24hr_review only when approval is required', () => {
    const tier = (isApprovalRequired: boolean) => ({ settings: { isApprovalRequired } }) as Parameters<typeof approvalProcess>[0];
    expect(approvalProcess(tier(true))).toBe('24hr_review');
    expect(approvalProcess(tier(false))).toBe('auto');
    expect(approvalProcess(null)).toBe('auto');
  });
});
