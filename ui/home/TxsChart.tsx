/**
 * The home page chart: transactions per day (`daily_txs`, the spec's default) from
 * `GET /v2/stats/charts/transactions`. The SVG chart itself is loaded on demand.
 */
import { Box, Heading, Skeleton, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import { formatNumber } from 'lib/format';
import type { TransactionsChartItem } from 'types/api/stats';
import { formatAxisDate } from 'ui/shared/chart/chartScale';

export const CHART_HEIGHT = 200;

const LineChart = dynamic(() => import('ui/shared/chart/LineChart'), {
  ssr: false,
  loading: () => <Skeleton h={ `${ CHART_HEIGHT }px` } borderRadius="md"/>,
});

/** Oldest day first, whatever order the API sends. */
export function dailyTxsPoints(items: Array<TransactionsChartItem>): Array<{ date: string; value: number }> {
  return items
    .map((item) => ({ date: item.date, value: Number(item.transactions_count) }))
    .filter((point) => Number.isFinite(point.value))
    .sort((a, b) => a.date.localeCompare(b.date));
}

const txnsText = (value: number) => `${ formatNumber(value) } transactions`;

export default function TxsChart() {
  const query = useApiQuery('general:stats_charts_txs');
  const points = query.data ? dailyTxsPoints(query.data.chart_data) : undefined;
  const latest = points?.[points.length - 1];

  return (
    <Box as="section" aria-labelledby="daily-txs-heading" borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg"
      p="4" data-testid="daily-txs-chart">
      <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="2" mb="3" flexWrap="wrap">
        <Heading as="h2" id="daily-txs-heading" fontSize="md">Daily transactions</Heading>
        { latest && <Text fontSize="sm" color="text.secondary">{ formatAxisDate(latest.date) }: { txnsText(latest.value) }</Text> }
      </Box>
      { query.isError && <Text color="text.secondary" role="alert">Could not load the chart.</Text> }
      { query.isPending && <Skeleton h={ `${ CHART_HEIGHT }px` } borderRadius="md"/> }
      { points && <LineChart points={ points } label="Daily transactions" valueFormatter={ txnsText } height={ CHART_HEIGHT }/> }
    </Box>
  );
}
