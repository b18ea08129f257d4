/**
 * Home-page stats and the two built-in charts of the main API (GUIDE §6).
 */
import type { DateString, FloatString, IntegerString, Timestamp } from './shared';

/** One gas-price tier, as sent when the request carries `updated-gas-oracle: true`. */
export interface GasPriceInfo {
  /** Gwei. */
  price: number | null;
  /** Expected inclusion time, milliseconds. */
  time: number | null;
  fiat_price: FloatString | null;
  base_fee: number | null;
  priority_fee: number | null;
  priority_fee_wei: IntegerString | null;
  wei: IntegerString | null;
}

export interface GasPrices {
  slow: GasPriceInfo | null;
  average: GasPriceInfo | null;
  fast: GasPriceInfo | null;
}

/** `GET /v2/stats`. */
export interface HomeStats {
  total_blocks: IntegerString;
  total_addresses: IntegerString;
  total_transactions: IntegerString;
  transactions_today: IntegerString | null;
  total_gas_used: IntegerString;
  /** Milliseconds. */
  average_block_time: number;
  coin_price: FloatString | null;
  secondary_coin_price: FloatString | null;
  coin_price_change_percentage: number | null;
  coin_image: string | null;
  secondary_coin_image?: string | null;
  market_cap: FloatString | null;
  tvl: FloatString | null;
  gas_used_today: IntegerString | null;
  network_utilization_percentage: number | null;
  static_gas_price: IntegerString | null;
  gas_prices: GasPrices | null;
  /** Milliseconds until the gas oracle refreshes. */
  gas_prices_update_in: number | null;
  gas_price_updated_at: Timestamp | null;
  /** OP chains only. */
  last_output_root_size?: IntegerString | null;
}

export interface TransactionsChartItem {
  date: DateString;
  transactions_count: number;
}

/** `GET /v2/stats/charts/transactions` (about 30 days). */
export interface TransactionsChartResponse {
  chart_data: Array<TransactionsChartItem>;
}

export interface MarketChartItem {
  date: DateString;
  closing_price: FloatString | null;
  market_cap?: FloatString | null;
  tvl?: FloatString | null;
}

/** `GET /v2/stats/charts/market`. */
export interface MarketChartResponse {
  chart_data: Array<MarketChartItem>;
  available_supply: FloatString | number | null;
}

/** `GET /v2/stats/charts/secondary-coin-market`. */
export interface SecondaryCoinMarketChartResponse {
  chart_data: Array<{ date: DateString; closing_price: FloatString | null }>;
}
