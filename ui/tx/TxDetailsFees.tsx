/**
 * Money and gas of a transaction: value, fee, gas price, gas used against the limit and the
 * EIP-1559 fields (base fee, max fees, burnt and priority fees) when the transaction has them.
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { formatGwei, formatNumber } from 'lib/format';
import type { Transaction } from 'types/api/transaction';
import { DetailsInfoItem } from 'ui/shared/details/DetailsInfoItem';
import CoinValue from 'ui/shared/values/CoinValue';

import { gasUsagePercent } from './txDetailsFormat';

const SYMBOL = config.chain.currency.symbol;

/** "1.000119069 Gwei" with the amount in QNM on hover. */
function Gwei({ wei, testId }: { wei: string; testId?: string }) {
  return (
    <Text as="span" title={ `${ formatGwei(wei) } Gwei = ${ wei } wei` } data-testid={ testId }>{ formatGwei(wei) } Gwei</Text>
  );
}

function GasUsage({ tx }: { tx: Transaction }) {
  const percent = gasUsagePercent(tx);
  const ratio = tx.gas_used === null ? 0 : Math.min(1, Number(tx.gas_used) / Math.max(1, Number(tx.gas_limit)));
  return (
    <Flex gap="3" align="center" wrap="wrap">
      <Text as="span" data-testid="tx-gas-usage">
        <span data-testid="tx-gas-used">{ tx.gas_used === null ? '—' : formatNumber(tx.gas_used) }</span>
        { ' | ' }
        <span data-testid="tx-gas-limit">{ formatNumber(tx.gas_limit) }</span>
      </Text>
      { percent && (
        <Flex align="center" gap="2">
          <Box w="80px" h="1.5" bg="border.divider" borderRadius="full" overflow="hidden" aria-hidden>
            <Box h="100%" w={ `${ ratio * 100 }%` } bg="brand.solid"/>
          </Box>
          <Text as="span" color="text.secondary" data-testid="tx-gas-percent">{ percent }</Text>
        </Flex>
      ) }
    </Flex>
  );
}

/** The EIP-1559 rows, each shown when the transaction has its field: per-gas prices in Gwei, totals in the coin. */
const EIP1559_ROWS: ReadonlyArray<{
  field: 'base_fee_per_gas' | 'max_fee_per_gas' | 'max_priority_fee_per_gas' | 'transaction_burnt_fee' | 'priority_fee';
  label: string;
  hint: string;
  id: string;
  inGwei: boolean;
}> = [
  { field: 'base_fee_per_gas', label: 'Base fee per gas', hint: 'The block\'s base fee (EIP-1559); burnt', id: 'base-fee', inGwei: true },
  { field: 'max_fee_per_gas', label: 'Max fee per gas', hint: 'Most the sender would pay per unit of gas (EIP-1559)', id: 'max-fee', inGwei: true },
  {
    field: 'max_priority_fee_per_gas', label: 'Max priority fee per gas', hint: 'Most the sender would tip the validator per unit of gas',
    id: 'max-priority-fee', inGwei: true,
  },
  { field: 'transaction_burnt_fee', label: 'Burnt fees', hint: 'Base fee times gas used, removed from supply', id: 'burnt-fee', inGwei: false },
  { field: 'priority_fee', label: 'Priority fee / tip', hint: 'What the validator received above the base fee', id: 'priority-fee', inGwei: false },
];

export default function TxDetailsFees({ tx }: { tx: Transaction }) {
  const isPending = tx.block_number === null;
  return (
    <>
      <DetailsInfoItem label="Value" hint={ `${ SYMBOL } sent with the transaction` } id="value">
        <CoinValue value={ tx.value } exact testId="tx-value"/>
      </DetailsInfoItem>
      <DetailsInfoItem label={ tx.fee.type === 'maximum' ? 'Max transaction fee' : 'Transaction fee' }
        hint="Gas used times the effective gas price, paid by the sender" id="fee">
        <CoinValue value={ tx.fee.value } exact testId="tx-fee"/>
      </DetailsInfoItem>
      { tx.gas_price && (
        <DetailsInfoItem label="Gas price" hint="Price paid per unit of gas" id="gas-price">
          <Gwei wei={ tx.gas_price } testId="tx-gas-price"/>
          <Text as="span" color="text.secondary"> ({ formatNumber(tx.gas_price) } wei)</Text>
        </DetailsInfoItem>
      ) }
      <DetailsInfoItem label={ isPending ? 'Gas limit' : 'Gas usage & limit' } hint="Gas the transaction used, out of the most it allowed" id="gas">
        <GasUsage tx={ tx }/>
      </DetailsInfoItem>
      { EIP1559_ROWS.map(({ field, label, hint, id, inGwei }) => {
        const wei = tx[field];
        return wei && (
          <DetailsInfoItem key={ id } label={ label } hint={ hint } id={ id }>
            { inGwei ? <Gwei wei={ wei }/> : <CoinValue value={ wei } exact/> }
          </DetailsInfoItem>
        );
      }) }
    </>
  );
}
