import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MINIMUM_REDEMPTION_MINOR,
  minimumRedemption,
  priceBreakdown,
  rewardsEarned,
  splitPayment,
  type Cart,
  type PaymentPart,
  type SplitPaymentInput,
} from '../../../../src/lib/domain/booking/checkout-payment';
import {
  BookingPassengersRequestSchema,
  PaymentRequestSchema,
  ProtectionSelectionSchema,
} from '../../../../src/lib/domain/booking/checkout.schema';
import type { RewardsAccount } from '../../../../src/lib/domain/profile/rewards.schema';

function account(
  id: string,
  opts: Partial<{ balance: number; cashValue: number; currency: 'Miles' | 'Cash'; flights: number; redeem: boolean }> = {},
): RewardsAccount {
  const currency = opts.currency ?? 'Miles';
  const balance = opts.balance ?? 50_000;
  return {
    accountReferenceId: id,
    productDisplayName: id,
    product: 'Venture',
    accountType: 'Personal',
    customerAccountRole: 'Primary',
    lastFour: '1234',
    lastFourVirtualCardNumbers: [],
    allowRewardsRedemption: opts.redeem ?? true,
    earn: { hotelsMultiplier: 10, flightsMultiplier: opts.flights ?? 5, carsMultiplier: 0, homesMultiplier: 0 },
    rewardsBalance: { value: balance, currency, currencyDescription: currency === 'Miles' ? 'miles' : 'cash' },
    rewardsCashEquivalent: { value: opts.cashValue ?? balance, currencyCode: 'USD' },
  };
}

describe('priceBreakdown: itemised, total = sum of lines', () => {
  const cart: Cart = {
    baseFareMinor: 40_000,
    taxesMinor: 6_012,
    fees: [
      { code: 'ServiceFee', amountMinor: 1_500 },
      { code: 'SeatFee', amountMinor: 0 },
    ],
    addOns: [
      { product: 'Cfar', amountMinor: 9_202 },
      { product: 'DisruptionAssistance', amountMinor: 2_400 },
    ],
  };

  it('lists base, taxes, each fee and each add-on in order', () => {
    expect(priceBreakdown(cart)).toEqual({
      kind: 'Breakdown',
      lines: [
        { kind: 'BaseFare', amountMinor: 40_000 },
        { kind: 'Taxes', amountMinor: 6_012 },
        { kind: 'Fee', code: 'ServiceFee', amountMinor: 1_500 },
        { kind: 'Fee', code: 'SeatFee', amountMinor: 0 },
        { kind: 'AddOn', product: 'Cfar', amountMinor: 9_202 },
        { kind: 'AddOn', product: 'DisruptionAssistance', amountMinor: 2_400 },
      ],
      totalMinor: 59_114,
    });
  });

  it.each<[string, Partial<Cart>, string]>([
    ['no fees or add-ons', { fees: [], addOns: [] }, 'Breakdown'],
    ['a negative fee', { fees: [{ code: 'X', amountMinor: -1 }] }, 'InvalidCart'],
    ['fractional cents', { taxesMinor: 0.5 }, 'InvalidCart'],
    ['a total past safe integers', { baseFareMinor: Number.MAX_SAFE_INTEGER }, 'InvalidCart'],
  ])('%s → %s', (_name, patch, kind) => {
    expect(priceBreakdown({ ...cart, ...patch }).kind).toBe(kind);
  });

  it('total = sum of lines for any cart', () => {
    const amount = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(amount, amount, fc.array(amount, { maxLength: 5 }), fc.array(amount, { maxLength: 4 }), (base, taxes, fees, addOns) => {
        const result = priceBreakdown({
          baseFareMinor: base,
          taxesMinor: taxes,
          fees: fees.map((a, i) => ({ code: `F${i}`, amountMinor: a })),
          addOns: addOns.map((a) => ({ product: 'Chfar', amountMinor: a })),
        });
        if (result.kind !== 'Breakdown') return false;
        return (
          result.lines.length === 2 + fees.length + addOns.length &&
          result.totalMinor === result.lines.reduce((s, l) => s + l.amountMinor, 0)
        );
      }),
    );
  });
});

describe('minimumRedemption (SPEC §5)', () => {
  const rich = account('rich', { balance: 100_000 });
  const exact = account('exact', { balance: 2_000, cashValue: MINIMUM_REDEMPTION_MINOR });
  const poor = account('poor', { balance: 999 });
  const poorCash = account('poorCash', { currency: 'Cash', balance: 999 });
  const locked = account('locked', { balance: 100_000, redeem: false });
  it.each<[string, RewardsAccount[], object]>([
    ['no accounts', [], { kind: 'NoRedeemableAccount' }],
    ['only an account that cannot redeem', [locked], { kind: 'NoRedeemableAccount' }],
    ['all below', [poor, poorCash, locked], { kind: 'AllBelowMinimum', minimumMinor: 1_000 }],
    ['one below', [rich, poor], { kind: 'SomeBelowMinimum', minimumMinor: 1_000, below: ['poor'], meeting: ['rich'] }],
    [
      'some below',
      [poor, rich, poorCash, exact],
      { kind: 'SomeBelowMinimum', minimumMinor: 1_000, below: ['poor', 'poorCash'], meeting: ['rich', 'exact'] },
    ],
    ['all meet (exactly the minimum meets it)', [rich, exact, locked], { kind: 'AllMeetMinimum', minimumMinor: 1_000 }],
  ])('%s', (_name, accounts, expected) => {
    expect(minimumRedemption(accounts)).toEqual(expected);
  });

  it('takes another minimum', () => {
    expect(minimumRedemption([rich], 200_000)).toEqual({ kind: 'AllBelowMinimum', minimumMinor: 200_000 });
  });
});

describe('splitPayment', () => {
  const card = { paymentId: 'pm_1' };
  const miles = account('m', { balance: 30_000, cashValue: 30_000 });
  const base: SplitPaymentInput = { totalMinor: 50_000, offers: [], credits: [], rewards: null, card };
  const plan = (patch: Partial<SplitPaymentInput>) => splitPayment({ ...base, ...patch });
  const parts = (patch: Partial<SplitPaymentInput>) => {
    const p = plan(patch);
    return p.kind === 'Plan' ? [p.amountForm, p.parts.map((x) => `${x.kind}:${x.amountMinor}`)] : [p.kind];
  };

  it.each<[string, Partial<SplitPaymentInput>, unknown[]]>([
    ['card only', {}, ['fiat', ['UserCard:50000']]],
    [
      'offer, then credit, then card',
      { credits: [{ id: 'c', amountMinor: 10_000 }], offers: [{ id: 'o', amountMinor: 5_000 }] },
      ['fiat', ['TravelWalletOffer:5000', 'TravelWalletCredit:10000', 'UserCard:35000']],
    ],
    ['credit larger than the total', { credits: [{ id: 'c', amountMinor: 90_000 }] }, ['fiat', ['TravelWalletCredit:50000']]],
    [
      'a second credit is untouched once nothing is due',
      {
        credits: [
          { id: 'c1', amountMinor: 50_000 },
          { id: 'c2', amountMinor: 5_000 },
        ],
      },
      ['fiat', ['TravelWalletCredit:50000']],
    ],
    [
      'split rewards and card',
      { rewards: { account: miles, amountToRedeemMinor: 20_000 } },
      ['split', ['Rewards:20000', 'UserCard:30000']],
    ],
    [
      'rewards capped at the balance',
      { rewards: { account: miles, amountToRedeemMinor: 45_000 } },
      ['split', ['Rewards:30000', 'UserCard:20000']],
    ],
    [
      'rewards capped at what remains',
      { credits: [{ id: 'c', amountMinor: 40_000 }], rewards: { account: miles, amountToRedeemMinor: 30_000 } },
      ['rewards', ['TravelWalletCredit:40000', 'Rewards:10000']],
    ],
    [
      'all rewards needs no card',
      { totalMinor: 25_000, card: null, rewards: { account: miles, amountToRedeemMinor: 25_000 } },
      ['rewards', ['Rewards:25000']],
    ],
    ['zero rewards asked is fiat', { rewards: { account: miles, amountToRedeemMinor: 0 } }, ['fiat', ['UserCard:50000']]],
    ['a free cart', { totalMinor: 0, card: null }, ['fiat', []]],
    ['no card for the rest', { card: null, rewards: { account: miles, amountToRedeemMinor: 20_000 } }, ['CardRequired']],
    ['account cannot redeem', { rewards: { account: account('x', { redeem: false }), amountToRedeemMinor: 1 } }, ['RedemptionNotAllowed']],
    [
      'balance below the minimum',
      { rewards: { account: account('x', { balance: 999 }), amountToRedeemMinor: 500 } },
      ['BelowMinimumRedemption'],
    ],
    ['negative total', { totalMinor: -1 }, ['InvalidAmount']],
    ['fractional credit', { credits: [{ id: 'c', amountMinor: 1.5 }] }, ['InvalidAmount']],
    ['negative redemption', { rewards: { account: miles, amountToRedeemMinor: -5 } }, ['InvalidAmount']],
    [
      'the same credit twice',
      {
        credits: [
          { id: 'c', amountMinor: 1 },
          { id: 'c', amountMinor: 1 },
        ],
      },
      ['DuplicateWalletItem'],
    ],
    ['billed to the company in full', { card: null, companyBilling: true }, ['fiat', ['CompanyBilling:50000']]],
    ['a free company-billed cart', { totalMinor: 0, card: null, companyBilling: true }, ['fiat', []]],
    ['company billing beside a card', { companyBilling: true }, ['CompanyPaysInFull']],
    [
      'company billing beside a credit',
      { card: null, companyBilling: true, credits: [{ id: 'c', amountMinor: 1 }] },
      ['CompanyPaysInFull'],
    ],
    [
      'company billing beside rewards',
      { card: null, companyBilling: true, rewards: { account: miles, amountToRedeemMinor: 1_000 } },
      ['CompanyPaysInFull'],
    ],
    [
      'company billing with no rewards asked',
      { card: null, companyBilling: true, rewards: { account: miles, amountToRedeemMinor: 0 } },
      ['fiat', ['CompanyBilling:50000']],
    ],
    ['company billing still checks amounts', { card: null, companyBilling: true, totalMinor: -1 }, ['InvalidAmount']],
  ])('%s', (_name, patch, expected) => {
    expect(parts(patch)).toEqual(expected);
  });

  it('a company-billed plan invoices the whole total as its card part (what refunds and Trips read)', () => {
    expect(plan({ card: null, companyBilling: true })).toMatchObject({ cardMinor: 50_000, rewardsMinor: 0, walletMinor: 0 });
  });

  it('says how much the card must cover when none is given', () => {
    expect(plan({ card: null, credits: [{ id: 'c', amountMinor: 12_345 }] })).toEqual({ kind: 'CardRequired', dueMinor: 37_655 });
  });

  const rewardsPart = (p: ReturnType<typeof splitPayment>) =>
    p.kind === 'Plan' ? p.parts.find((x): x is Extract<PaymentPart, { kind: 'Rewards' }> => x.kind === 'Rewards')?.rewards : undefined;

  it.each<[string, RewardsAccount, number, object]>([
    ['miles at 1¢', miles, 12_345, { balanceUnits: 12_345, value: 12_345, currency: 'Miles' }],
    [
      'miles at 0.7¢ round up',
      account('m7', { balance: 100_000, cashValue: 70_000 }),
      1_000,
      { balanceUnits: 1_429, value: 1_429, currency: 'Miles' },
    ],
    [
      'cash to 2 decimals',
      account('c', { currency: 'Cash', balance: 80_000 }),
      12_345,
      { balanceUnits: 12_345, value: 123.45, currency: 'Cash' },
    ],
    [
      'the whole balance never rounds past it',
      account('m3', { balance: 3_333, cashValue: 1_111 }),
      1_111,
      { balanceUnits: 3_333, value: 3_333, currency: 'Miles' },
    ],
  ])('rewards in the account’s units (SPEC §9): %s', (_name, acct, cents, expected) => {
    expect(rewardsPart(plan({ totalMinor: 1_000_000, rewards: { account: acct, amountToRedeemMinor: cents } }))).toEqual(expected);
  });

  it('property: parts sum to the total, none negative, rewards within the balance and the ask', () => {
    const wallet = fc.array(fc.integer({ min: 0, max: 200_000 }), { maxLength: 3 });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        wallet,
        wallet,
        fc.constantFrom<'Miles' | 'Cash'>('Miles', 'Cash'),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        fc.integer({ min: 0, max: 3_000_000 }),
        (total, offers, credits, currency, balance, cashValue, ask) => {
          const acct = account('r', { currency, balance, cashValue: currency === 'Cash' ? balance : cashValue });
          const result = splitPayment({
            totalMinor: total,
            offers: offers.map((amountMinor, i) => ({ id: `o${i}`, amountMinor })),
            credits: credits.map((amountMinor, i) => ({ id: `c${i}`, amountMinor })),
            rewards: { account: acct, amountToRedeemMinor: ask },
            card,
          });
          if (result.kind === 'BelowMinimumRedemption')
            return ask > 0 && (currency === 'Cash' ? balance : cashValue) < MINIMUM_REDEMPTION_MINOR;
          if (result.kind !== 'Plan') return false;
          const sum = result.parts.reduce((s, p) => s + p.amountMinor, 0);
          const used = rewardsPart(result);
          return (
            sum === total &&
            result.walletMinor + result.rewardsMinor + result.cardMinor === total &&
            result.parts.every((p) => Number.isSafeInteger(p.amountMinor) && p.amountMinor > 0) &&
            result.rewardsMinor <= ask &&
            (used === undefined || (used.balanceUnits >= 0 && used.balanceUnits <= balance)) &&
            result.amountForm === (result.rewardsMinor === 0 ? 'fiat' : result.cardMinor === 0 ? 'rewards' : 'split')
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('rewardsEarned at the flight multiplier', () => {
  it.each<[string, Partial<{ flights: number; currency: 'Miles' | 'Cash' }>, number, object]>([
    ['5X on $123.45 → 617.25 miles, rounded up', { flights: 5 }, 12_345, { balanceUnits: 618, value: 618, currency: 'Miles' }],
    ['5X on $100', { flights: 5 }, 10_000, { balanceUnits: 500, value: 500, currency: 'Miles' }],
    ['1.5X on $0.10 is 0.15 → 1 mile, not 0.1499…', { flights: 1.5 }, 10, { balanceUnits: 1, value: 1, currency: 'Miles' }],
    ['1.5X on $10 is exactly 15', { flights: 1.5 }, 1_000, { balanceUnits: 15, value: 15, currency: 'Miles' }],
    ['nothing paid by card', { flights: 5 }, 0, { balanceUnits: 0, value: 0, currency: 'Miles' }],
    ['no flight multiplier', { flights: 0 }, 50_000, { balanceUnits: 0, value: 0, currency: 'Miles' }],
    ['5 % cash on $123.45 → $6.17', { flights: 5, currency: 'Cash' }, 12_345, { balanceUnits: 617, value: 6.17, currency: 'Cash' }],
    ['5 % cash on $0.10 rounds half up to 1¢', { flights: 5, currency: 'Cash' }, 10, { balanceUnits: 1, value: 0.01, currency: 'Cash' }],
    ['1.5 % cash on $1.00', { flights: 1.5, currency: 'Cash' }, 100, { balanceUnits: 2, value: 0.02, currency: 'Cash' }],
  ])('%s', (_name, opts, cents, rewards) => {
    const acct = account('e', opts);
    expect(rewardsEarned(cents, acct, 'flights')).toEqual({ kind: 'Earned', multiplier: acct.earn.flightsMultiplier, rewards });
  });

  it('each product earns at its own multiplier (SPEC §3: hotels, flights, cars, homes)', () => {
    const acct = {
      ...account('e', { flights: 2 }),
      earn: { hotelsMultiplier: 10, flightsMultiplier: 2, carsMultiplier: 5, homesMultiplier: 0 },
    };
    const miles = (category: 'hotels' | 'flights' | 'cars' | 'homes') => {
      const r = rewardsEarned(10_000, acct, category);
      return r.kind === 'Earned' ? r.rewards.balanceUnits : null;
    };
    expect([miles('hotels'), miles('flights'), miles('cars'), miles('homes')]).toEqual([1_000, 200, 500, 0]);
  });

  it.each([-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER])('%s is not an amount', (cents) => {
    expect(rewardsEarned(cents, account('e'), 'flights')).toEqual({ kind: 'InvalidAmount' });
  });
});

describe('checkout request schemas (shape only)', () => {
  it('a payment request defaults to nothing chosen', () => {
    expect(PaymentRequestSchema.parse({})).toEqual({ offerIds: [], creditIds: [], rewards: null, card: null });
  });

  it.each([
    ['negative redemption', { rewards: { accountReferenceId: 'a', amountToRedeemMinor: -1 } }],
    ['fractional cents', { rewards: { accountReferenceId: 'a', amountToRedeemMinor: 0.5 } }],
    ['an empty card id', { card: { paymentId: ' ' } }],
    ['a NUL in an id', { creditIds: ['a\u0000'] }],
  ])('refuses %s', (_name, body) => {
    expect(PaymentRequestSchema.safeParse(body).success).toBe(false);
  });

  it.each([
    [[], true],
    [['Cfar', 'PriceDropProtection'], true],
    [['Cfar', 'Cfar'], false],
    [['Insurance'], false],
  ])('protection selection %j → %s', (list, ok) => {
    expect(ProtectionSelectionSchema.safeParse(list).success).toBe(ok);
  });

  it('passenger counts are left to the rule, so 10 travelers parse', () => {
    const passengers = Array.from({ length: 10 }, (_, i) => ({ travelerId: `t${i}`, passengerType: 'ADT' }));
    expect(BookingPassengersRequestSchema.safeParse({ passengers, contact: { email: '', phone: '' } }).success).toBe(true);
    expect(
      BookingPassengersRequestSchema.safeParse({
        passengers: [{ travelerId: 't', passengerType: 'XXX' }],
        contact: { email: '', phone: '' },
      }).success,
    ).toBe(false);
  });
});
