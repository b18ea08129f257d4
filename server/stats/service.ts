/**
 * The stats service's answers (GUIDE §8, `stats.swagger.yaml`), typed with
 * `types/api/statsService.ts`: counters, chart sections, one chart's points, the pages.
 */
import type {
  StatsChartInfo, StatsCharts, StatsContractsPage, StatsCounter, StatsCounters, StatsLineChart, StatsMainPage, StatsResolution,
  StatsTransactionsPage,
} from '../../types/api/statsService';
import { ServerError } from '../common/errors';
import type { Queryable } from '../db';
import { readCounterInputs } from '../db/queries/statsCounters';
import { readDayBounds, readDays, sumBefore } from '../db/queries/statsDays';
import {
  CHARTS_BY_ID, COUNTER_TEXTS, COUNTERS_ORDER, NEW_TXNS_WINDOW, NEW_TXNS_WINDOW_DAYS, SECTIONS, type ChartDefinition, type DayColumn,
} from './catalog';
import { formatRatio } from './decimal';
import { addDays, buildSeries, periodEnd, periodStart } from './series';

const WEI_PER_COIN = 10n ** 18n;

export interface StatsServiceOptions {
  /** The native coin's symbol in titles and units. */
  coinSymbol: string;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** The request named a chart that does not exist: 404. */
export class UnknownChartError extends ServerError {
  override name = 'UnknownChartError';

  constructor(message: string) {
    super(message, { statusCode: 404, expose: true, retryable: false });
  }
}

/** The chart does not offer the requested resolution: 422, as any malformed parameter. */
export class UnsupportedResolutionError extends ServerError {
  override name = 'UnsupportedResolutionError';

  constructor(detail: string) {
    super(`Invalid parameter resolution: ${ detail }`, { statusCode: 422, expose: true, retryable: false });
  }
}

export interface LineQuery {
  from?: string;
  to?: string;
  resolution: StatsResolution;
}

export interface StatsService {
  counters(): Promise<StatsCounters>;
  lines(): StatsCharts;
  line(id: string, query: LineQuery): Promise<StatsLineChart>;
  mainPage(): Promise<StatsMainPage>;
  transactionsPage(): Promise<StatsTransactionsPage>;
  contractsPage(): Promise<StatsContractsPage>;
}

const today = (now: Date) => now.toISOString().slice(0, 10);
const bigint = (value: string | undefined) => BigInt(value ?? '0');

export function createStatsService(db: Queryable, options: StatsServiceOptions): StatsService {
  const now = options.now ?? (() => new Date());
  const withCoin = (text: string) => text.replaceAll('{coin}', options.coinSymbol);

  function info(chart: ChartDefinition): StatsChartInfo {
    return { id: chart.id, title: withCoin(chart.title), description: withCoin(chart.description),
      ...chart.units ? { units: withCoin(chart.units) } : {}, resolutions: [ ...chart.resolutions ] };
  }

  function counter(id: keyof typeof COUNTER_TEXTS, value: string): StatsCounter {
    const text = COUNTER_TEXTS[id];
    return { id, value, title: withCoin(text.title), ...text.units ? { units: withCoin(text.units) } : {},
      description: withCoin(text.description) };
  }

  /** Every counter's value, from the day sums and window counters the updater stored (today's as of its last round). */
  async function counterValues(): Promise<Record<string, string>> {
    const { totals, today: current, yesterday, window } = await readCounterInputs(db);
    const fees24h = bigint(window.get('fees24h'));
    const transactions24h = bigint(window.get('transactions24h'));
    return {
      averageBlockTime: formatRatio(BigInt(Math.round(Number(window.get('averageBlockMs') ?? 0))), 1000n, 2),
      completedTxns: totals.successful_transactions.toString(),
      lastNewContracts: current.new_contracts.toString(),
      lastNewVerifiedContracts: current.new_verified_contracts.toString(),
      totalAccounts: totals.new_accounts.toString(),
      totalAddresses: window.get('totalAddresses') ?? '0',
      totalBlocks: totals.blocks.toString(),
      totalContracts: totals.new_contracts.toString(),
      totalNativeCoinTransfers: totals.native_transfers.toString(),
      totalTokens: window.get('totalTokens') ?? '0',
      // Pending ones too, as blockscout-rs counts them.
      totalTxns: (totals.transactions + bigint(window.get('pendingTransactions'))).toString(),
      totalVerifiedContracts: totals.new_verified_contracts.toString(),
      newTxns24h: transactions24h.toString(),
      pendingTxns30m: window.get('pendingTxns30m') ?? '0',
      txnsFee24h: formatRatio(fees24h, WEI_PER_COIN, 18),
      averageTxnFee24h: formatRatio(fees24h, transactions24h * WEI_PER_COIN, 18),
      yesterdayTxns: yesterday.transactions.toString(),
      newContracts24h: window.get('newContracts24h') ?? '0',
      newVerifiedContracts24h: window.get('newVerifiedContracts24h') ?? '0',
    };
  }

  /** Points of `chart` for the periods that touch [first, last], clipped to the days with data. */
  async function points(chart: ChartDefinition, resolution: StatsResolution, from: string | undefined, to: string | undefined) {
    const bounds = await readDayBounds(db);
    if (!bounds) return [];
    const first = from && from > bounds.first ? from : bounds.first;
    const last = to && to < bounds.last ? to : bounds.last;
    if (first > last) return [];
    const rowsFrom = periodStart(first, resolution);
    const rowsTo = periodEnd(periodStart(last, resolution), resolution);
    const columns: DayColumn[] = chart.denominator ? [ chart.numerator, chart.denominator ] : [ chart.numerator ];
    const [ rows, before ] = await Promise.all([
      readDays(db, columns, rowsFrom, rowsTo),
      chart.cumulative ? sumBefore(db, chart.numerator, rowsFrom) : Promise.resolve(0n),
    ]);
    return buildSeries({ chart, resolution, rows, first, last, before, today: today(now()) });
  }

  return {
    async counters() {
      const values = await counterValues();
      return { counters: COUNTERS_ORDER.map((id) => counter(id, values[id])) };
    },
    lines() {
      return { sections: SECTIONS.map((section) => ({ id: section.id, title: section.title, charts: section.charts.map(info) })) };
    },
    async line(id, query) {
      const chart = CHARTS_BY_ID.get(id);
      if (!chart) throw new UnknownChartError(`Chart ${ JSON.stringify(id.slice(0, 100)) } not found`);
      if (!chart.resolutions.includes(query.resolution)) {
        throw new UnsupportedResolutionError(`Chart ${ id } has no ${ query.resolution } resolution (${ chart.resolutions.join(', ') })`);
      }
      return { chart: await points(chart, query.resolution, query.from, query.to), info: info(chart) };
    },
    async mainPage() {
      const values = await counterValues();
      const day = today(now());
      return {
        average_block_time: counter('averageBlockTime', values.averageBlockTime),
        total_addresses: counter('totalAddresses', values.totalAddresses),
        total_blocks: counter('totalBlocks', values.totalBlocks),
        total_transactions: counter('totalTxns', values.totalTxns),
        yesterday_transactions: counter('yesterdayTxns', values.yesterdayTxns),
        daily_new_transactions: {
          chart: await points(NEW_TXNS_WINDOW, 'DAY', addDays(day, 1 - NEW_TXNS_WINDOW_DAYS), day),
          info: info(NEW_TXNS_WINDOW),
        },
      };
    },
    async transactionsPage() {
      const values = await counterValues();
      return {
        pending_transactions_30m: counter('pendingTxns30m', values.pendingTxns30m),
        transactions_fee_24h: counter('txnsFee24h', values.txnsFee24h),
        average_transactions_fee_24h: counter('averageTxnFee24h', values.averageTxnFee24h),
        transactions_24h: counter('newTxns24h', values.newTxns24h),
      };
    },
    async contractsPage() {
      const values = await counterValues();
      return {
        total_contracts: counter('totalContracts', values.totalContracts),
        new_contracts_24h: counter('newContracts24h', values.newContracts24h),
        total_verified_contracts: counter('totalVerifiedContracts', values.totalVerifiedContracts),
        new_verified_contracts_24h: counter('newVerifiedContracts24h', values.newVerifiedContracts24h),
      };
    },
  };
}
