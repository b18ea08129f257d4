/**
 * Answers of the stats service (`/api/v1/counters`, `/lines`, `/lines/{id}`) shaped as GUIDE §8
 * describes them, for the `/stats` page and home chart tests.
 */
import type { StatsChartInfo, StatsCharts, StatsCounters, StatsLineChart, StatsLineChartPoint, StatsResolution } from 'types/api/statsService';

export const statsCounters: StatsCounters = {
  counters: [
    { id: 'totalBlocks', value: '1234567', title: 'Total blocks', description: 'Number of blocks over all time' },
    { id: 'averageBlockTime', value: '2.0049', title: 'Average block time', units: 's', description: 'Average time taken in seconds for a block to be included in the blockchain' },
    { id: 'totalTxns', value: '9876543', title: 'Total txns', description: 'All transactions including pending, dropped, replaced, failed transactions' },
    { id: 'averageTxnFee24h', value: '0.000021345', title: 'Average txn fee (24h)', units: 'QNM', description: 'Average amount of QNM spent on transaction fees in the last 24 hours' },
  ],
};

const ALL_RESOLUTIONS: Array<StatsResolution> = [ 'DAY', 'WEEK', 'MONTH', 'YEAR' ];

const chart = (id: string, title: string, description: string, units?: string, resolutions = ALL_RESOLUTIONS): StatsChartInfo =>
  ({ id, title, description, units, resolutions });

export const statsLines: StatsCharts = {
  sections: [
    { id: 'accounts', title: 'Accounts', charts: [
      chart('activeAccounts', 'Active accounts', 'Active accounts number per period'),
      chart('accountsGrowth', 'Number of accounts', 'Cumulative accounts number per period'),
    ] },
    { id: 'transactions', title: 'Transactions', charts: [
      chart('newTxns', 'New transactions', 'New transactions number'),
      chart('averageTxnFee', 'Average transaction fee', 'The average amount in QNM spent per transaction', 'QNM'),
    ] },
    { id: 'blocks', title: 'Blocks', charts: [
      // A chart the service keeps per day only: the page never asks it for weeks.
      chart('averageBlockSize', 'Average block size', 'Average size of blocks in bytes', 'bytes', [ 'DAY' ]),
    ] },
  ],
};

/** A day-by-day series from `first`, values from `values` (text, as the service sends them). */
export function dailyPoints(first: string, values: Array<string>): Array<StatsLineChartPoint> {
  const start = new Date(`${ first }T00:00:00Z`).getTime();
  return values.map((value, index) => {
    const date = new Date(start + index * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return { date, date_to: date, value, is_approximate: index === values.length - 1 };
  });
}

const findInfo = (id: string) => statsLines.sections.flatMap((section) => section.charts).find((item) => item.id === id) as StatsChartInfo;

/** `/api/v1/lines/{id}` by day: ten days from 2026-11-16, the last one still open. */
export function statsLine(id: string): StatsLineChart {
  const values = id === 'averageTxnFee' ?
    [ '0.00002', '0.000021', '0.0000195', '0.000023', '0.000022', '0.00002', '0.000024', '0.000025', '0.000021', '0.000019' ] :
    [ '120', '2450', '822', '1310', '990', '1720', '2210', '1605', '1875', '640' ];
  return { chart: dailyPoints('2026-11-16', values), info: findInfo(id) };
}

/** `/api/v1/lines/{id}?resolution=WEEK`: two weeks, the second one still open. */
export function statsLineWeekly(id: string): StatsLineChart {
  return {
    chart: [
      { date: '2026-11-16', date_to: '2026-11-22', value: '9422', is_approximate: false },
      { date: '2026-11-23', date_to: '2026-11-25', value: '4120', is_approximate: true },
    ],
    info: findInfo(id),
  };
}
