/**
 * The one "N new … have come in" notice of live lists: clicking it brings the new rows in.
 * Above the list as a bar, or floating: pinned to the top of the screen while the reader is
 * down in the list, and taking no room, so its coming and going moves no row. When the
 * socket is down it says so, so an unchanging list is not mistaken for a quiet chain.
 */
import { Box, Button } from '@chakra-ui/react';
import React from 'react';

import { formatNumber } from 'lib/format';

/** "1 new block has come in", "3 new blocks have come in"; `noun` is singular. */
export function newItemsText(count: number, noun: string): string {
  return count === 1 ? `1 new ${ noun } has come in` : `${ formatNumber(count) } new ${ noun }s have come in`;
}

interface Props {
  count: number;
  /** What the list holds, singular: "transaction", "block". */
  noun: string;
  /** Text shown instead while live updates are down. */
  unavailableText?: string;
  isUnavailable?: boolean;
  isLoading?: boolean;
  /** Pinned over the list instead of a bar above it. */
  isFloating?: boolean;
  onClick: () => void;
  testId?: string;
}

export default function NewItemsNotice({
  count, noun, unavailableText, isUnavailable, isLoading, isFloating, onClick, testId = 'new-items-notice',
}: Props) {
  if (isUnavailable && unavailableText) {
    return (
      <Box role="status" fontSize="sm" color="text.secondary" bg="bg.sidebar" borderRadius="md" px="4" py="2" mb="3"
        data-testid={ `${ testId }-unavailable` }>
        { unavailableText }
      </Box>
    );
  }
  if (count <= 0) return null;
  const text = `${ newItemsText(count, noun) } · Show`;
  if (isFloating) {
    return (
      // Zero height: the sticky box keeps the button in view without taking a line of the list.
      <Box position="sticky" top="3" h="0" zIndex="sticky" display="flex" justifyContent="center">
        <Button onClick={ onClick } loading={ isLoading } variant="solid" colorPalette="brand" size="sm" borderRadius="full" boxShadow="md"
          fontWeight={ 500 } data-testid={ testId } data-count={ count }>
          { text }
        </Button>
      </Box>
    );
  }
  return (
    <Button onClick={ onClick } loading={ isLoading } variant="subtle" colorPalette="brand" size="sm" w="100%" mb="3" fontWeight={ 500 }
      data-testid={ testId } data-count={ count }>
      { text }
    </Button>
  );
}
