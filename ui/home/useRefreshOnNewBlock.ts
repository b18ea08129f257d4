/**
 * Keeps the home page's counters and chart in step with the chain: when the newest block
 * (kept live by `LatestBlocks` over the socket) moves up, the stats and the daily chart
 * are fetched again. The API answers both from counters it keeps per block, so this costs
 * two small requests a block; the first render fetches nothing extra. (Only the chart's source
 * that is mounted refetches: the stats service's `newTxns` series or the API's chart.)
 */
import { useQueryClient } from '@tanstack/react-query';
import React from 'react';

import { getResourceKey } from 'lib/api/getResourceKey';

const REFRESHED = [
  { queryKey: getResourceKey('general:stats'), exact: true },
  { queryKey: getResourceKey('general:stats_charts_txs'), exact: true },
  // Any days of the series: its key holds the period asked for.
  { queryKey: getResourceKey('stats:line', { pathParams: { id: 'newTxns' } }).slice(0, 2), exact: false },
];

export function useRefreshOnNewBlock(latestHeight: number | undefined): void {
  const queryClient = useQueryClient();
  const seen = React.useRef(latestHeight);
  React.useEffect(() => {
    if (latestHeight === undefined) return;
    const previous = seen.current;
    seen.current = latestHeight;
    if (previous === undefined || latestHeight <= previous) return;
    for (const filters of REFRESHED) void queryClient.invalidateQueries(filters);
  }, [ latestHeight, queryClient ]);
}
