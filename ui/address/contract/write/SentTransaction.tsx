/**
 * What became of a transaction the Write tab sent: followed through the explorer's own API
 * (the browser may not reach the node) until it is mined, then success, or the failure
 * with its revert reason as the transaction page shows it.
 */
import { Flex, Spinner, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import { TxEntity } from 'ui/shared/entities/entities';
import TxRevertReason from 'ui/tx/TxRevertReason';
import { isAwaitingTrace, txResultText } from 'ui/txs/txLabels';

/** The indexer writes a block within a second or two of the node. */
const POLL_MS = 1000;

export default function SentTransaction({ hash }: { hash: string }) {
  const query = useApiQuery('general:tx', {
    pathParams: { hash },
    queryOptions: {
      // Until the indexer has it (404), while it is pending, and while a failure awaits its trace (the reason), ask again.
      retry: true,
      retryDelay: POLL_MS,
      refetchInterval: (current) => (!current.state.data?.status || isAwaitingTrace(current.state.data) ? POLL_MS : false),
    },
  });
  const tx = query.data;
  const link = <TxEntity hash={ hash } truncation="dynamic"/>;

  if (tx?.status === 'ok') {
    return (
      <Flex gap="2" align="center" fontSize="sm" wrap="wrap" data-testid="write-result" data-status="success">
        <Text as="span" color="green.fg" fontWeight={ 600 }>Transaction succeeded:</Text>{ link }
      </Flex>
    );
  }
  if (tx?.status === 'error') {
    return (
      <Flex direction="column" gap="1" fontSize="sm" data-testid="write-result" data-status="failed">
        <Flex gap="2" align="center" wrap="wrap">
          <Text as="span" color="red.fg" fontWeight={ 600 }>Transaction failed:</Text>{ link }
        </Flex>
        { tx.revert_reason ? <TxRevertReason reason={ tx.revert_reason }/> : <Text as="span" color="red.fg" data-testid="write-result-reason">{ txResultText(tx.result) }</Text> }
      </Flex>
    );
  }
  return (
    <Flex gap="2" align="center" fontSize="sm" wrap="wrap" data-testid="write-result" data-status="pending">
      <Spinner size="xs"/>
      <Text as="span">Transaction sent, waiting for it to be mined:</Text>{ link }
    </Flex>
  );
}
