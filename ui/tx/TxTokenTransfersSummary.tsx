/**
 * The first token transfers of a transaction, inside its details, with a link to the full
 * list in the "Token transfers" tab when there are more.
 */
import { Flex, Link, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import type { TokenTransfer } from 'types/api/tokenTransfer';
import type { Transaction } from 'types/api/transaction';
import { AddressFromTo, TransferAmount, TransferToken, TransferTokenId } from 'ui/tokenTransfers/TokenTransferParts';
import { getTransferValue } from 'ui/tokenTransfers/tokenTransferValue';

export const SUMMARY_SIZE = 5;

const Words = ({ children }: { children: string }) => <Text as="span" color="text.secondary">{ children }</Text>;

/**
 * What moved, every number labelled: "for 985.47 QGOV Quantum Governance", "for token ID 5 of
 * QNM Glyphs", "for 10 of token ID 5 of QNM Items". Kept together, so that on a phone it wraps
 * as one line under the addresses.
 */
function TransferWhat({ transfer }: { transfer: TokenTransfer }) {
  const { amount, tokenId } = getTransferValue(transfer);
  return (
    <Flex gap="1.5" align="center" wrap="wrap" minW="0" data-testid="tx-token-transfer-what">
      <Words>for</Words>
      { amount !== null && <TransferAmount transfer={ transfer }/> }
      { tokenId !== null && (
        <>
          <Words>{ amount !== null ? 'of token ID' : 'token ID' }</Words>
          <TransferTokenId transfer={ transfer }/>
          <Words>of</Words>
        </>
      ) }
      <TransferToken transfer={ transfer }/>
    </Flex>
  );
}

export default function TxTokenTransfersSummary({ tx, tabHref }: { tx: Pick<Transaction, 'token_transfers' | 'token_transfers_overflow'>; tabHref: string }) {
  const transfers = tx.token_transfers ?? [];
  const shown = transfers.slice(0, SUMMARY_SIZE);
  const hasMore = transfers.length > SUMMARY_SIZE || Boolean(tx.token_transfers_overflow);
  return (
    <Flex direction="column" gap="3" minW="0" data-testid="tx-token-transfers-summary">
      { shown.map((transfer, index) => (
        <Flex key={ `${ transfer.log_index }-${ index }` } gap="2" align="center" wrap="wrap" minW="0" data-testid="tx-token-transfer">
          <AddressFromTo from={ transfer.from } to={ transfer.to }/>
          <TransferWhat transfer={ transfer }/>
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
