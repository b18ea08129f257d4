/**
 * The indexing banners' data (GUIDE §6, spec §2 "Indexing banners").
 */

/**
 * `GET /v2/main-page/indexing-status`. Note: both ratios are decimal STRINGS such as `"0.98"`
 * (the OpenAPI document wrongly says number); parse before doing arithmetic.
 */
export interface IndexingStatus {
  finished_indexing: boolean;
  finished_indexing_blocks: boolean;
  indexed_blocks_ratio: string | null;
  indexed_internal_transactions_ratio: string | null;
  /**
   * Our extension: false while the indexer cannot reach the network's node, so "finished"
   * cannot be known (the node may be far ahead). Absent from other backends.
   */
  node_reachable?: boolean;
}
