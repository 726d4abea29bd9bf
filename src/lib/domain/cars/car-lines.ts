// The English labels of a car's fee lines: the server writes them, and each page and email reads
// a line back into its own language by them (an extra's line is labelled with the extra's name).
export const CarFeeLabels = { oneWay: 'One-way fee', youngDriver: 'Young driver fee' } as const;
export type CarFee = keyof typeof CarFeeLabels;

/** Which fee a line's label names, or null for another line. */
export const feeOfLabel = (label: string): CarFee | null =>
  (Object.keys(CarFeeLabels) as CarFee[]).find((k) => CarFeeLabels[k] === label) ?? null;
