// The content an editor changes without touching code. Every field is described so the
// build error for a wrong frontmatter names the field and says what it expects.
// Layout: src/content/<collection>/<en|fr>/<slug>.mdx; a French file with the same slug
// translates the English one, and a missing one falls back to English, marked as such.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { productNavigation, type ProductKey } from './lib/domain/shared/navigation';

const productKeys = productNavigation.map((p) => p.key) as [ProductKey, ...ProductKey[]];
const product = z.enum(productKeys).describe(`Which search page the entry links to: ${productKeys.join(', ')}`);

const title = z.string().min(3).max(80).describe('Page or card title, shown as the heading (3–80 characters)');
const description = z.string().min(50).max(170).describe('One or two sentences for search engines and link previews (50–170 characters)');
const updated = z.coerce.date().describe('Date of the last change of substance, YYYY-MM-DD; shown as "Last updated"');

const terms = defineCollection({
  loader: glob({ pattern: '{en,fr}/*.mdx', base: './src/content/terms' }),
  schema: z.object({
    title,
    description,
    summary: z.string().min(20).max(400).describe('The rule in one plain sentence, shown under the heading'),
    kind: z
      .enum(['protection', 'legal'])
      .describe('protection: a /terms/<slug>/ page of a product protection; legal: the site-wide terms pages'),
    updated,
  }),
});

export const faqGroups = ['booking', 'payment-rewards', 'changes-cancellations', 'protections', 'corporate'] as const;

const faq = defineCollection({
  // One file per question: faq/<locale>/<anchor>.mdx; the file name is the question's stable anchor.
  loader: glob({ pattern: '{en,fr}/*.mdx', base: './src/content/faq' }),
  schema: z.object({
    question: z.string().min(10).max(160).describe('The question as a traveler would ask it'),
    group: z.enum(faqGroups).describe(`FAQ section: ${faqGroups.join(', ')}`),
    order: z.number().int().min(0).describe('Position within its group, smallest first'),
  }),
});

const offers = defineCollection({
  loader: glob({ pattern: '{en,fr}/*.mdx', base: './src/content/offers' }),
  schema: z.object({
    title,
    kind: z.enum(['travel', 'premium']).describe('travel: on /travel-offers/; premium: on /premium-offers/'),
    product,
    teaser: z.string().min(20).max(200).describe('Short line shown on the offer card'),
    badge: z.string().max(30).optional().describe('Optional label on the card, e.g. "Cardholder exclusive"'),
    validUntil: z.coerce.date().optional().describe('Last day of the offer, YYYY-MM-DD; expired offers are not built'),
    order: z.number().int().min(0).describe('Position on the page, smallest first'),
  }),
});

const sale = defineCollection({
  // Destinations come from runtime config (travelSale.flightDestinations / hotelDestinations), not from here.
  loader: glob({ pattern: '{en,fr}/*.mdx', base: './src/content/sale' }),
  schema: z.object({
    title,
    description,
    heading: z.string().min(3).max(100).describe('Main heading of the sale page'),
    lead: z.string().min(20).max(300).describe('Paragraph under the heading'),
    flightsHeading: z.string().min(3).max(80).describe('Heading above the flight destinations'),
    hotelsHeading: z.string().min(3).max(80).describe('Heading above the hotel destinations'),
    saleEnds: z.coerce.date().describe('Last day of the sale, YYYY-MM-DD'),
  }),
});

const pages = defineCollection({
  loader: glob({ pattern: '{en,fr}/*.mdx', base: './src/content/pages' }),
  schema: z.object({
    title,
    description,
    heading: z.string().min(3).max(100).describe('Main heading'),
    lead: z.string().min(20).max(300).describe('Paragraph under the heading'),
    leadCorporate: z
      .string()
      .min(20)
      .max(300)
      .optional()
      .describe("The lead a company's traveler reads instead: company travel, no rewards earned"),
    entryPoints: z
      .array(z.object({ product, title: z.string().min(2).max(40), blurb: z.string().min(10).max(140) }))
      .default([])
      .describe('Product tiles, each linking to its search page'),
    earnRates: z
      .array(
        z.object({
          card: z.string().min(2).max(40).describe('Card family name'),
          currency: z.enum(['Miles', 'Cash']).describe('Miles show as an X multiplier, Cash as a percent'),
          hotels: z.number().positive(),
          cars: z.number().positive(),
          flights: z.number().positive(),
        }),
      )
      .default([])
      .describe('The rewards earn-rate banner: rates per card family'),
  }),
});

export const collections = { terms, faq, offers, sale, pages };
