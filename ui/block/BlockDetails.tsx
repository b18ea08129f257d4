/**
 * The details of one block: position in the chain, time, contents, who validated it, gas and
 * fees, then the header fields (hashes, nonce, difficulty). Optional fields the chain or the
 * configuration leaves out are omitted rather than shown empty.
 */
import { Flex, Link, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import config from 'configs/app';
import { formatBytes, formatGwei, formatNumber, formatPercent, formatUnits } from 'lib/format';
import type { Block } from 'types/api/block';
import { blockHref, blockTotalReward, gasUsedPercent } from 'ui/blocks/blockValues';
import GasUsedBar from 'ui/blocks/GasUsedBar';
import CopyToClipboard from 'ui/shared/CopyToClipboard';
import { DetailsDivider, DetailsGrid, DetailsInfoItem } from 'ui/shared/details/DetailsInfoItem';
import { AddressEntity } from 'ui/shared/entities/entities';
import TimeInfo from 'ui/shared/values/TimeInfo';

import BlockPrevNext from './BlockPrevNext';

const { symbol } = config.chain.currency;
const hiddenFields = new Set<string>(config.UI.views.block.hiddenFields);

function plural(count: number, word: string): string {
  return `${ formatNumber(count) } ${ word }${ count === 1 ? '' : 's' }`;
}

/** A wei amount in full as QNM. */
function Coin({ value }: { value: string }) {
  return <Text as="span" whiteSpace="nowrap">{ formatUnits(value, config.chain.currency.decimals) } { symbol }</Text>;
}

function TabLink({ block, tab, children }: { block: Block; tab: string; children: React.ReactNode }) {
  return (
    <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }}>
      <NextLink href={ `${ blockHref(block) }?tab=${ tab }` } scroll={ false }>{ children }</NextLink>
    </Link>
  );
}

function FullHash({ hash, href, testId }: { hash: string; href?: string; testId: string }) {
  const text = <Text as="span" fontFamily="mono" wordBreak="break-all" data-testid={ testId }>{ hash }</Text>;
  return (
    <Flex align="center" gap="1.5" minW="0">
      { href ? (
        <Link asChild color="text.link" _hover={{ color: 'text.linkHover' }} minW="0"><NextLink href={ href }>{ text }</NextLink></Link>
      ) : text }
      <CopyToClipboard text={ hash }/>
    </Flex>
  );
}

/** A share that rounds to 0.00% but is not zero reads "<0.01%". */
function smallPercent(value: number): string {
  return value > 0 && value < 0.01 ? '<0.01%' : formatPercent(value);
}

function isPositive(value: string | null): value is string {
  try {
    return value !== null && BigInt(value) > BigInt(0);
  } catch {
    return false;
  }
}

interface Props {
  block: Block;
  /** Newest known height, for the "next block" arrow. */
  tip: number | undefined;
}

export default function BlockDetails({ block, tip }: Props) {
  const totalReward = blockTotalReward(block);
  const percent = gasUsedPercent(block);
  const showWithdrawals = config.features.beaconChain.isEnabled && Boolean(block.withdrawals_count);
  const parentHref = block.height > 0 ? `/block/${ block.parent_hash }` : undefined;

  return (
    <DetailsGrid testId="block-details">
      <DetailsInfoItem label={ block.type === 'reorg' ? 'Reorg height' : 'Block height' } id="height"
        hint="The number of blocks before this one in the chain">
        <Text as="span" fontWeight={ 600 } data-testid="block-height">{ block.height }</Text>
        { block.height === 0 && <Text as="span" color="text.secondary"> – Genesis block</Text> }
        <BlockPrevNext height={ block.height } tip={ tip }/>
      </DetailsInfoItem>
      <DetailsInfoItem label="Timestamp" id="timestamp" hint="When the block was produced">
        <TimeInfo timestamp={ block.timestamp } withAbsolute/>
      </DetailsInfoItem>
      <DetailsInfoItem label="Transactions" id="transactions" hint="Transactions included in the block">
        { block.transactions_count > 0 ?
          <TabLink block={ block } tab="txs">{ plural(block.transactions_count, 'transaction') }</TabLink> :
          <Text as="span">0 transactions</Text> }
        { Boolean(block.internal_transactions_count) && (
          <Text as="span" color="text.secondary"> and { plural(block.internal_transactions_count ?? 0, 'internal transaction') }</Text>
        ) }
      </DetailsInfoItem>
      { showWithdrawals && (
        <DetailsInfoItem label="Withdrawals" id="withdrawals" hint="Beacon-chain withdrawals paid out in the block">
          <TabLink block={ block } tab="withdrawals">{ plural(block.withdrawals_count ?? 0, 'withdrawal') }</TabLink>
        </DetailsInfoItem>
      ) }
      <DetailsInfoItem label="Validated by" id="validator" hint="The validator that produced the block">
        <AddressEntity address={ block.miner } truncation="dynamic"/>
      </DetailsInfoItem>
      { !hiddenFields.has('total_reward') && totalReward !== null && (
        <DetailsInfoItem label="Block reward" id="reward" hint={ `What the validator received for the block, in ${ symbol }` }>
          <Coin value={ totalReward }/>
          { block.rewards.length > 1 && (
            <Text as="span" color="text.secondary">
              { ' (' }{ block.rewards.map((reward) => `${ reward.type }: ${ formatUnits(reward.reward) }`).join(', ') })
            </Text>
          ) }
        </DetailsInfoItem>
      ) }
      <DetailsInfoItem label="Size" id="size" hint="Size of the block">{ block.size === null ? '—' : formatBytes(block.size) }</DetailsInfoItem>

      <DetailsDivider/>

      <DetailsInfoItem label="Gas used" id="gas-used" hint="Gas used by all transactions of the block, and its share of the gas limit">
        <Flex align="center" gap="3" wrap="wrap">
          <GasUsedBar gasUsed={ block.gas_used } percent={ percent } inline/>
          { Number.isFinite(block.gas_target_percentage) && (
            <Text as="span" color="text.secondary" fontSize="xs">
              { `${ block.gas_target_percentage > 0 ? '+' : '' }${ formatPercent(block.gas_target_percentage) } gas target` }
            </Text>
          ) }
        </Flex>
      </DetailsInfoItem>
      <DetailsInfoItem label="Gas limit" id="gas-limit" hint="The most gas the block could hold">{ formatNumber(block.gas_limit) }</DetailsInfoItem>
      { block.base_fee_per_gas !== null && (
        <DetailsInfoItem label="Base fee per gas" id="base-fee" hint="The minimum fee per unit of gas in this block">
          <Coin value={ block.base_fee_per_gas }/>
          <Text as="span" color="text.secondary"> ({ formatGwei(block.base_fee_per_gas) } Gwei)</Text>
        </DetailsInfoItem>
      ) }
      { !hiddenFields.has('burnt_fees') && block.burnt_fees !== null && (
        <DetailsInfoItem label="Burnt fees" id="burnt-fees" hint="Base fee × gas used: removed from circulation">
          <Coin value={ block.burnt_fees }/>
          { block.burnt_fees_percentage !== null && (
            <Text as="span" color="text.secondary"> ({ smallPercent(block.burnt_fees_percentage) } of the transaction fees)</Text>
          ) }
        </DetailsInfoItem>
      ) }
      { isPositive(block.priority_fee) && (
        <DetailsInfoItem label="Priority fee / Tip" id="priority-fee" hint="Tips paid to the validator on top of the base fee">
          <Coin value={ block.priority_fee }/>
        </DetailsInfoItem>
      ) }

      <DetailsDivider/>

      <DetailsInfoItem label="Hash" id="hash" hint="The block's own hash">
        <FullHash hash={ block.hash } testId="block-hash"/>
      </DetailsInfoItem>
      <DetailsInfoItem label="Parent hash" id="parent-hash" hint="Hash of the block this one builds on">
        <FullHash hash={ block.parent_hash } href={ parentHref } testId="block-parent-hash"/>
      </DetailsInfoItem>
      { !hiddenFields.has('nonce') && block.nonce && (
        <DetailsInfoItem label="Nonce" id="nonce" hint="The block header's nonce">
          <Text as="span" fontFamily="mono">{ block.nonce }</Text>
        </DetailsInfoItem>
      ) }
      { block.difficulty !== null && (
        <DetailsInfoItem label="Difficulty" id="difficulty" hint="Proof-of-work difficulty of the block">{ formatNumber(block.difficulty) }</DetailsInfoItem>
      ) }
      { block.total_difficulty !== null && (
        <DetailsInfoItem label="Total difficulty" id="total-difficulty" hint="Sum of the difficulty of the chain up to this block">
          { formatNumber(block.total_difficulty) }
        </DetailsInfoItem>
      ) }
    </DetailsGrid>
  );
}
