// SPEC §5 refundable-room generation: where a room offers a cancel-for-any-reason variant of a rate.
import type { RoomProduct } from './lodging.schema';

export interface CfarQuote {
  quoteId: string;
  rateId: string;
  /** Optional: when set and matching by room id is on, the quote applies to this room only. */
  roomId?: string;
  premium: number;
  coveragePercentage: number;
  valid: boolean;
}

export interface RefundableOptions {
  /** The feature switch. */
  enabled: boolean;
  /** The model-v1 path offers a variant for every rate that has a quote. */
  modelV1: boolean;
  nights: number;
  matchQuotesByRoomId: boolean;
}

/** Per-night premium: the premium spread over the nights, rounded up to the cent. */
export const perNightPremium = (premium: number, nights: number) => Math.ceil(premium / Math.max(1, nights));
/** Premium as a share of the stay's total: round(100 × premium ÷ total), 0 when the total is not positive. */
export const premiumPercentage = (premium: number, total: number) => (total > 0 ? Math.round((100 * premium) / total) : 0);

/** The refundable variant of a product: base plus premium, fully refundable. */
export function refundableVariant(product: RoomProduct, quote: CfarQuote, nights: number): RoomProduct {
  return {
    ...product,
    rateId: `${product.rateId}-cfar`,
    variant: 'RefundableRoom',
    cancellation: 'FullyRefundable',
    perNightSellRate: product.perNightSellRate + perNightPremium(quote.premium, nights),
    sellRate: product.sellRate + quote.premium,
    tripTotal: product.tripTotal + quote.premium,
    refundable: {
      quoteId: quote.quoteId,
      premium: quote.premium,
      perNightPremium: perNightPremium(quote.premium, nights),
      premiumPercentage: premiumPercentage(quote.premium, product.tripTotal),
      coveragePercentage: quote.coveragePercentage,
      coverageAmount: Math.round((product.tripTotal * quote.coveragePercentage) / 100),
      shouldRefundCfarPremium: product.cancellation === 'FullyRefundable',
    },
  };
}

/**
 * The room's products with refundable variants inserted after the products they cover:
 * - only with the feature on and a valid quote for the rate (and, when matching by room id, for the room);
 * - on the model-v1 path, one for every such rate;
 * - otherwise at most one per room, skipped when an earlier product of the room was non-refundable
 *   or when the next product is cheaper than the variant would be.
 */
export function withRefundableVariants(
  roomId: string,
  products: readonly RoomProduct[],
  quotes: readonly CfarQuote[],
  opts: RefundableOptions,
): RoomProduct[] {
  if (!opts.enabled) return [...products];
  const out: RoomProduct[] = [];
  let added = 0;
  products.forEach((product, i) => {
    out.push(product);
    const quote = quotes.find(
      (q) => q.valid && q.rateId === product.rateId && (!opts.matchQuotesByRoomId || q.roomId === undefined || q.roomId === roomId),
    );
    if (!quote) return;
    const variant = refundableVariant(product, quote, opts.nights);
    if (!opts.modelV1) {
      if (added >= 1) return;
      if (products.slice(0, i).some((p) => p.cancellation === 'NonRefundable')) return;
      const next = products[i + 1];
      if (next && next.tripTotal < variant.tripTotal) return;
    }
    out.push(variant);
    added++;
  });
  return out;
}
