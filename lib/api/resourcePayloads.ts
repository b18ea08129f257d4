/**
 * Response and filter types of every resource, taken from types/api. A compile-time check at
 * the bottom keeps this map and the registry in step: adding a resource without a payload type
 * (or the reverse) fails `tsc`.
 */
import type * as Api from 'types/api';

import type { ResourceFilterFields, ResourceName } from './resources';

/** Resource name → the JSON body a successful GET returns. */
export interface ResourcePayloadMap {
  // blocks
  'general:blocks': Api.BlocksResponse;
  'general:block': Api.Block;
  'general:block_txs': Api.BlockTransactionsResponse;
  'general:block_internal_txs': Api.BlockInternalTransactionsResponse;
  'general:block_withdrawals': Api.BlockWithdrawalsResponse;
  'general:block_countdown': Api.BlockCountdownResponse;
  'general:homepage_blocks': Array<Api.Block>;
  // transactions
  'general:txs_validated': Api.TransactionsResponseValidated;
  'general:txs_pending': Api.TransactionsResponsePending;
  'general:txs_watchlist': Api.TransactionsResponseWatchlist;
  'general:txs_stats': Api.TransactionsStats;
  'general:tx': Api.Transaction;
  'general:tx_internal_txs': Api.InternalTransactionsResponse;
  'general:tx_logs': Api.LogsResponse;
  'general:tx_token_transfers': Api.TokenTransferResponse;
  'general:tx_raw_trace': Api.RawTraceResponse;
  'general:tx_state_changes': Api.TransactionStateChangesResponse;
  'general:tx_summary': Api.TransactionSummaryResponse;
  'general:token_transfers_all': Api.TokenTransferResponse;
  'general:internal_txs': Api.InternalTransactionsResponse;
  'general:homepage_txs': Array<Api.Transaction>;
  'general:homepage_txs_watchlist': Array<Api.Transaction>;
  'general:withdrawals': Api.WithdrawalsResponse;
  'general:withdrawals_counters': Api.WithdrawalsCounters;
  // addresses
  'general:addresses': Api.AddressesResponse;
  'general:address': Api.AddressDetail;
  'general:address_counters': Api.AddressCounters;
  'general:address_tabs_counters': Api.AddressTabsCounters;
  'general:address_txs': Api.AddressTransactionsResponse;
  'general:address_internal_txs': Api.AddressInternalTxsResponse;
  'general:address_token_transfers': Api.AddressTokenTransfersResponse;
  'general:address_blocks_validated': Api.AddressBlocksValidatedResponse;
  'general:address_coin_balance': Api.AddressCoinBalanceHistoryResponse;
  'general:address_coin_balance_chart': Api.AddressCoinBalanceHistoryByDayResponse;
  'general:address_logs': Api.AddressLogsResponse;
  'general:address_tokens': Api.AddressTokensResponse;
  'general:address_token_balances': Api.AddressTokenBalancesResponse;
  'general:address_nfts': Api.AddressNftResponse;
  'general:address_collections': Api.AddressCollectionsResponse;
  'general:address_withdrawals': Api.AddressWithdrawalsResponse;
  // tokens
  'general:tokens': Api.TokensResponse;
  'general:token': Api.TokenInfo;
  'general:token_counters': Api.TokenCounters;
  'general:token_holders': Api.TokenHoldersResponse;
  'general:token_transfers': Api.TokenTransfersResponse;
  'general:token_inventory': Api.TokenInventoryResponse;
  'general:token_instance': Api.TokenInstance;
  'general:token_instance_transfers': Api.TokenInstanceTransfersResponse;
  'general:token_instance_holders': Api.TokenInstanceHoldersResponse;
  'general:token_instance_transfers_count': Api.TokenInstanceTransfersCount;
  'general:token_instance_refetch_metadata': Api.MessageResponse;
  // contracts
  'general:contracts': Api.SmartContractsResponse;
  'general:contracts_counters': Api.SmartContractsCounters;
  'general:contract': Api.SmartContract;
  'general:contract_methods_read': Api.SmartContractMethodsResponse;
  'general:contract_methods_read_proxy': Api.SmartContractMethodsResponse;
  'general:contract_method_query': Api.SmartContractQueryMethodResponse;
  'general:contract_methods_write': Api.SmartContractMethodsResponse;
  'general:contract_methods_write_proxy': Api.SmartContractMethodsResponse;
  'general:contract_audit_reports': Api.SmartContractAuditReportsResponse;
  'general:contract_verification_via': Api.SmartContractVerificationResponse;
  'general:contract_verification_config': Api.SmartContractVerificationConfig;
  // stats, home page, search, config, misc
  'general:stats': Api.HomeStats;
  'general:stats_charts_txs': Api.TransactionsChartResponse;
  'general:stats_charts_market': Api.MarketChartResponse;
  'general:stats_charts_secondary_coin_price': Api.SecondaryCoinMarketChartResponse;
  'general:homepage_indexing_status': Api.IndexingStatus;
  'general:quick_search': Api.QuickSearchResult;
  'general:search': Api.SearchResult;
  'general:search_check_redirect': Api.SearchRedirectResult;
  'general:config_backend_version': Api.BackendVersionConfig;
  'general:config_backend': Api.BackendConfig;
  'general:config_csv_export': Api.CsvExportConfig;
  'general:api_v2_key': Api.ApiV2KeyResponse;
  // CSV files arrive as text.
  'general:csv_export_txs': string;
  'general:csv_export_internal_txs': string;
  'general:csv_export_token_transfers': string;
  'general:csv_export_logs': string;
  'general:csv_export_token_holders': string;
  'general:captcha_altcha_challenge': unknown;
  'general:graphql': { data?: unknown; errors?: Array<{ message: string }> };
  // API docs: our OpenAPI document, the Etherscan-compatible envelope, a JSON-RPC answer (or batch).
  'general:openapi_spec': Record<string, unknown>;
  'general:rpc_api': { status: string; message: string; result: unknown };
  'general:eth_rpc_api': unknown;
  // optimism
  'general:homepage_deposits': Api.OptimismLatestDepositsResponse;
  'general:l2_deposits': Api.OptimismDepositsResponse;
  'general:l2_deposits_count': Api.OptimismCountResponse;
  'general:l2_withdrawals': Api.OptimismWithdrawalsResponse;
  'general:l2_withdrawals_count': Api.OptimismCountResponse;
  'general:l2_output_roots': Api.OptimismOutputRootsResponse;
  'general:l2_output_roots_count': Api.OptimismCountResponse;
  'general:l2_txn_batches': Api.OptimismTxnBatchesResponse;
  'general:l2_txn_batches_count': Api.OptimismCountResponse;
  // account
  'account:csrf': Api.CsrfResponse;
  'account:user_info': Api.UserInfo;
  'account:email_resend': Api.MessageResponse;
  'account:custom_abi': Api.CustomAbis;
  'account:watchlist': Api.WatchlistResponse;
  'account:public_tags': Api.PublicTags;
  'account:private_tags_address': Api.AddressTagsResponse;
  'account:private_tags_tx': Api.TransactionTagsResponse;
  'account:api_keys': Api.ApiKeys;
  'account:address_tags': Api.AddressTagsForUser;
  'account:transaction_tags': Api.TransactionTagsForUser;
  'account:send_otp': Api.MessageResponse;
  'account:confirm_otp': Api.UserInfo;
  'account:siwe_message': { siwe_message: string };
  'account:authenticate_via_wallet': Api.UserInfo;
  'account:link_email': Api.UserInfo;
  'account:link_address': Api.UserInfo;
  // microservices
  'stats:counters': Api.StatsCounters;
  'stats:lines': Api.StatsCharts;
  'stats:line': Api.StatsLineChart;
  'stats:pages_main': Api.StatsMainPage;
  'stats:pages_transactions': Api.StatsTransactionsPage;
  'stats:pages_contracts': Api.StatsContractsPage;
  'visualize:solidity_contract': Api.VisualizeResponse;
  'contractInfo:address_verification': Api.AddressVerificationResponse;
  'contractInfo:verified_addresses': Api.VerifiedAddressResponse;
  'contractInfo:token_info': Api.TokenInfoExtra;
  'admin:token_info_applications_config': Api.TokenInfoSubmissionSelectors;
  'admin:token_info_applications': Api.TokenInfoSubmissionsResponse;
  'admin:metadata_tag_submission': Record<string, unknown>;
}

/** Resource name → typed query filters, where the contract defines them. */
export interface ResourceFiltersMap {
  'general:blocks': Api.BlockFilters;
  'general:block_txs': Api.BlockTxsFilters;
  'general:txs_validated': Api.TransactionsFilters;
  'general:txs_pending': Api.TransactionsFilters;
  'general:tx_token_transfers': Api.TokenTransferFilters;
  'general:token_transfers_all': Api.TokenTransferFilters;
  'general:internal_txs': Api.InternalTransactionsFilters;
  'general:addresses': Api.AddressesSorting;
  'general:address_txs': Api.AddressTxsFilter;
  'general:address_internal_txs': Api.AddressInternalTxsFilter;
  'general:address_token_transfers': Api.AddressTokenTransfersFilter;
  'general:address_logs': Api.AddressLogsFilter;
  'general:address_tokens': Api.AddressTokensFilter;
  'general:address_nfts': Api.AddressNftFilter;
  'general:address_collections': Api.AddressNftFilter;
  'general:tokens': Api.TokensFilters & Api.TokensSorting;
  'general:token_inventory': Api.TokenInventoryFilters;
  'general:contracts': Api.SmartContractsFilters & Api.SmartContractsSorting;
  'general:contract_methods_read': Api.SmartContractMethodsFilters;
  'general:contract_methods_read_proxy': Api.SmartContractMethodsFilters;
  'general:search': Api.SearchFilters;
  'general:quick_search': Api.SearchFilters;
  'general:search_check_redirect': Api.SearchFilters;
  'stats:line': Api.StatsLineChartFilters;
}

/** The response type of resource `R`. */
export type ResourcePayload<R extends ResourceName> = R extends keyof ResourcePayloadMap ? ResourcePayloadMap[R] : never;

/** Query filters of resource `R`: the contract's type when defined, else its declared fields. */
export type ResourceFilters<R extends ResourceName> =
  R extends keyof ResourceFiltersMap ? ResourceFiltersMap[R] : ResourceFilterFields<R>;

/** The `next_page_params` cursor type of a paginated resource. */
export type ResourcePagingParams<R extends ResourceName> =
  ResourcePayload<R> extends { next_page_params: infer C } ? Exclude<C, null> : never;

/** The item type of a paginated resource. */
export type ResourceItem<R extends ResourceName> = ResourcePayload<R> extends { items: Array<infer I> } ? I : never;

// Compile-time completeness check: both directions must be `true`.
type MissingPayloads = Exclude<ResourceName, keyof ResourcePayloadMap>;
type UnknownPayloads = Exclude<keyof ResourcePayloadMap, ResourceName>;
type UnknownFilters = Exclude<keyof ResourceFiltersMap, ResourceName>;
const registryInSync: [ MissingPayloads, UnknownPayloads, UnknownFilters ] extends [ never, never, never ] ? true : false = true;
void registryInSync;
