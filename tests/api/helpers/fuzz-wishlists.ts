import fc from 'fast-check';

const stringify = (v: unknown) => JSON.stringify(v) ?? 'null';

// Wishlist bodies: mostly well-formed names, ids and catalog stays, now and then absurd ones
// (NUL, lone surrogates, unknown stays, ids no one has), so the service runs on odd but valid input.
export function wishlistsShaped(anyText: fc.Arbitrary<string>) {
  const mostly = (plausible: fc.Arbitrary<unknown>, ...absurd: fc.Arbitrary<unknown>[]) =>
    fc.oneof({ weight: 20, arbitrary: plausible }, ...absurd.map((arbitrary) => ({ weight: 1, arbitrary })));
  const wishlistId = mostly(fc.uuid(), fc.constantFrom('', 'not-a-uuid', '00000000-0000-0000-0000-000000000000'), anyText, fc.anything());
  const name = mostly(
    fc.string({ minLength: 1, maxLength: 50 }),
    fc.constantFrom('', '   ', 'x'.repeat(51), 'a\u0000b', '\ud800', '<b>Paris</b>', "'; drop table wishlists; --"),
    anyText,
    fc.anything(),
  );
  const productId = mostly(
    fc.oneof(
      fc.integer({ min: 0, max: 60 }).map((n) => `h${n}-0`),
      fc.constantFrom('v0-0', 'h0-1'),
    ),
    fc.constantFrom('', ' ', 'x'.repeat(41), 'h99999-0', 'nope', 'a\u0000b', '\udc00'),
    anyText,
    fc.anything(),
  );
  const move = mostly(fc.boolean(), fc.constantFrom('true', 1, null), fc.anything());
  const body = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) => fc.record(fields, { requiredKeys: [] }).map(stringify);
  return {
    create: body({ name }),
    wishlistId: body({ wishlistId }),
    update: body({ wishlistId, name }),
    item: body({ productId, wishlistId, move }),
    productId: body({ productId }),
  };
}
