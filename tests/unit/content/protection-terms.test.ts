// The terms a protection offer links to: the link's anchor is a heading id written in both
// languages (an automatic slug would follow the French heading's words), and the page states the
// price checkout-protections.ts charges, from the same numbers.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ProtectionProducts, protectionTermsPath, type ProtectionProduct } from '../../../src/lib/domain/booking/checkout-protections';
import { protectionPricing } from '../../../src/lib/domain/booking/protections';

const mdx = (locale: 'en' | 'fr', path: string) => {
  const slug = /^\/terms\/([^/]+)\//.exec(path)?.[1];
  if (!slug) throw new Error(`${path} is not a terms page`);
  return readFileSync(`src/content/terms/${locale}/${slug}.mdx`, 'utf8');
};

/** The term keys that state a product's price; price drop protection is free and says so in words. */
const priceKeys: Record<ProtectionProduct, readonly string[]> = {
  Cfar: ['cfar.premiumPercent', 'cfar.minPerPassenger'],
  Chfar: ['chfar.premiumPercent', 'chfar.minPerPassenger'],
  DisruptionAssistance: ['disruption.premiumPercent', 'disruption.minPerPassenger'],
  PriceDropProtection: [],
};

describe.each(['en', 'fr'] as const)('protection terms in %s', (locale) => {
  it.each(ProtectionProducts.map((p) => [p, protectionTermsPath[p]] as const))(
    '%s links to %s, whose anchor is an explicit id',
    (_, path) => {
      const anchor = path.split('#')[1];
      if (anchor) expect(mdx(locale, path)).toMatch(new RegExp(`<h[23] id="${anchor}">`));
    },
  );

  it.each(ProtectionProducts.map((p) => [p, protectionTermsPath[p]] as const))('%s states its price on %s', (product, path) => {
    const text = mdx(locale, path);
    for (const k of priceKeys[product]) expect(text).toContain(`<Term k="${k}" />`);
  });

  it('calls price drop protection free only while it is priced at nothing', () => {
    const free = locale === 'en' ? /It is free/ : /Elle est gratuite/;
    expect(free.test(mdx(locale, protectionTermsPath.PriceDropProtection))).toBe(protectionPricing.priceDrop.premiumMinor === 0);
  });
});
