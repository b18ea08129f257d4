/**
 * The first token transfers of a transaction, inside its details, with a link to the full
 * list in the "Token transfers" tab when there are more.
 */
import { Flex, Link, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import type { Transaction } from 'types/api/transaction';
import { AddressFromTo, TransferAmount, TransferToken, TransferTokenId } from 'ui/tokenTransfers/TokenTransferParts';
import { getTransferValue } from 'ui/tokenTransfers/tokenTransferValue';

export const SUMMARY_SIZE = 5;

export default function TxTokenTransfersSummary({ tx, tabHref }: { tx: Pick<Transaction, 'token_transfers' | 'token_transfers_overflow'>; tabHref: string }) {
  const transfers = tx.token_transfers ?? [];
  const shown = transfers.slice(0, SUMMARY_SIZE);
  const hasMore = transfers.length > SUMMARY_SIZE || Boolean(tx.token_transfers_overflow);
  return (
    <Flex direction="column" gap="3" minW="0" data-testid="tx-token-transfers-summary">
      { shown.map((transfer, index) => (
        <Flex key={ `${ transfer.log_index }-${ index }` } gap="2" align="center" wrap="wrap" minW="0" data-testid="tx-token-transfer">
          <AddressFromTo from={ transfer.from } to={ transfer.to }/>
          { /* Kept together so that on a phone "for … token" wraps as one line under the addresses. */ }
          <Flex gap="2" align="center" wrap="wrap" minW="0">
            <Text as="span" color="text.secondary">for</Text>
            { getTransferValue(transfer).tokenId !== null && (
              <Flex as="span" gap="1" align="center">
                <Text as="span" color="text.secondary">ID</Text><TransferTokenId transfer={ transfer }/>
              </Flex>
            ) }
            { getTransferValue(transfer).amount !== null && <TransferAmount transfer={ transfer }/> }
            <TransferToken transfer={ transfer }/>
          </Flex>
        </Flex>
      )) }
      { hasMore && (
        <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }} fontSize="sm" w="fit-content">
          <NextLink href={ tabHref } scroll={ false }>View all token transfers</NextLink>
        </Link>
      ) }
    </Flex>
  );
}
