import fc from 'fast-check';

const stringify = (v: unknown) => JSON.stringify(v) ?? 'null';

// Payment method bodies: mostly well-formed tokens and ids, now and then a card number where a
// token belongs (the card-data guard answers those), so the verify flow itself runs on odd input.
export function paymentsShaped(anyText: fc.Arbitrary<string>) {
  const mostly = (plausible: fc.Arbitrary<unknown>, ...absurd: fc.Arbitrary<unknown>[]) =>
    fc.oneof({ weight: 20, arbitrary: plausible }, ...absurd.map((arbitrary) => ({ weight: 1, arbitrary })));
  const token = mostly(
    fc.stringMatching(/^tok_[0-9a-f]{24}$/),
    fc.constantFrom('', 'short', '4111111111111111', '4111 1111 1111 1111', 'x'.repeat(201), 'tok with spaces'),
    anyText,
    fc.anything(),
  );
  const verify = fc
    .record(
      {
        token,
        accountReferenceId: mostly(
          fc.constantFrom('acct-1', 'venture-x'),
          fc.constantFrom('', ' ', 'x'.repeat(121)),
          anyText,
          fc.anything(),
        ),
        isVirtualCard: mostly(fc.boolean(), fc.constantFrom('true', 0, null), fc.anything()),
      },
      { requiredKeys: [] },
    )
    .map(stringify);
  const paymentId = fc
    .record({ paymentId: mostly(fc.uuid(), fc.constantFrom('', 'abc', '5555555555554444'), anyText, fc.anything()) }, { requiredKeys: [] })
    .map(stringify);
  return { verify, paymentId };
}
