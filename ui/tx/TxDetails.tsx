/**
 * The details card of a transaction: what happened (status, method, revert reason), where
 * (block, confirmations, time), who (from, to or created contract, token transfers), what it
 * cost (see TxDetailsFees) and what was sent (nonce, type, position, raw and decoded input).
 */
import { Badge, Flex, Text } from '@chakra-ui/react';
import React from 'react';

import { formatNumber } from 'lib/format';
import type { Transaction } from 'types/api/transaction';
import { DetailsDivider, DetailsGrid, DetailsInfoItem } from 'ui/shared/details/DetailsInfoItem';
import { AddressEntity, BlockEntity, TxEntity } from 'ui/shared/entities/entities';
import TimeInfo from 'ui/shared/values/TimeInfo';
import { TxMethod, TxStatus } from 'ui/txs/TxBadges';
import { txResultText } from 'ui/txs/txLabels';

import TxDecodedInput from './decoded/TxDecodedInput';
import TxDetailsFees from './TxDetailsFees';
import TxDetailsOptimism from './TxDetailsOptimism';
import { confirmationDurationText, txTypeLabel } from './txDetailsFormat';
import TxRawInput from './TxRawInput';
import TxRevertReason from './TxRevertReason';
import TxTokenTransfersSummary from './TxTokenTransfersSummary';

interface Props {
  tx: Transaction | undefined;
  isLoading?: boolean;
  /** Link to the full token transfers list (the tab). */
  tokenTransfersHref: string;
}

function Block({ tx }: { tx: Transaction }) {
  if (tx.block_number === null) return <Text as="span" color="text.secondary" data-testid="tx-block-pending">Pending</Text>;
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <BlockEntity height={ tx.block_number }/>
      <Badge size="sm" variant="subtle" data-testid="tx-confirmations">
        { formatNumber(tx.confirmations) } block confirmation{ tx.confirmations === 1 ? '' : 's' }
      </Badge>
    </Flex>
  );
}

function Timestamp({ tx }: { tx: Transaction }) {
  const confirmation = confirmationDurationText(tx.confirmation_duration);
  return (
    <Flex columnGap="2" rowGap="1" align="center" wrap="wrap">
      <TimeInfo timestamp={ tx.timestamp } withAbsolute/>
      { confirmation && (
        <>
          { /* Beside the time on wide screens; on a phone it wraps onto a line of its own. */ }
          <Text as="span" color="text.secondary" aria-hidden hideBelow="lg">|</Text>
          <Text as="span" color="text.secondary" data-testid="tx-confirmation-duration">{ confirmation }</Text>
        </>
      ) }
    </Flex>
  );
}

function To({ tx }: { tx: Transaction }) {
  if (tx.to) return <AddressEntity address={ tx.to } truncation="dynamic"/>;
  if (tx.created_contract) {
    return (
      <Flex gap="1.5" align="center" wrap="wrap" minW="0" data-testid="tx-created-contract">
        <Text as="span" color="text.secondary">Contract</Text>
        <AddressEntity address={ tx.created_contract } truncation="dynamic"/>
        <Text as="span" color="text.secondary">created</Text>
      </Flex>
    );
  }
  return <Text as="span" color="text.secondary">Contract creation</Text>;
}

function Skeletons() {
  return (
    <>
      { [ 'Transaction hash', 'Status and method', 'Block', 'Timestamp', 'From', 'To', 'Value', 'Transaction fee' ].map((label) => (
        <DetailsInfoItem key={ label } label={ label } isLoading>{ null }</DetailsInfoItem>
      )) }
    </>
  );
}

export default function TxDetails({ tx, isLoading, tokenTransfersHref }: Props) {
  if (!tx || isLoading) return <DetailsGrid testId="tx-details"><Skeletons/></DetailsGrid>;
  const isFailed = tx.status === 'error';
  return (
    <DetailsGrid testId="tx-details">
      <DetailsInfoItem label="Transaction hash" hint="Unique identifier of the transaction" id="hash">
        <TxEntity hash={ tx.hash } truncation="dynamic" noLink/>
      </DetailsInfoItem>
      <DetailsInfoItem label="Status and method" hint="Whether it succeeded, and the contract method it called" id="status">
        <Flex gap="2" align="center" wrap="wrap">
          <TxStatus tx={ tx }/>
          { tx.method && <TxMethod method={ tx.method }/> }
          { isFailed && tx.result && tx.result !== 'success' && (
            <Text as="span" color="text.secondary" fontSize="sm" data-testid="tx-result">{ txResultText(tx.result) }</Text>
          ) }
        </Flex>
      </DetailsInfoItem>
      { tx.revert_reason && (
        <DetailsInfoItem label="Revert reason" hint="The error the contract returned" id="revert-reason">
          <TxRevertReason reason={ tx.revert_reason }/>
        </DetailsInfoItem>
      ) }
      <TxDetailsOptimism tx={ tx }/>
      <DetailsInfoItem label="Block" hint="Block the transaction was included in, and blocks since" id="block">
        <Block tx={ tx }/>
      </DetailsInfoItem>
      { tx.timestamp && (
        <DetailsInfoItem label="Timestamp" hint="When the block was produced, and how long the transaction took to be included" id="timestamp">
          <Timestamp tx={ tx }/>
        </DetailsInfoItem>
      ) }

      <DetailsDivider/>
      <DetailsInfoItem label="From" hint="The sender" id="from">
        <AddressEntity address={ tx.from } truncation="dynamic"/>
      </DetailsInfoItem>
      <DetailsInfoItem label={ tx.to?.is_contract ? 'Interacted with contract' : 'To' } hint="The recipient, or the contract created" id="to">
        <To tx={ tx }/>
      </DetailsInfoItem>
      { tx.token_transfers && tx.token_transfers.length > 0 && (
        <DetailsInfoItem label="Token transfers" hint="Tokens moved by this transaction" id="token-transfers">
          <TxTokenTransfersSummary tx={ tx } tabHref={ tokenTransfersHref }/>
        </DetailsInfoItem>
      ) }

      <DetailsDivider/>
      <TxDetailsFees tx={ tx }/>

      <DetailsDivider/>
      <DetailsInfoItem label="Transaction type" hint="Envelope type (EIP-2718)" id="type">
        <span data-testid="tx-type">{ txTypeLabel(tx.type) }</span>
      </DetailsInfoItem>
      <DetailsInfoItem label="Nonce" hint="Number of transactions the sender had sent before this one" id="nonce">
        <span data-testid="tx-nonce">{ tx.nonce }</span>
      </DetailsInfoItem>
      { tx.position !== null && (
        <DetailsInfoItem label="Position in block" hint="Index of the transaction in its block" id="position">
          <span data-testid="tx-position">{ tx.position }</span>
        </DetailsInfoItem>
      ) }
      <DetailsInfoItem label="Raw input" hint="The calldata as sent, in hex" id="raw-input">
        <TxRawInput input={ tx.raw_input }/>
      </DetailsInfoItem>
      { tx.decoded_input && (
        <DetailsInfoItem label="Decoded input" hint="The calldata decoded with the contract's ABI" id="decoded-input">
          <TxDecodedInput input={ tx.decoded_input } testId="tx-decoded-input"/>
        </DetailsInfoItem>
      ) }
    </DetailsGrid>
  );
}
