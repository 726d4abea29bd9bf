import { describe, expect, it } from 'vitest';
import { billingReference, CentralBillingRecordSchema } from '../../../../src/lib/domain/corporate/central-billing';

describe('billingReference', () => {
  it.each([
    ['CON', '3f9a12bc-0000-4000-8000-000000000000', 'CON-3F9A12BC'],
    ['NW', '00000000-1111-4000-8000-000000000000', 'NW-00000000'],
    ['ABCDE', 'abcdef01-2345-4000-8000-000000000000', 'ABCDE-ABCDEF01'],
  ])('%s + %s → %s', (prefix, id, expected) => {
    expect(billingReference(prefix, id)).toBe(expected);
  });

  it('is the same for the same booking', () => {
    const id = '12345678-9abc-4def-8000-000000000000';
    expect(billingReference('CON', id)).toBe(billingReference('CON', id));
  });
});

describe('CentralBillingRecordSchema', () => {
  it.each([
    ['CON', true],
    ['AB', true],
    ['ABCDE', true],
    ['A', false],
    ['ABCDEF', false],
    ['con', false],
    ['C0N', false],
  ])('prefix %s valid: %s', (referencePrefix, ok) => {
    expect(CentralBillingRecordSchema.safeParse({ referencePrefix }).success).toBe(ok);
  });
});
