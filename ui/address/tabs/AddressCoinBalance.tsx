/**
 * Coin balance history tab: the daily closing balance as a chart, then every block that
 * changed the balance, with the transaction behind it and the change.
 */
import { Box, Heading, Skeleton, Table, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import config from 'configs/app';
import useApiQuery from 'lib/api/useApiQuery';
import { formatNumber } from 'lib/format';
import type { CoinBalance } from 'types/api/address';
import { BlockEntity, TxEntity } from 'ui/shared/entities/entities';
import { PagedResourceList } from 'ui/shared/lists/PagedList';
import { ListCard, ListCardRow, ListItemsLayout, ListTd, ListTh } from 'ui/shared/lists/ListLayouts';
import CoinValue from 'ui/shared/values/CoinValue';
import TimeInfo from 'ui/shared/values/TimeInfo';

import { coinBalancePoints, formatDelta, readCoinBalanceByDay } from './coinBalance';

const CHART_HEIGHT_PX = 220;
const LineChart = dynamic(() => import('ui/shared/chart/LineChart'), {
  ssr: false,
  loading: () => <Skeleton h={ `${ CHART_HEIGHT_PX }px` }/>,
});

const symbol = config.chain.currency.symbol;

function Delta({ delta }: { delta: string }) {
  const { text, sign } = formatDelta(delta);
  return (
    <Text as="span" whiteSpace="nowrap" color={ sign > 0 ? 'fg.success' : sign < 0 ? 'fg.error' : 'text.secondary' } title={ delta }>
      { text }
    </Text>
  );
}

function BalanceChart({ hash }: { hash: string }) {
  const query = useApiQuery('general:address_coin_balance_chart', { pathParams: { hash } });
  const byDay = query.data ? readCoinBalanceByDay(query.data) : undefined;
  return (
    <Box as="section" aria-labelledby="coin-balance-chart-heading" mb="6" borderWidth="1px" borderColor="border.divider" borderRadius="xl"
      p={{ base: '3', lg: '4' }} data-testid="coin-balance-chart">
      <Heading as="h2" id="coin-balance-chart-heading" fontSize="md" mb="3">
        Balance by day{ byDay?.days ? `, last ${ byDay.days } days` : '' }
      </Heading>
      { query.isPending && <Skeleton h={ `${ CHART_HEIGHT_PX }px` }/> }
      { query.isError && <Text color="text.secondary">Could not load the balance chart.</Text> }
      { byDay && (
        <LineChart points={ coinBalancePoints(byDay.items) } label={ `${ symbol } balance` } height={ CHART_HEIGHT_PX }
          valueFormatter={ (value) => `${ formatNumber(value, { maxFractionDigits: 6 }) } ${ symbol }` }/>
      ) }
    </Box>
  );
}

function rowKey(item: CoinBalance) {
  return `${ item.block_number }-${ item.transaction_hash ?? '' }`;
}

function BalanceRows({ items }: { items: Array<CoinBalance> }) {
  return (
    <ListItemsLayout tableTestId="coin-balance-table" cardsTestId="coin-balance-cards" minW="800px"
      head={ (
        <>
          <ListTh>Block</ListTh>
          <ListTh>Txn</ListTh>
          <ListTh>Age</ListTh>
          <ListTh isNumeric>{ `Balance ${ symbol }` }</ListTh>
          <ListTh isNumeric>Delta</ListTh>
        </>
      ) }
      rows={ items.map((item) => (
        <Table.Row key={ rowKey(item) } data-testid="coin-balance-row">
          <ListTd><BlockEntity height={ item.block_number }/></ListTd>
          <ListTd>{ item.transaction_hash ? <TxEntity hash={ item.transaction_hash }/> : <Text as="span" color="text.secondary">—</Text> }</ListTd>
          <ListTd><TimeInfo timestamp={ item.block_timestamp }/></ListTd>
          <ListTd isNumeric><CoinValue value={ item.value } symbol={ null }/></ListTd>
          <ListTd isNumeric><Delta delta={ item.delta }/></ListTd>
        </Table.Row>
      )) }
      cards={ items.map((item) => (
        <ListCard key={ rowKey(item) }>
          <ListCardRow label="Block"><BlockEntity height={ item.block_number }/></ListCardRow>
          { item.transaction_hash && <ListCardRow label="Txn"><TxEntity hash={ item.transaction_hash }/></ListCardRow> }
          <ListCardRow label="Age"><TimeInfo timestamp={ item.block_timestamp }/></ListCardRow>
          <ListCardRow label="Balance"><CoinValue value={ item.value }/></ListCardRow>
          <ListCardRow label="Delta"><Delta delta={ item.delta }/></ListCardRow>
        </ListCard>
      )) }
    />
  );
}

export default function AddressCoinBalance({ hash }: { hash: string }) {
  return (
    <Box>
      <BalanceChart hash={ hash }/>
      <PagedResourceList resourceName="general:address_coin_balance" pathParams={{ hash }}
        emptyText="There is no coin balance history for this address."
        testId="address-coin-balance"
      >
        { (items) => (
          <BalanceRows items={ items }/>
        ) }
      </PagedResourceList>
    </Box>
  );
}
