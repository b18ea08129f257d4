/**
 * Values of the stats service as the page shows them (English locale, spec §9): whole numbers
 * with separators, large decimals to 2 places, small ones (fees in QNM) to 4 significant
 * digits, and the units after the number.
 */
import { formatNumber } from 'lib/format';
import { parseDecimal } from 'lib/format/decimal';

const SIGNIFICANT_DIGITS = 4;
const MAX_FRACTION_DIGITS = 18;

/** `'1234567'` → `'1,234,567'`, `'2.0049'` → `'2'`, `'0.000021345'` → `'0.00002135'`; bad text stays as it is. */
export function formatStatValue(value: string | number): string {
  const parsed = parseDecimal(value);
  if (!parsed) return String(value);
  if (parsed.int !== '0' || !parsed.frac) return formatNumber(value, { maxFractionDigits: 2 });
  const leadingZeros = parsed.frac.length - parsed.frac.replace(/^0+/, '').length;
  return formatNumber(value, { maxFractionDigits: Math.min(MAX_FRACTION_DIGITS, leadingZeros + SIGNIFICANT_DIGITS) });
}

/** The value with its units: `'12.5 QNM'`, `'2 s'`; a percent sign sits right after the number. */
export function withUnits(text: string, units?: string | null): string {
  if (!units) return text;
  return units === '%' ? `${ text }%` : `${ text } ${ units }`;
}
