import { describe, expect, it } from 'vitest';
import { isPublicRoute, localeFromPath, localePath, switchLocalePath } from '../../../src/lib/client/locale';

describe('locale paths', () => {
  it.each([
    ['en', '/', '/'],
    ['en', '/auth/startsession/', '/auth/startsession/'],
    ['fr', '/', '/fr/'],
    ['fr', '/auth/ftux/', '/fr/auth/ftux/'],
  ] as const)('localePath(%s, %s) = %s', (l, p, out) => expect(localePath(l, p)).toBe(out));
  it.each([
    ['/fr/auth/ftux/', 'en', '/auth/ftux/'],
    ['/auth/ftux/', 'fr', '/fr/auth/ftux/'],
    ['/fr/', 'en', '/'],
    ['/', 'fr', '/fr/'],
  ] as const)('switchLocalePath(%s, %s) = %s', (p, l, out) => expect(switchLocalePath(p, l)).toBe(out));
  it('reads the locale from the path', () => {
    expect(localeFromPath('/fr/x/')).toBe('fr');
    expect(localeFromPath('/france/')).toBe('en');
  });
  it.each([
    ['/auth/startsession/', true],
    ['/fr/auth/invalidsession/', true],
    ['/terms/cancel-for-any-reason/', true],
    ['/access-denied/', true],
    ['/acknowledgement/', true],
    ['/', false],
    ['/travel-policies/', false],
    ['/fr/travel-policies/', false],
  ])('isPublicRoute(%s) = %s', (p, out) => expect(isPublicRoute(p)).toBe(out));
});
