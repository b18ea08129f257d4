/** Screen for a transaction hash the backend does not know (yet). */
import { Box, List } from '@chakra-ui/react';
import React from 'react';

import AppErrorButton from './AppErrorButton';
import AppErrorLayout from './AppErrorLayout';
import MagnifierIllustration from './illustrations/MagnifierIllustration';

/** Heading of the screen, word for word from the spec. */
export const TX_NOT_FOUND_TITLE = 'Sorry, we are unable to locate this transaction hash';

/** Reasons a fresh transaction may be missing, in the order the spec lists them. */
export const TX_NOT_FOUND_HINTS: ReadonlyArray<string> = [
  'If you have just submitted this transaction please wait for at least 30 seconds before refreshing this page.',
  'It could still be in the TX Pool of a different node, waiting to be broadcasted.',
  'During times when the network is busy (i.e. during ICOs) it can take a while for your transaction to propagate through the network and for us to index it.',
  'If it still does not show up after 1 hour, please check with your sender/exchange/wallet/transaction provider for additional information.',
];

/** "Transaction not found" screen with the four hints. */
export default function AppErrorTxNotFound() {
  return (
    <AppErrorLayout
      kind="tx_not_found"
      illustration={ <MagnifierIllustration/> }
      title={ TX_NOT_FOUND_TITLE }
      actions={ <AppErrorButton/> }
    >
      { /* Hints read better left-aligned even though the screen is centred. */ }
      <Box textAlign="left" w="100%">
        <List.Root gap={ 3 } ps={ 5 }>
          { TX_NOT_FOUND_HINTS.map((hint) => (
            <List.Item key={ hint }>{ hint }</List.Item>
          )) }
        </List.Root>
      </Box>
    </AppErrorLayout>
  );
}
