/**
 * Rows of a block list (the /blocks tabs, an address's validated blocks): a table on desktop,
 * cards on mobile. The caller wraps it in DataListDisplay and Pagination.
 */
import { Badge, Flex, Link, Table, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import config from 'configs/app';
import { formatBytes, formatGwei, formatNumber } from 'lib/format';
import type { Block } from 'types/api/block';
import { AddressEntity } from 'ui/shared/entities/entities';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import CoinValue from 'ui/shared/values/CoinValue';
import TimeInfo from 'ui/shared/values/TimeInfo';

import BlockHeightLink from './BlockHeightLink';
import { blockHref, blockTotalReward, gasUsedPercent } from './blockValues';
import GasUsedBar from './GasUsedBar';

interface Props {
  items: Array<Block>;
}

const symbol = config.chain.currency.symbol;

function TxCount({ block }: { block: Block }) {
  if (block.transactions_count === 0) return <Text as="span">0</Text>;
  return (
    <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }}>
      <NextLink href={ `${ blockHref(block) }?tab=txs` } aria-label={ `${ block.transactions_count } transactions in block ${ block.height }` }>
        { formatNumber(block.transactions_count) }
      </NextLink>
    </Link>
  );
}

function BaseFee({ block }: { block: Block }) {
  if (block.base_fee_per_gas === null) return <Text as="span" color="text.secondary">—</Text>;
  return <Text as="span" whiteSpace="nowrap">{ formatGwei(block.base_fee_per_gas, { maxFractionDigits: 9 }) } Gwei</Text>;
}

function ReorgBadge({ block }: { block: Block }) {
  if (block.type === 'block') return null;
  return <Badge size="sm" colorPalette="orange" variant="subtle">{ block.type === 'reorg' ? 'Reorg' : 'Uncle' }</Badge>;
}

/** Memoised: a live update that prepends items leaves the existing rows alone. */
const BlockRow = React.memo(function BlockRow({ block }: { block: Block }) {
  return (
    <Table.Row data-testid="block-row" data-height={ block.height }>
      <ListTd>
        <Flex align="center" gap="2" fontWeight={ 600 }><BlockHeightLink block={ block }/><ReorgBadge block={ block }/></Flex>
        <Text fontSize="xs" mt="1"><TimeInfo timestamp={ block.timestamp }/></Text>
      </ListTd>
      <ListTd isNumeric whiteSpace="nowrap">{ block.size === null ? '—' : formatNumber(block.size) }</ListTd>
      <ListTd maxW="180px"><AddressEntity address={ block.miner } noCopy/></ListTd>
      <ListTd isNumeric><TxCount block={ block }/></ListTd>
      <ListTd isNumeric><GasUsedBar gasUsed={ block.gas_used } percent={ gasUsedPercent(block) }/></ListTd>
      <ListTd isNumeric><CoinValue value={ blockTotalReward(block) ?? '0' } symbol={ null }/></ListTd>
      <ListTd isNumeric><CoinValue value={ block.burnt_fees ?? '0' } symbol={ null }/></ListTd>
      <ListTd isNumeric><BaseFee block={ block }/></ListTd>
    </Table.Row>
  );
});

const BlockCard = React.memo(function BlockCard({ block }: { block: Block }) {
  return (
    <ListCard testId="block-card">
      <Flex justify="space-between" align="center" gap="2">
        <Flex align="center" gap="2" fontWeight={ 600 }><BlockHeightLink block={ block }/><ReorgBadge block={ block }/></Flex>
        <TimeInfo timestamp={ block.timestamp }/>
      </Flex>
      <ListCardRow label="Size">{ block.size === null ? '—' : formatBytes(block.size) }</ListCardRow>
      <ListCardRow label="Validator"><AddressEntity address={ block.miner } noCopy/></ListCardRow>
      <ListCardRow label="Txn"><TxCount block={ block }/></ListCardRow>
      <ListCardRow label="Gas used"><GasUsedBar gasUsed={ block.gas_used } percent={ gasUsedPercent(block) } inline/></ListCardRow>
      <ListCardRow label="Reward"><CoinValue value={ blockTotalReward(block) ?? '0' }/></ListCardRow>
      <ListCardRow label="Burnt fees"><CoinValue value={ block.burnt_fees ?? '0' }/></ListCardRow>
      <ListCardRow label="Base fee"><BaseFee block={ block }/></ListCardRow>
    </ListCard>
  );
});

export default function BlocksListItems({ items }: Props) {
  return (
    <ListItemsLayout tableTestId="blocks-table" cardsTestId="blocks-cards" minW="960px"
      head={ (
        <>
          <ListTh w="140px">Block</ListTh>
          <ListTh isNumeric w="90px">Size, bytes</ListTh>
          <ListTh>Validator</ListTh>
          <ListTh isNumeric w="60px">Txn</ListTh>
          <ListTh isNumeric w="150px">Gas used</ListTh>
          <ListTh isNumeric w="130px">{ `Reward ${ symbol }` }</ListTh>
          <ListTh isNumeric w="130px">{ `Burnt fees ${ symbol }` }</ListTh>
          <ListTh isNumeric w="120px">Base fee</ListTh>
        </>
      ) }
      rows={ items.map((block) => <BlockRow key={ block.hash } block={ block }/>) }
      cards={ items.map((block) => <BlockCard key={ block.hash } block={ block }/>) }
    />
  );
}
