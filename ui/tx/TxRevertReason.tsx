/** Why a transaction reverted: the message when there is one, else the custom error or the raw bytes. */
import { Box, Text } from '@chakra-ui/react';
import React from 'react';

import type { TransactionRevertReason } from 'types/api/transaction';

import TxDecodedInput from './decoded/TxDecodedInput';
import { revertReasonView } from './txDetailsFormat';

export default function TxRevertReason({ reason }: { reason: TransactionRevertReason }) {
  const view = revertReasonView(reason);
  switch (view.kind) {
    case 'text':
      return <Text as="span" color="red.fg" fontWeight={ 500 } wordBreak="break-word" data-testid="revert-reason">{ view.text }</Text>;
    case 'decoded':
      return <Box data-testid="revert-reason"><TxDecodedInput input={ view.reason }/></Box>;
    default:
      return <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all" data-testid="revert-reason">{ view.hex }</Text>;
  }
}
