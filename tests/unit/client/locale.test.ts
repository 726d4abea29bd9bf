import { describe, expect, it } from 'vitest';
import { isPublicRoute, keepQueryOnLanguageSwitch, localeFromPath, localePath, switchLocalePath } from '../../../src/lib/client/locale';

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

describe('the language switch keeps the page query', () => {
  it('adds the current query and hash to the link as it is clicked, and stops when cleaned up', () => {
    document.body.innerHTML = '<nav class="language-switch"><a href="/fr/flights/shop/" hreflang="fr">Français</a></nav>';
    const link = document.querySelector('a')!;
    const stay = (e: Event) => e.preventDefault();
    document.addEventListener('click', stay);
    window.history.replaceState(null, '', '/flights/shop/?tripType=oneWay&slice=JFK,LAX,2026-12-10#results');
    const stop = keepQueryOnLanguageSwitch();
    link.click();
    expect(new URL(link.href).pathname + new URL(link.href).search + new URL(link.href).hash).toBe(
      '/fr/flights/shop/?tripType=oneWay&slice=JFK,LAX,2026-12-10#results',
    );
    stop();
    link.href = '/fr/flights/shop/';
    link.click();
    expect(new URL(link.href).search).toBe('');
    document.removeEventListener('click', stay);
  });
});
