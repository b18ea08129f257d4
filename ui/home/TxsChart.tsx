/**
 * The home page chart: transactions per day (`daily_txs`, the spec's default) for the last
 * 30 days. With the stats service on it reads `GET /api/v1/lines/newTxns` (the same series as
 * `/stats`); without it, or while that fails, `GET /v2/stats/charts/transactions`. The SVG
 * chart itself is loaded on demand.
 */
import { Box, Heading, Skeleton, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import config from 'configs/app';
import useApiQuery from 'lib/api/useApiQuery';
import { formatNumber } from 'lib/format';
import type { TransactionsChartItem } from 'types/api/stats';
import type { StatsLineChartFilters, StatsLineChartPoint } from 'types/api/statsService';
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

/** The stats service's daily series, oldest day first. */
export function newTxnsPoints(items: Array<StatsLineChartPoint>): Array<{ date: string; value: number }> {
  return dailyTxsPoints(items.map((item) => ({ date: item.date, transactions_count: Number(item.value) })));
}

/** The stats chart of the home page, and the days it covers (30, ending today in UTC). */
export const HOME_STATS_CHART_ID = 'newTxns';
export const HOME_CHART_DAYS = 30;

export function homeChartRange(today: Date): StatsLineChartFilters {
  const from = new Date(today.getTime() - (HOME_CHART_DAYS - 1) * 24 * 60 * 60 * 1000);
  return { from: from.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10), resolution: 'DAY' };
}

const txnsText = (value: number) => `${ formatNumber(value) } transactions`;

export default function TxsChart() {
  const statsEnabled = config.features.stats.isEnabled;
  const [ today ] = React.useState(() => new Date());
  const statsQuery = useApiQuery('stats:line', {
    pathParams: { id: HOME_STATS_CHART_ID },
    queryParams: homeChartRange(today),
    queryOptions: { enabled: statsEnabled },
  });
  const useFallback = !statsEnabled || statsQuery.isError;
  const fallbackQuery = useApiQuery('general:stats_charts_txs', { queryOptions: { enabled: useFallback } });
  const query = useFallback ? fallbackQuery : statsQuery;
  const points = React.useMemo(() => {
    if (!useFallback) return statsQuery.data ? newTxnsPoints(statsQuery.data.chart) : undefined;
    return fallbackQuery.data ? dailyTxsPoints(fallbackQuery.data.chart_data) : undefined;
  }, [ fallbackQuery.data, statsQuery.data, useFallback ]);
  const latest = points?.[points.length - 1];

  return (
    <Box as="section" aria-labelledby="daily-txs-heading" borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg"
      p="4" data-testid="daily-txs-chart" data-source={ useFallback ? 'api' : 'stats' }>
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
