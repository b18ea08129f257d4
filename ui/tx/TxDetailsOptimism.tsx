/**
 * The OP-stack rows of a transaction's details. A deposit (`op_deposit`, ours) came from L1:
 * its L1 transaction, block and sender, on the L1 explorer. A withdrawal (`op_withdrawals`,
 * Blockscout's) is on its way to L1: each message's nonce and status, and the withdrawals list.
 */
import { Flex, Link, Text, VStack } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import type { Transaction } from 'types/api/transaction';
import L2WithdrawalStatus from 'ui/optimism/L2WithdrawalStatus';
import { DetailsInfoItem } from 'ui/shared/details/DetailsInfoItem';
import { L1AddressEntity, L1BlockEntity, L1TxEntity } from 'ui/shared/entities/l1Entities';

type Deposit = NonNullable<Transaction['op_deposit']>;
type Withdrawal = NonNullable<Transaction['op_withdrawals']>[number];

function L1Deposit({ deposit }: { deposit: Deposit }) {
  return (
    <VStack align="start" gap="1" data-testid="tx-l1-deposit">
      <Flex columnGap="1.5" rowGap="1" align="center" wrap="wrap" minW="0" maxW="100%">
        <L1TxEntity hash={ deposit.l1_transaction_hash } truncation="dynamic"/>
        <Text as="span" color="text.secondary">in L1 block</Text>
        <L1BlockEntity number={ deposit.l1_block_number }/>
      </Flex>
      <Flex columnGap="1.5" align="center" minW="0" maxW="100%">
        <Text as="span" color="text.secondary" flexShrink={ 0 }>Origin</Text>
        <L1AddressEntity hash={ deposit.l1_transaction_origin } truncation="dynamic"/>
      </Flex>
    </VStack>
  );
}

function Withdrawals({ withdrawals }: { withdrawals: Array<Withdrawal> }) {
  return (
    <VStack align="start" gap="1" data-testid="tx-withdrawals">
      { withdrawals.map((item) => (
        <Flex key={ item.nonce } columnGap="2" rowGap="1" align="baseline" wrap="wrap" minW="0" maxW="100%" data-testid="tx-withdrawal">
          <Text as="span" color="text.secondary">Nonce { item.nonce }</Text>
          <L2WithdrawalStatus status={ item.status }/>
          { item.l1_transaction_hash && (
            <Flex as="span" gap="1.5" align="center" minW="0">
              <Text as="span" color="text.secondary" flexShrink={ 0 }>L1 txn</Text>
              <L1TxEntity hash={ item.l1_transaction_hash }/>
            </Flex>
          ) }
        </Flex>
      )) }
      <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }}>
        <NextLink href="/l2-withdrawals">View all withdrawals</NextLink>
      </Link>
    </VStack>
  );
}

export default function TxDetailsOptimism({ tx }: { tx: Transaction }) {
  const withdrawals = tx.op_withdrawals ?? [];
  return (
    <>
      { tx.op_deposit && (
        <DetailsInfoItem label="L1 deposit" hint="This transaction carries out a deposit sent from L1" id="l1-deposit">
          <L1Deposit deposit={ tx.op_deposit }/>
        </DetailsInfoItem>
      ) }
      { withdrawals.length > 0 && (
        <DetailsInfoItem label="Withdrawal status" hint="Where each L2 → L1 withdrawal of this transaction stands" id="withdrawal-status">
          <Withdrawals withdrawals={ withdrawals }/>
        </DetailsInfoItem>
      ) }
    </>
  );
}
