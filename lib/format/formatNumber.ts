import { formatDecimal, parseDecimal, roundDecimal } from './decimal';

/** Options of {@link formatNumber}. */
export interface FormatNumberOptions {
  /** Round to at most this many decimals (half away from zero); default keeps every digit. */
  maxFractionDigits?: number;
}

/**
 * English-locale number text with thousands separators: `1234567.5` → `'1,234,567.5'`.
 * Accepts bigint and decimal strings of any length without losing precision. Text that is
 * not a finite number (or NaN/Infinity) is returned unchanged, so bad data stays visible.
 */
export function formatNumber(value: number | bigint | string, options: FormatNumberOptions = {}): string {
  const parsed = parseDecimal(value);
  if (!parsed) {
    return String(value);
  }
  const { maxFractionDigits } = options;
  return formatDecimal(maxFractionDigits === undefined ? parsed : roundDecimal(parsed, maxFractionDigits));
}
