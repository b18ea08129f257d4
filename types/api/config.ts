/**
 * Backend configuration endpoints under `/v2/config/*` (GUIDE §6).
 */

/** `GET /v2/config/backend-version`; the value is free text such as `"v11.2.7-beta"`. */
export interface BackendVersionConfig {
  backend_version: string | null;
}

/** `GET /v2/config/backend`. */
export interface BackendConfig {
  chain_type: string | null;
  openapi_spec_folder_name: string | null;
}

/** `GET /v2/config/indexer`. */
export interface IndexerConfig {
  indexer_enabled: boolean;
  block_reward_fetcher_enabled: boolean;
  internal_transactions_fetcher_enabled: boolean;
  pending_transactions_fetcher_enabled: boolean;
  token_instance_retry_fetcher_enabled: boolean;
  token_instance_sanitize_fetcher_enabled: boolean;
}

/** `GET /v2/config/csv-export`. */
export interface CsvExportConfig {
  limit: number;
  async_enabled: boolean;
}
