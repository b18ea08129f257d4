import { formatNumber } from './formatNumber';

/** Options of {@link formatPercent}. */
export interface FormatPercentOptions {
  /** Default 2: `12.3456` → `'12.35%'`. */
  maxFractionDigits?: number;
}

/** Shown instead of a percentage that cannot be computed. */
export const PERCENT_UNAVAILABLE = 'N/A';

/**
 * A value that is already in percent units, as text: `formatPercent(99.5)` → `'99.5%'`.
 * Trailing zeros are trimmed. NaN, Infinity or non-numeric text give {@link PERCENT_UNAVAILABLE}.
 */
export function formatPercent(value: number | string, options: FormatPercentOptions = {}): string {
  const { maxFractionDigits = 2 } = options;
  const text = formatNumber(value, { maxFractionDigits });
  return /^-?[\d,]+(\.\d+)?$/.test(text) ? `${ text }%` : PERCENT_UNAVAILABLE;
}
