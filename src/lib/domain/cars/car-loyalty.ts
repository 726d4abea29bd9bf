// A rental brand's loyalty number (SPEC §3 car loyalty errors), checked the way the simulated
// programs check it: a number is up to two letters (the member's initials) and 6 to 10 digits
// whose last one is a Luhn check digit. Dollar Express and Thrifty Blue Chip answer "not found"
// for a number they do not know; the other programs call it invalid.
export const CarLoyaltyErrors = ['InvalidLoyaltyNumber', 'LoyaltyNameMismatch', 'DollarExpressNotFound', 'BlueChipNumberNotFound'] as const;
export type CarLoyaltyError = (typeof CarLoyaltyErrors)[number];

/** Each brand's program, by supplier code. */
export const carLoyaltyPrograms: Readonly<Record<string, string>> = {
  ZE: 'Hertz Gold Plus Rewards',
  ZI: 'Avis Preferred',
  ET: 'Enterprise Plus',
  ZL: 'Emerald Club',
  ZD: 'Budget Fastbreak',
  AL: 'Alamo Insiders',
  SX: 'Sixt Advantage',
  ZT: 'Thrifty Blue Chip Rewards',
  ZR: 'Dollar Express Rewards',
};

const NOT_FOUND: Readonly<Record<string, CarLoyaltyError>> = { ZR: 'DollarExpressNotFound', ZT: 'BlueChipNumberNotFound' };

/** Whether a digit string's last digit is its Luhn check digit. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export const normalizeLoyaltyNumber = (n: string) => n.replace(/[\s-]/g, '').toUpperCase();

const initial = (name: string) =>
  name
    .trim()
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .charAt(0)
    .toUpperCase();

/** Why the brand's program refuses this number for this driver, or null when it takes it. */
export function checkCarLoyalty(
  supplierCode: string,
  number: string,
  driver: { givenName: string; surname: string },
): CarLoyaltyError | null {
  const m = /^([A-Z]{2})?(\d{6,10})$/.exec(normalizeLoyaltyNumber(number));
  if (!m) return 'InvalidLoyaltyNumber';
  const [, letters, digits] = m;
  if (!luhnValid(digits!)) return NOT_FOUND[supplierCode] ?? 'InvalidLoyaltyNumber';
  if (letters && letters !== `${initial(driver.givenName)}${initial(driver.surname)}`) return 'LoyaltyNameMismatch';
  return null;
}
