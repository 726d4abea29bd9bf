import { describe, expect, it } from 'vitest';
import { pickLocalized } from '../../../src/content/pick-localized';

const entries = [{ id: 'en/cfar' }, { id: 'fr/cfar' }, { id: 'en/faq-only-english' }, { id: 'fr/orphan' }];

describe('pickLocalized', () => {
  it.each([
    ['en', 'cfar', 'en/cfar', false],
    ['fr', 'cfar', 'fr/cfar', false],
    ['en', 'faq-only-english', 'en/faq-only-english', false],
    ['fr', 'faq-only-english', 'en/faq-only-english', true],
  ] as const)('a %s page of %s shows %s (fallback %s)', (locale, slug, id, fallback) => {
    const picked = pickLocalized(entries, locale).find((p) => p.slug === slug);
    expect(picked?.entry.id).toBe(id);
    expect(picked?.fallback).toBe(fallback);
    expect(picked?.contentLocale).toBe(id.slice(0, 2));
  });

  it('builds no page from a translation without its English original', () => {
    expect(pickLocalized(entries, 'fr').map((p) => p.slug)).not.toContain('orphan');
    expect(pickLocalized(entries, 'en').map((p) => p.slug)).not.toContain('orphan');
  });

  it('keeps slugs with nested folders whole', () => {
    expect(pickLocalized([{ id: 'en/a/b' }], 'fr')).toEqual([
      { entry: { id: 'en/a/b' }, slug: 'a/b', contentLocale: 'en', fallback: true },
    ]);
  });
});
