import { formatUnits, type FormatUnitsOptions } from './formatUnits';

/** Decimals between wei and gwei. */
export const GWEI_DECIMALS = 9;

/**
 * Wei → gwei as English text without the unit: `formatGwei('1500000000')` → `'1.5'`.
 * Exact (BigInt); see {@link formatUnits} for rounding and bad input.
 */
export function formatGwei(wei: string | bigint, options: FormatUnitsOptions = {}): string {
  return formatUnits(wei, GWEI_DECIMALS, options);
}
