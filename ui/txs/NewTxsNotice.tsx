/**
 * The "N new transactions" bar above a live list: clicking it loads them. When the socket is
 * down it says so, so an unchanging list is not mistaken for a quiet chain.
 */
import { Box, Button } from '@chakra-ui/react';
import React from 'react';

import { formatNumber } from 'lib/format';

export function newTxsText(count: number): string {
  return count === 1 ? '1 new transaction has come in' : `${ formatNumber(count) } new transactions have come in`;
}

export const LIVE_UNAVAILABLE_TEXT = 'Live updates are unavailable. Reload the page to see new transactions.';

interface Props {
  count: number;
  isUnavailable?: boolean;
  isLoading?: boolean;
  onClick: () => void;
}

export default function NewTxsNotice({ count, isUnavailable, isLoading, onClick }: Props) {
  if (isUnavailable) {
    return (
      <Box role="status" fontSize="sm" color="text.secondary" bg="bg.sidebar" borderRadius="md" px="4" py="2" mb="3"
        data-testid="new-txs-unavailable">
        { LIVE_UNAVAILABLE_TEXT }
      </Box>
    );
  }
  if (count <= 0) return null;
  return (
    <Button onClick={ onClick } loading={ isLoading } variant="subtle" colorPalette="brand" size="sm" w="100%" mb="3" fontWeight={ 500 }
      data-testid="new-txs-notice" data-count={ count }>
      { newTxsText(count) } · Show
    </Button>
  );
}
