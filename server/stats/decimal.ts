/**
 * Exact decimal text of a ratio of integers (wei over 10^18, a sum over a count): stats
 * values are strings, and numbers would lose the low digits of wei sums.
 */

/** `numerator / denominator` rounded half up to `fractionDigits`, trailing zeros dropped; "0" when the denominator is 0. */
export function formatRatio(numerator: bigint, denominator: bigint, fractionDigits: number): string {
  if (denominator === 0n) return '0';
  const negative = (numerator < 0n) !== (denominator < 0n);
  const num = numerator < 0n ? -numerator : numerator;
  const den = denominator < 0n ? -denominator : denominator;
  const scale = 10n ** BigInt(fractionDigits);
  const scaled = (num * scale * 2n + den) / (den * 2n);
  const whole = scaled / scale;
  const fraction = (scaled % scale).toString().padStart(fractionDigits, '0').replace(/0+$/, '');
  const text = fraction ? `${ whole }.${ fraction }` : whole.toString();
  return negative && scaled !== 0n ? `-${ text }` : text;
}
