/**
 * What the stats service offers: the line charts by section and the counters, with the
 * titles, descriptions and units blockscout-rs gives them (its `blockscout_instance`
 * charts and layout), and how each chart's value follows from the daily sums.
 */
import type { StatsResolution } from '../../types/api/statsService';
import type { DayColumn } from '../db/queries/statsDays';

/** Columns of `stats_days` a chart is computed from (the table's, in server/db/queries/statsDays.ts). */
export type { DayColumn };

export const ALL_RESOLUTIONS: ReadonlyArray<StatsResolution> = [ 'DAY', 'WEEK', 'MONTH', 'YEAR' ];

/**
 * A chart's value for a period: sum(numerator) × multiplier / (sum(denominator) × divisor),
 * over the period's days, or over every day up to the period's end when `cumulative`.
 */
export interface ChartDefinition {
  id: string;
  title: string;
  description: string;
  /** `{coin}` stands for the native coin's symbol. */
  units?: string;
  resolutions: ReadonlyArray<StatsResolution>;
  numerator: DayColumn;
  /** Without one the value is a sum; with one an average, and a period with a zero denominator has no point. */
  denominator?: DayColumn;
  multiplier?: bigint;
  divisor?: bigint;
  cumulative?: boolean;
  fractionDigits: number;
}

export interface SectionDefinition {
  id: string;
  title: string;
  charts: ReadonlyArray<ChartDefinition>;
}

const WEI_PER_COIN = 10n ** 18n;
const WEI_PER_GWEI = 10n ** 9n;

const count = (id: string, title: string, description: string, numerator: DayColumn, cumulative = false): ChartDefinition =>
  ({ id, title, description, resolutions: ALL_RESOLUTIONS, numerator, cumulative, fractionDigits: 0 });

export const SECTIONS: ReadonlyArray<SectionDefinition> = [
  { id: 'accounts', title: 'Accounts', charts: [
    count('accountsGrowth', 'Number of accounts', 'Cumulative account growth over time', 'new_accounts', true),
    // Distinct senders: a week's are not the sum of its days', so only days are offered.
    { ...count('activeAccounts', 'Active accounts', 'Active accounts number per period', 'active_accounts'), resolutions: [ 'DAY' ] },
    count('newAccounts', 'New accounts', 'Number of newly added accounts', 'new_accounts'),
  ] },
  { id: 'transactions', title: 'Transactions', charts: [
    { id: 'averageTxnFee', title: 'Average transaction fee', description: 'Average amount of {coin} spent on gas fees per transaction',
      units: '{coin}', resolutions: ALL_RESOLUTIONS, numerator: 'fees_sum', denominator: 'transactions', divisor: WEI_PER_COIN,
      fractionDigits: 18 },
    count('newTxns', 'New transactions', 'Number of new transactions', 'transactions'),
    { id: 'txnsFee', title: 'Transaction fees', description: 'Sum of {coin} spent on gas fees', units: '{coin}',
      resolutions: ALL_RESOLUTIONS, numerator: 'fees_sum', divisor: WEI_PER_COIN, fractionDigits: 18 },
    count('txnsGrowth', 'Number of transactions', 'Cumulative transaction growth over time', 'transactions', true),
    { id: 'txnsSuccessRate', title: 'Transaction success rate', description: 'Success rate for all included transactions',
      resolutions: ALL_RESOLUTIONS, numerator: 'successful_transactions', denominator: 'transactions', fractionDigits: 4 },
  ] },
  { id: 'blocks', title: 'Blocks', charts: [
    { id: 'averageBlockRewards', title: 'Average block rewards', description: 'Average amount of reward', units: '{coin}',
      resolutions: ALL_RESOLUTIONS, numerator: 'block_rewards_sum', denominator: 'blocks', divisor: WEI_PER_COIN, fractionDigits: 18 },
    { id: 'averageBlockSize', title: 'Average block size', description: 'Space (in bytes) taken up by all block fields', units: 'Bytes',
      resolutions: ALL_RESOLUTIONS, numerator: 'block_size_sum', denominator: 'blocks', fractionDigits: 2 },
    count('newBlocks', 'New blocks', 'Number of new blocks added to the chain', 'blocks'),
  ] },
  { id: 'tokens', title: 'Tokens', charts: [
    count('newNativeCoinTransfers', 'Number of {coin} transfers', 'Completed token transfers', 'native_transfers'),
  ] },
  { id: 'gas', title: 'Gas', charts: [
    { id: 'averageGasLimit', title: 'Average gas limit', description: 'Average block gas limit', resolutions: ALL_RESOLUTIONS,
      numerator: 'gas_limit_sum', denominator: 'blocks', fractionDigits: 0 },
    { id: 'averageGasPrice', title: 'Average gas price', description: 'Average price (Gwei) per unit of gas', units: 'Gwei',
      resolutions: ALL_RESOLUTIONS, numerator: 'gas_price_sum', denominator: 'transactions', divisor: WEI_PER_GWEI, fractionDigits: 9 },
    count('gasUsedGrowth', 'Total gas usage', 'Cumulative gas used over time', 'gas_used_sum', true),
    { id: 'networkUtilization', title: 'Network utilization', description: 'Percentage of gas used compared to the gas limit',
      resolutions: ALL_RESOLUTIONS, numerator: 'gas_used_sum', denominator: 'gas_limit_sum', multiplier: 100n, fractionDigits: 4 },
    { id: 'averageGasUsed', title: 'Average gas used', description: 'Average amount of gas used per block', resolutions: ALL_RESOLUTIONS,
      numerator: 'gas_used_sum', denominator: 'blocks', fractionDigits: 0 },
  ] },
  { id: 'contracts', title: 'Contracts', charts: [
    count('contractsGrowth', 'Number of contracts', 'Cumulative contract growth over time', 'new_contracts', true),
    count('newContracts', 'New contracts', 'Number of new contracts in the network', 'new_contracts'),
    count('newVerifiedContracts', 'New verified contracts', 'Number of newly verified contracts', 'new_verified_contracts'),
    count('verifiedContractsGrowth', 'Number of verified contracts', 'Cumulative verified contract growth over time',
      'new_verified_contracts', true),
  ] },
];

export const CHARTS_BY_ID: ReadonlyMap<string, ChartDefinition> =
  new Map(SECTIONS.flatMap((section) => section.charts.map((chart) => [ chart.id, chart ] as const)));

/** The main page's 30-day transactions chart (blockscout-rs `new_txns_window`). */
export const NEW_TXNS_WINDOW: ChartDefinition = {
  ...count('newTxnsWindow', 'Daily transactions', 'The chart displays daily transactions for the past 30 days', 'transactions'),
  resolutions: [ 'DAY' ],
};
export const NEW_TXNS_WINDOW_DAYS = 30;

/** Counter texts, by id; `{coin}` as above. */
export const COUNTER_TEXTS: Readonly<Record<string, { title: string; description: string; units?: string }>> = {
  averageBlockTime: { title: 'Average block time', description: 'Average time taken in seconds for a block to be included in the blockchain', units: 's' },
  completedTxns: { title: 'Completed txns', description: 'Number of transactions with success status' },
  lastNewContracts: { title: 'Number of contracts today', description: 'Number of deployed contracts today (UTC)' },
  lastNewVerifiedContracts: { title: 'Number of verified contracts today', description: 'Number of contracts verified today (UTC)' },
  totalAccounts: { title: 'Total accounts', description: 'Number of EOAs that sent at least 1 transaction' },
  totalAddresses: { title: 'Total addresses', description: 'Number of addresses that participated in the blockchain' },
  totalBlocks: { title: 'Total blocks', description: 'Number of blocks over all time' },
  totalContracts: { title: 'Total contracts', description: 'Number of contracts' },
  totalNativeCoinTransfers: { title: 'Total {coin} transfers', description: 'Number of transactions with the transfer of the {coin}' },
  totalTokens: { title: 'Total tokens', description: 'Number of all token contracts' },
  totalTxns: { title: 'Total txns', description: 'All transactions including pending, dropped, replaced, failed transactions' },
  totalVerifiedContracts: { title: 'Total verified contracts', description: 'Number of verified contracts' },
  newTxns24h: { title: 'Transactions (24h)', description: 'Number of new transactions within the last 24 hours' },
  pendingTxns30m: { title: 'Pending transactions (30m)', description: 'Transactions in the past 30 minutes waiting to be processed by the network' },
  txnsFee24h: { title: 'Transactions fees (24h)', description: 'Sum of {coin} spent on gas fees within the last 24 hours', units: '{coin}' },
  averageTxnFee24h: { title: 'Avg. transaction fee (24h)',
    description: 'Average amount of {coin} spent on gas fees per transaction within the last 24 hours', units: '{coin}' },
  yesterdayTxns: { title: 'Yesterday txns', description: 'Number of transactions yesterday (0:00 - 23:59 UTC)' },
  newContracts24h: { title: 'Number of contracts (24h)', description: 'Number of deployed contracts within the last 24 hours' },
  newVerifiedContracts24h: { title: 'Number of verified contracts (24h)', description: 'Number of contracts verified within the last 24 hours' },
};

/** `/api/v1/counters`, in blockscout-rs's layout order. */
export const COUNTERS_ORDER = [ 'averageBlockTime', 'completedTxns', 'lastNewContracts', 'lastNewVerifiedContracts', 'totalAccounts',
  'totalAddresses', 'totalBlocks', 'totalContracts', 'totalNativeCoinTransfers', 'totalTokens', 'totalTxns', 'totalVerifiedContracts',
  'newTxns24h', 'pendingTxns30m', 'txnsFee24h', 'averageTxnFee24h' ] as const;
