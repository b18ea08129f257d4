/**
 * A balance's share of the coin's total supply, in percent. The supply arrives in whole
 * coins as a decimal string (`"1000000.5"`), the balance in wei; both go through BigInt so
 * large supplies keep their precision.
 */

/** Whole-coin decimal text → smallest units; null for anything that is not a positive number. */
export function supplyToUnits(supply: string | null | undefined, decimals: number): bigint | null {
  if (!supply) return null;
  const match = /^(\d+)(?:\.(\d*))?$/.exec(supply.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').slice(0, decimals).padEnd(decimals, '0');
  const units = BigInt(match[1] + fraction);
  return units > BigInt(0) ? units : null;
}

/** Percent of `supplyUnits` that `balance` (smallest units) is, to 6 decimals; null when unknown. */
export function supplyShare(balance: string | null | undefined, supplyUnits: bigint | null): number | null {
  if (!balance || supplyUnits === null) return null;
  try {
    return Number(BigInt(balance) * BigInt(100_000_000) / supplyUnits) / 1_000_000;
  } catch {
    return null;
  }
}
