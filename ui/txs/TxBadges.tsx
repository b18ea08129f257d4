/**
 * Small labels of a transaction row: status (word + symbol, so it reads without colour),
 * type, method and direction relative to the page's address.
 */
import { Badge, Box } from '@chakra-ui/react';
import React from 'react';

import type { Transaction } from 'types/api/transaction';

import { TX_STATUS_TEXT, txResultText, txStatusKind, txTypeLabels, type TxDirection } from './txLabels';

const STATUS_STYLE = {
  success: { palette: 'green', symbol: '✓' },
  failed: { palette: 'red', symbol: '✕' },
  pending: { palette: 'gray', symbol: '…' },
} as const;

export function TxStatus({ tx }: { tx: Pick<Transaction, 'status' | 'block_number' | 'result'> }) {
  const kind = txStatusKind(tx);
  const { palette, symbol } = STATUS_STYLE[kind];
  // A failed transaction's result is the reason ("Reverted", "out of gas"): worth a hover.
  const title = kind === 'failed' && tx.result && tx.result !== 'success' ? `Failed: ${ txResultText(tx.result) }` : undefined;
  return (
    <Badge colorPalette={ palette } variant="subtle" size="sm" title={ title } data-testid="tx-status" data-status={ kind } flexShrink={ 0 }>
      <Box as="span" aria-hidden>{ symbol }</Box>
      { TX_STATUS_TEXT[kind] }
    </Badge>
  );
}

export function TxTypes({ tx }: { tx: Pick<Transaction, 'transaction_types'> }) {
  return (
    <>
      { txTypeLabels(tx.transaction_types).map((label) => (
        <Badge key={ label } colorPalette="brand" variant="subtle" size="sm" data-testid="tx-type" flexShrink={ 0 }>{ label }</Badge>
      )) }
    </>
  );
}

/** The decoded method name (or the bare selector); chain text, so plain React text. */
export function TxMethod({ method }: { method: string | null }) {
  if (!method) return <Box as="span" color="text.secondary">—</Box>;
  return (
    <Badge variant="outline" size="sm" maxW="160px" title={ method } data-testid="tx-method" fontFamily="mono" fontWeight={ 500 }>
      <Box as="span" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">{ method }</Box>
    </Badge>
  );
}

const DIRECTION_STYLE: Record<TxDirection, { text: string; palette: string; title: string }> = {
  'in': { text: 'IN', palette: 'green', title: 'Incoming: this address received it' },
  out: { text: 'OUT', palette: 'orange', title: 'Outgoing: this address sent it' },
  self: { text: 'SELF', palette: 'gray', title: 'Sent by this address to itself' },
};

export function TxDirectionBadge({ direction }: { direction: TxDirection }) {
  const style = DIRECTION_STYLE[direction];
  return (
    <Badge colorPalette={ style.palette } variant="subtle" size="sm" title={ style.title } data-testid="tx-direction" flexShrink={ 0 }
      minW="10" justifyContent="center">
      { style.text }
    </Badge>
  );
}
