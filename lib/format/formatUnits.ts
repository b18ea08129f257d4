import { formatDecimal, roundDecimal, type Decimal } from './decimal';

/** Options of {@link formatUnits}. */
export interface FormatUnitsOptions {
  /** Round to at most this many decimals (half away from zero); default keeps all. */
  maxFractionDigits?: number;
}

const INTEGER_RE = /^[+-]?\d+$/;

/**
 * Converts an integer amount in the smallest unit (wei) into whole units, as English text:
 * `formatUnits('1500000000000000000')` → `'1.5'`, `formatUnits(10n ** 27n)` → `'1,000,000,000'`.
 * Pure BigInt arithmetic, so any supply prints exactly. Trailing zeros are trimmed. A string
 * that is not an integer is returned unchanged rather than throwing in the middle of a render.
 */
export function formatUnits(
  value: string | bigint,
  decimals = 18,
  options: FormatUnitsOptions = {},
): string {
  if (typeof value === 'string' && !INTEGER_RE.test(value.trim())) {
    return value;
  }
  const amount = typeof value === 'bigint' ? value : BigInt(value.trim());
  const negative = amount < BigInt(0);
  const magnitude = negative ? -amount : amount;
  const places = Math.max(0, Math.floor(decimals));
  const unit = BigInt(10) ** BigInt(places);

  const parts: Decimal = {
    negative,
    int: (magnitude / unit).toString(),
    frac: places ? (magnitude % unit).toString().padStart(places, '0') : '',
  };
  const { maxFractionDigits } = options;
  return formatDecimal(maxFractionDigits === undefined ? parts : roundDecimal(parts, maxFractionDigits));
}
