import { describe, expect, it } from 'vitest';
import { corporateAccessCode, type AccessBusiness, type AccessUser } from '../../../../src/lib/domain/corporate/access';

const user: AccessUser = { customerType: 'Corporate', businessId: 'b', portalAccess: true };
const business: AccessBusiness = { inBeta: true, isLive: true, termsAcceptedAt: new Date('2026-01-01T00:00:00Z') };

describe('corporateAccessCode', () => {
  it.each([
    ['a consumer, whatever the records', { ...user, customerType: 'Consumer' as const }, null, null],
    ['a corporate user of a live company', user, business, null],
    ['a corporate user without a company', user, null, '40103'],
    ['a company not admitted', user, { ...business, inBeta: false }, '40102'],
    ['a user kept out', { ...user, portalAccess: false }, business, '40103'],
    ['a company not set up', user, { ...business, isLive: false }, '40105'],
    ['terms not accepted', user, { ...business, termsAcceptedAt: null }, '40106'],
    // Most general first: the company's admission before the user's access, before setup, before terms.
    ['not admitted and kept out', { ...user, portalAccess: false }, { ...business, inBeta: false }, '40102'],
    ['kept out of a company not set up', { ...user, portalAccess: false }, { ...business, isLive: false }, '40103'],
    ['not set up, terms not accepted', user, { ...business, isLive: false, termsAcceptedAt: null }, '40105'],
  ])('%s', (_name, u, b, code) => {
    expect(corporateAccessCode(u, b)).toBe(code);
  });
});
