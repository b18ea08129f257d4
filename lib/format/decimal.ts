/**
 * Exact decimal-string arithmetic shared by the number formatters. Values from the API are
 * often larger than 2^53 or have more digits than a double holds, so they are handled as
 * digit strings (and BigInt where carrying is needed), never as floating point.
 */

/** A decimal number split into parts; `int` has no leading zeros (at least '0'). */
export interface Decimal {
  negative: boolean;
  int: string;
  frac: string;
}

const MAX_EXPONENT = 1_000;
const DECIMAL_RE = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * Parses a number, bigint or decimal string (optionally with an exponent, as `String(1e-7)`
 * gives) into exact parts. Returns null for anything that is not a finite decimal.
 */
export function parseDecimal(value: number | bigint | string): Decimal | null {
  if (typeof value === 'bigint') {
    return normalise(value < BigInt(0), (value < BigInt(0) ? -value : value).toString(), '');
  }
  if (typeof value === 'number' && !Number.isFinite(value)) {
    return null;
  }
  // String(number) is the shortest text that reads back as the same double, so no digits
  // are invented (0.1 + 0.2 stays 0.30000000000000004, not 0.3000000000000000444…).
  const match = DECIMAL_RE.exec(String(value).trim());
  if (!match || (!match[2] && !match[3])) {
    return null;
  }
  const [ , sign, intDigits, fracDigits = '', exponentText ] = match;
  const exponent = exponentText ? Number(exponentText) : 0;
  // Doubles stay within ±324; a larger exponent in text would only build a huge string.
  if (Math.abs(exponent) > MAX_EXPONENT) {
    return null;
  }
  return shiftPoint(sign === '-', intDigits, fracDigits, exponent);
}

/** Moves the decimal point `exponent` places to the right (left when negative). */
function shiftPoint(negative: boolean, int: string, frac: string, exponent: number): Decimal {
  const digits = int + frac;
  const point = int.length + exponent;
  if (point <= 0) {
    return normalise(negative, '', '0'.repeat(-point) + digits);
  }
  if (point >= digits.length) {
    return normalise(negative, digits + '0'.repeat(point - digits.length), '');
  }
  return normalise(negative, digits.slice(0, point), digits.slice(point));
}

function normalise(negative: boolean, int: string, frac: string): Decimal {
  return { negative, int: int.replace(/^0+/, '') || '0', frac: frac.replace(/0+$/, '') };
}

/**
 * Rounds to at most `maxFractionDigits` (half away from zero, as people round by hand).
 * Carries use BigInt, so 9.999 → 10 works for any length.
 */
export function roundDecimal(value: Decimal, maxFractionDigits: number): Decimal {
  const digits = Math.max(0, Math.floor(maxFractionDigits));
  if (value.frac.length <= digits) {
    return value;
  }
  const kept = BigInt(value.int + value.frac.slice(0, digits));
  const roundsUp = value.frac.charCodeAt(digits) >= '5'.charCodeAt(0);
  const scaled = (roundsUp ? kept + BigInt(1) : kept).toString().padStart(digits + 1, '0');
  const split = scaled.length - digits;
  return normalise(value.negative, scaled.slice(0, split), scaled.slice(split));
}

/** Groups integer digits in threes with commas, English style: '1234567' → '1,234,567'. */
export function groupDigits(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Renders parts as English text: grouped integer part, no trailing zeros, no '-0'. */
export function formatDecimal(value: Decimal): string {
  const isZero = /^0*$/.test(value.int) && /^0*$/.test(value.frac);
  const frac = value.frac.replace(/0+$/, '');
  return `${ value.negative && !isZero ? '-' : '' }${ groupDigits(value.int) }${ frac ? `.${ frac }` : '' }`;
}
