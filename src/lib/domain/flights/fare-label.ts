// How the review page names the chosen fare: the airline's brand and our fare class, once each.
// Airlines often call their main-cabin brand "Standard" or "Basic", the very name of our class:
// then "Standard · Standard" says one thing twice, and the label keeps one.

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/** The names the label shows: the brand, then the class when it says something the brand does not. */
export function fareLabelParts(brand: string, shelf: string): { brand: string; shelf: string } | { shelf: string } {
  const b = brand.trim();
  if (!b || same(b, shelf)) return { shelf };
  return { brand: b, shelf };
}
