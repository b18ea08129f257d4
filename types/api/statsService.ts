/**
 * The stats microservice (`/api/v1/counters`, `/lines`, `/lines/{id}`, `/pages/*`), GUIDE §8.
 */
import type { DateString } from './shared';

export interface StatsCounter {
  id: string;
  /** A decimal string. */
  value: string;
  title: string;
  units?: string;
  description: string;
}

/** `GET /api/v1/counters`. */
export interface StatsCounters {
  counters: Array<StatsCounter>;
}

export type StatsResolution = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface StatsChartInfo {
  id: string;
  title: string;
  description: string;
  units?: string;
  resolutions: Array<StatsResolution>;
}

export interface StatsChartsSection {
  id: string;
  title: string;
  charts: Array<StatsChartInfo>;
}

/** `GET /api/v1/lines`. */
export interface StatsCharts {
  sections: Array<StatsChartsSection>;
}

export interface StatsLineChartPoint {
  date: DateString;
  date_to: DateString;
  value: string;
  is_approximate: boolean;
}

/** `GET /api/v1/lines/{id}`. */
export interface StatsLineChart {
  chart: Array<StatsLineChartPoint>;
  info: StatsChartInfo;
}

export interface StatsLineChartFilters {
  from?: DateString;
  to?: DateString;
  resolution?: StatsResolution;
}

/** `GET /api/v1/pages/main`. */
export interface StatsMainPage {
  average_block_time?: StatsCounter;
  total_addresses?: StatsCounter;
  total_blocks?: StatsCounter;
  total_transactions?: StatsCounter;
  yesterday_transactions?: StatsCounter;
  daily_new_transactions?: StatsLineChart;
}

/** `GET /api/v1/pages/transactions`. */
export interface StatsTransactionsPage {
  pending_transactions_30m?: StatsCounter;
  transactions_fee_24h?: StatsCounter;
  average_transactions_fee_24h?: StatsCounter;
  transactions_24h?: StatsCounter;
}

/** `GET /api/v1/pages/contracts`. */
export interface StatsContractsPage {
  total_contracts?: StatsCounter;
  new_contracts_24h?: StatsCounter;
  total_verified_contracts?: StatsCounter;
  new_verified_contracts_24h?: StatsCounter;
}
