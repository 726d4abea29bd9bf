import fc from 'fast-check';
import { HotelAmenities, PreferredAirlines } from '../../../src/lib/domain/profile/preferences.schema';
import { AssistanceCodes } from '../../../src/lib/domain/profile/travelers.schema';
import { suiteClock } from './clock';

// Profile bodies: mostly well-formed travelers, preferences and ids, with each field now and then
// absurd, so a good share passes the schema and the services run on odd but valid input too.
export function profileShaped(anyText: fc.Arbitrary<string>) {
  const mostly = (plausible: fc.Arbitrary<unknown>, ...absurd: fc.Arbitrary<unknown>[]) =>
    fc.oneof({ weight: 20, arbitrary: plausible }, ...absurd.map((arbitrary) => ({ weight: 1, arbitrary })));
  // Valid values weigh most: with fourteen fields, an even mix would let almost no traveler through.
  const pick = (valid: readonly string[], invalid: readonly string[]) =>
    fc.oneof(
      { weight: 30, arbitrary: fc.constantFrom(...valid) },
      { weight: 1, arbitrary: fc.constantFrom(...invalid) },
      { weight: 1, arbitrary: anyText },
      { weight: 1, arbitrary: fc.anything() },
    );
  const key = (valid: readonly string[], ...absurd: fc.Arbitrary<string>[]) =>
    fc.oneof({ weight: 20, arbitrary: fc.constantFrom(...valid) }, ...absurd.map((arbitrary) => ({ weight: 1, arbitrary })));
  const date = mostly(
    fc.integer({ min: -40_000, max: -1 }).map((d) => new Date(suiteClock().getTime() + d * 86_400_000).toISOString().slice(0, 10)),
    fc.constantFrom('2026-02-30', '1870-01-01', '1899-12-31', '99999-01-01', ''),
    fc.integer({ min: 2, max: 400 }).map((d) => new Date(suiteClock().getTime() + d * 86_400_000).toISOString().slice(0, 10)),
    anyText,
  );
  const membership = mostly(
    fc.constantFrom('', ' ', '123456789', 'AB 12-34'),
    fc.constantFrom('x;y', 'x'.repeat(41)),
    fc.string({ maxLength: 45 }),
  );
  const codes = (known: readonly string[]) =>
    mostly(fc.dictionary(key(known, fc.string({ maxLength: 12 })), membership, { maxKeys: 3 }), fc.anything());
  const id = mostly(fc.constant(undefined), fc.uuid(), fc.constantFrom('', 'no-such-id', 'x'.repeat(65)), anyText);

  const traveler = fc
    .record(
      {
        id,
        givenName: pick(['Ava', 'Élise', "O'Neil", 'Jean-Luc', 'Zoë'], [' ', '', 'R2D2', 'x'.repeat(61)]),
        surname: pick(['Martin', 'Ng', 'van der Berg'], ['', '<b>']),
        gender: pick(['M', 'F'], ['X', 'm']),
        dateOfBirth: date,
        assistance: mostly(
          fc.array(fc.constantFrom(...AssistanceCodes), { maxLength: 4 }),
          fc.array(fc.constantFrom('WCHX', 'BLND')),
          fc.anything(),
        ),
        frequentFlyer: codes(['AA', 'DL', 'UA', 'AC', 'KL']),
        hotelLoyalty: codes(['MB', 'HH', 'IHG', 'WOH', 'ALL']),
        emailAddress: pick(['ava@example.com', '', 'a@b.co'], ['ava@', '@']),
        passport: mostly(
          fc.record({
            countryOfIssue: pick(['CA', 'US'], ['CAN', 'ca', '']),
            number: pick(['AB123456', 'X12345'], ['1', '']),
            expiration: date,
          }),
          fc.anything(),
        ),
        nationality: pick(['CA', 'US', ''], ['can', 'C']),
        knownTravelerNumber: pick(['TT8273645', ''], ['12']),
        tsaRedressNumber: pick(['1234567', ''], ['abc']),
        driversLicense: mostly(
          fc.record({ country: pick(['CA', ''], ['x'.repeat(61)]), number: pick(['D123', ''], ['x'.repeat(41)]) }),
          fc.anything(),
        ),
        extras: mostly(
          fc.dictionary(
            key(['costCenter', 'project'], fc.constantFrom('cost center', ''), anyText),
            pick(['NY-01', 'a/b@c.d'], ['a;b', '']),
            { maxKeys: 3 },
          ),
          fc.anything(),
        ),
      },
      { requiredKeys: ['givenName', 'surname', 'gender', 'dateOfBirth'] },
    )
    .map((b) => JSON.stringify(b));

  const travelerId = fc.record(
    { travelerId: mostly(fc.oneof(fc.uuid(), fc.constantFrom('t-1', '')), anyText, fc.anything()) },
    { requiredKeys: [] },
  );
  const personId = fc.record(
    { personId: mostly(fc.oneof(fc.uuid(), fc.constantFrom('t-1', '')), anyText, fc.anything()) },
    { requiredKeys: [] },
  );
  const assignDefault = fc.record(
    {
      travelerId: mostly(fc.uuid(), anyText, fc.anything()),
      userId: mostly(fc.oneof(fc.uuid(), fc.constantFrom('not-a-uuid', '')), anyText, fc.anything()),
    },
    { requiredKeys: [] },
  );

  const hotel = fc.record(
    {
      amenities: mostly(
        fc.array(fc.constantFrom(...HotelAmenities), { maxLength: 10 }),
        fc.array(fc.constantFrom('Spa', 'Pool')),
        fc.anything(),
      ),
      starRatings: mostly(
        fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 6 }),
        fc.array(fc.integer({ min: -1, max: 6 })),
        fc.array(fc.double()),
        fc.anything(),
      ),
      freeCancellationOnly: mostly(fc.boolean(), fc.anything()),
    },
    { requiredKeys: ['amenities', 'starRatings'] },
  );
  const option = mostly(
    fc.oneof(
      fc.constantFrom(
        {
          id: 'airport:YUL',
          kind: 'airport',
          code: 'YUL',
          label: 'Montréal (YUL)',
          sublabel: 'Montreal Pierre Elliott Trudeau Intl, Canada',
        },
        { id: 'airport:jfk', kind: 'airport', code: null, label: 'New York (JFK)', sublabel: '' },
        { id: 'city:Paris|FR', kind: 'city', code: 'CDG', label: 'Paris', sublabel: 'Île-de-France, France' },
      ),
      fc.record({
        id: fc.oneof(fc.constantFrom('airport:YUL', 'airport:QQQ', 'city:Nowhere|ZZ'), anyText),
        kind: fc.constantFrom('airport', 'city', 'port'),
        code: fc.oneof(fc.constantFrom('YUL', 'JFK', 'QQQ', 'jfk', null), fc.string({ maxLength: 4 })),
        label: anyText,
        sublabel: anyText,
      }),
    ),
    fc.constant(null),
    fc.anything(),
  );
  const flag = mostly(fc.boolean(), fc.anything());
  const noFareClass = { basic: false, standard: false, enhanced: false, premium: false, luxury: false };
  const flight = fc.record(
    {
      homeAirport: option,
      // SPEC §5 single choice: mostly none or one, sometimes several (a 422), sometimes malformed.
      fareClasses: mostly(
        fc
          .constantFrom(null, 'basic', 'standard', 'enhanced', 'premium', 'luxury')
          .map((one) => (one ? { ...noFareClass, [one]: true } : noFareClass)),
        fc.record({ basic: fc.boolean(), standard: fc.boolean(), enhanced: fc.boolean(), premium: fc.boolean(), luxury: fc.boolean() }),
        fc.record({ basic: flag, luxury: flag }, { requiredKeys: [] }),
        fc.anything(),
      ),
      airlines: mostly(
        fc.array(fc.constantFrom(...PreferredAirlines, 'NoLCC'), { maxLength: 9 }),
        fc.array(fc.constantFrom('WN', 'AA')),
        fc.anything(),
      ),
      nonStopOnly: flag,
    },
    { requiredKeys: ['homeAirport', 'fareClasses', 'airlines', 'nonStopOnly'] },
  );
  const metadata = fc.dictionary(
    fc.oneof(fc.constantFrom('seenHint', 'theme', '__proto__', 'constructor', ''), fc.string({ maxLength: 70 })),
    fc.oneof(fc.boolean(), fc.double(), fc.string({ maxLength: 210 }), fc.constant(null), fc.anything()),
    { maxKeys: 8 },
  );

  const json = (a: fc.Arbitrary<unknown>) => a.map((b) => JSON.stringify(b) ?? 'null');
  return {
    traveler,
    travelerId: json(travelerId),
    personId: json(personId),
    assignDefault: json(assignDefault),
    hotel: json(hotel),
    flight: json(flight),
    metadata: json(metadata),
  };
}
