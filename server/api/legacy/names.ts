/**
 * What frontends made for Blockscout before v6.10 (Dec 2024), and some before v9.0 (Aug
 * 2025), read under other names: the renames of GUIDE §1.4 and the few found besides
 * (marked). One table serves REST answers and socket payloads alike, because a rename
 * follows its object (a transaction, a token) wherever that object appears.
 */

/**
 * Current field name → the older names of the same value. A Map, so that keys such as
 * `constructor` never match a prototype member.
 */
export const OLD_NAMES: ReadonlyMap<string, readonly string[]> = new Map([
  // Blocks, address and contract lists, chart points: `tx_*` until v6.10, the rest until v9.0.
  [ 'transactions_count', [ 'tx_count', 'transaction_count' ] ],
  [ 'transaction_fees', [ 'tx_fees' ] ],
  // Transactions (GUIDE); internal transactions had it too (Blockscout's old TransactionView).
  [ 'block_number', [ 'block' ] ],
  [ 'transaction_types', [ 'tx_types' ] ],
  [ 'transaction_tag', [ 'tx_tag' ] ],
  [ 'has_error_in_internal_transactions', [ 'has_error_in_internal_txs' ] ],
  [ 'transaction_burnt_fee', [ 'tx_burnt_fee' ] ],
  // Token transfers, logs, internal transactions, search items, coin balance history rows.
  [ 'transaction_hash', [ 'tx_hash' ] ],
  [ 'creation_transaction_hash', [ 'creation_tx_hash' ] ],
  // Tokens, search items, proxy implementations (`{address, name}` in older answers).
  [ 'address_hash', [ 'address' ] ],
  // GUIDE names `holder_count`; not in GUIDE: `holders`, which Blockscout's old TokenView sent (a string).
  [ 'holders_count', [ 'holder_count', 'holders' ] ],
  // Not in GUIDE §1.4: the tabs counter of internal transactions, renamed in the v6.10 sweep.
  [ 'internal_transactions_count', [ 'internal_txs_count' ] ],
]);

/**
 * Fields left exactly as they are: a cursor comes back verbatim as query parameters, so
 * it keeps the names the handlers read (GUIDE §1.4 renames no cursor key).
 */
export const UNTOUCHED_KEYS: ReadonlySet<string> = new Set([ 'next_page_params' ]);

/**
 * Query values older frontends send that were renamed with the fields they name: the
 * tokens list sorted by `holder_count` (Blockscout before v9.0). Keyed by route, then
 * parameter.
 */
export const OLD_QUERY_VALUES: ReadonlyMap<string, ReadonlyMap<string, ReadonlyMap<string, string>>> = new Map([
  [ '/api/v2/tokens', new Map([ [ 'sort', new Map([ [ 'holder_count', 'holders_count' ] ]) ] ]) ],
]);
