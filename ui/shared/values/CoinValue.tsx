/**
 * Amounts of the native coin (QNM) and of tokens: the exact value on hover, a rounded one
 * in the text so columns stay readable.
 */
import { Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { formatUnits } from 'lib/format';

/** Digits after the point in lists and summaries; the title keeps every digit. */
export const DISPLAY_FRACTION_DIGITS = 6;

interface Props {
  /** Integer amount in the smallest unit (wei for QNM). */
  value: string | null | undefined;
  decimals?: number | string | null;
  /** Defaults to the native coin's symbol; `null` shows no symbol. */
  symbol?: string | null;
  /** Shows every digit, as on details pages. */
  exact?: boolean;
  testId?: string;
}

/** The smallest amount a rounded value can show; anything non-zero below it reads "<0.000001". */
const SMALLEST_SHOWN = `0.${ '0'.repeat(DISPLAY_FRACTION_DIGITS - 1) }1`;

export function formatCoin(value: string, decimals: number = config.chain.currency.decimals, exact = false): string {
  if (exact) return formatUnits(value, decimals);
  const rounded = formatUnits(value, decimals, { maxFractionDigits: DISPLAY_FRACTION_DIGITS });
  // A tiny fee (a few wei) must not read as nothing.
  const isNonZero = /^[+-]?\d+$/.test(value.trim()) && BigInt(value.trim()) !== BigInt(0);
  if (isNonZero && /^-?0$/.test(rounded)) return `${ value.trim().startsWith('-') ? '>-' : '<' }${ SMALLEST_SHOWN }`;
  return rounded;
}

export default function CoinValue({ value, decimals, symbol, exact, testId }: Props) {
  if (value === null || value === undefined) return <Text as="span" color="text.secondary">—</Text>;
  const places = decimals === null || decimals === undefined ? config.chain.currency.decimals : Number(decimals);
  const unit = symbol === undefined ? config.chain.currency.symbol : symbol;
  const full = formatUnits(value, places);
  return (
    <Text as="span" title={ unit ? `${ full } ${ unit }` : full } whiteSpace="nowrap" data-testid={ testId }>
      { formatCoin(value, places, exact) }{ unit ? ` ${ unit }` : '' }
    </Text>
  );
}
