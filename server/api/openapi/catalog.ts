/**
 * What a route cannot say about itself: a one-line summary and the query parameters it
 * reads, in our own words, keyed by `METHOD /path/{param}` as the OpenAPI document writes
 * paths. A route without an entry is still documented (path, method, path parameters);
 * an entry without a route is an error the tests catch, so this list cannot outlive the API.
 *
 * Parameters Blockscout's document does not have for the same path are marked `extension`
 * (the test checks every other one against Blockscout's list for that path).
 */

export interface QueryParamDoc {
  description: string;
  enum?: ReadonlyArray<string>;
  required?: boolean;
  /** Ours only: Blockscout's document has no such parameter on this path. */
  extension?: boolean;
}

export interface OperationDoc {
  summary: string;
  description?: string;
  query?: Readonly<Record<string, QueryParamDoc>>;
  /** Lists are keyset pages: the answer's `next_page_params` are sent back as query parameters. */
  paged?: boolean;
}

const TOKEN_TYPES = 'comma list of ERC-20, ERC-721, ERC-1155, ERC-404';
const DIRECTION: QueryParamDoc = { description: 'only transfers or transactions sent (`from`) or received (`to`)', enum: [ 'from', 'to' ] };
const ORDER: QueryParamDoc = { description: 'sort direction', enum: [ 'asc', 'desc' ] };
const CSV_QUERY: Readonly<Record<string, QueryParamDoc>> = {
  address_id: { description: 'the address', required: true },
  from_period: { description: 'first day (YYYY-MM-DD) or instant', required: true },
  to_period: { description: 'last day or instant, at most a year after from_period', required: true },
  filter_type: { description: '`address` (with filter_value `from` or `to`) or `topic` (logs)' },
  filter_value: { description: 'the filter\'s value' },
};
const SEARCH_QUERY: QueryParamDoc = { description: 'address, transaction or block hash, block height, or words of a token name or symbol', required: true };

export const OPERATION_CATALOG: Readonly<Record<string, OperationDoc>> = {
  'GET /api/v2/config/backend-version': { summary: 'Version of this backend' },
  'GET /api/v2/main-page/blocks': { summary: 'The latest 4 blocks' },
  'GET /api/v2/main-page/transactions': { summary: 'The latest 6 mined transactions' },
  'GET /api/v2/main-page/indexing-status': { summary: 'How far the indexer has come (blocks and internal transactions)' },
  'GET /api/v2/blocks': {
    summary: 'Blocks, newest first', paged: true,
    query: { type: { description: 'consensus blocks, uncles (always empty here) or blocks lost to a reorg', enum: [ 'block', 'uncle', 'reorg' ] } },
  },
  'GET /api/v2/blocks/{height_or_hash}': { summary: 'One block by height (the consensus block) or by hash (any block)' },
  'GET /api/v2/blocks/{height_or_hash}/transactions': {
    summary: 'Transactions of a block, in block order', paged: true,
    query: { type: { description: 'comma list of token_transfer, contract_creation, contract_call, coin_transfer, token_creation' } },
  },
  'GET /api/v2/blocks/{height_or_hash}/internal-transactions': {
    summary: 'Internal transactions of a block', paged: true,
    query: {
      type: { description: 'call, create, create2, selfdestruct or reward', extension: true },
      call_type: { description: 'call, callcode, delegatecall or staticcall' },
    },
  },
  'GET /api/v2/blocks/{height_or_hash}/withdrawals': { summary: 'Beacon-chain withdrawals of a block', paged: true },
  'GET /api/v2/transactions': {
    summary: 'Transactions, newest first', paged: true,
    query: {
      filter: { description: 'mined or waiting transactions', enum: [ 'validated', 'pending' ] },
      type: { description: 'comma list of token_transfer, contract_creation, contract_call, coin_transfer, token_creation' },
      method: { description: 'comma list of 4-byte selectors or approve, transfer, multicall, mint, commit', extension: true },
    },
  },
  'GET /api/v2/transactions/stats': { summary: 'Transactions of the last 24 hours: count, fee sum and average, and the pending count' },
  'GET /api/v2/transactions/watchlist': { summary: 'Transactions of the signed-in user\'s watch list', paged: true },
  'GET /api/v2/transactions/{hash}': { summary: 'One transaction, with up to 50 of its token transfers' },
  'GET /api/v2/transactions/{hash}/internal-transactions': { summary: 'Internal transactions of a transaction, in call order', paged: true },
  'GET /api/v2/transactions/{hash}/logs': { summary: 'Logs of a transaction, decoded where the ABI is known', paged: true },
  'GET /api/v2/transactions/{hash}/token-transfers': {
    summary: 'Token transfers of a transaction, in log order', paged: true,
    query: { type: { description: TOKEN_TYPES } },
  },
  'GET /api/v2/transactions/{hash}/raw-trace': { summary: 'Parity-style trace frames of a transaction' },
  'GET /api/v2/transactions/{hash}/state-changes': { summary: 'Coin and token balance changes a transaction made', paged: true },
  'GET /api/v2/transactions/{hash}/summary': { summary: 'Human-readable summary (501 here: it needs an interpretation service)' },
  'GET /api/v2/addresses': {
    summary: 'Top accounts by balance', paged: true,
    query: { sort: { description: 'only `balance` is served', enum: [ 'balance' ] }, order: ORDER },
  },
  'GET /api/v2/addresses/{hash}': { summary: 'One address: balance, contract facts, flags' },
  'GET /api/v2/addresses/{hash}/counters': { summary: 'Exact counts of an address\'s transactions, transfers and gas used' },
  'GET /api/v2/addresses/{hash}/tabs-counters': { summary: 'Counts for the address page tabs, capped at 51' },
  'GET /api/v2/addresses/{hash}/transactions': {
    summary: 'Transactions from or to an address, pending first', paged: true,
    query: {
      filter: DIRECTION,
      sort: { description: 'sort mined transactions by', enum: [ 'block_number', 'value', 'fee' ] },
      order: ORDER,
    },
  },
  'GET /api/v2/addresses/{hash}/internal-transactions': {
    summary: 'Internal transactions from or to an address, newest first', paged: true,
    query: { filter: DIRECTION },
  },
  'GET /api/v2/addresses/{hash}/token-transfers': {
    summary: 'Token transfers from or to an address, newest first', paged: true,
    query: { filter: DIRECTION, type: { description: TOKEN_TYPES }, token: { description: 'only transfers of this token contract' } },
  },
  'GET /api/v2/addresses/{hash}/logs': {
    summary: 'Logs emitted by a contract, newest first', paged: true,
    query: { topic: { description: 'a 32-byte topic matched against any of the four topics' } },
  },
  'GET /api/v2/addresses/{hash}/blocks-validated': { summary: 'Blocks this address produced', paged: true },
  'GET /api/v2/addresses/{hash}/coin-balance-history': { summary: 'Blocks that changed the coin balance, with the transaction behind each', paged: true },
  'GET /api/v2/addresses/{hash}/coin-balance-history-by-day': {
    summary: 'Closing coin balance per UTC day',
    query: { days: { description: 'how many days back (default 10)', extension: true } },
  },
  'GET /api/v2/addresses/{hash}/withdrawals': { summary: 'Beacon-chain withdrawals to an address', paged: true },
  'GET /api/v2/addresses/{hash}/token-balances': { summary: 'Every positive token balance of an address, largest value first' },
  'GET /api/v2/addresses/{hash}/tokens': {
    summary: 'Token balances of an address, paged', paged: true,
    query: { type: { description: TOKEN_TYPES } },
  },
  'GET /api/v2/addresses/{hash}/nft': {
    summary: 'NFT instances an address holds', paged: true,
    query: { type: { description: 'comma list of ERC-721, ERC-1155, ERC-404' } },
  },
  'GET /api/v2/addresses/{hash}/nft/collections': {
    summary: 'NFTs an address holds, grouped by collection (up to 9 instances each)', paged: true,
    query: { type: { description: 'comma list of ERC-721, ERC-1155, ERC-404' } },
  },
  'GET /api/v2/tokens': {
    summary: 'Tokens, most holders first', paged: true,
    query: {
      q: { description: 'part of a name or symbol, or an exact address' },
      type: { description: TOKEN_TYPES },
      sort: { description: 'sort by', enum: [ 'holders_count' ] },
      order: ORDER,
    },
  },
  'GET /api/v2/tokens/{hash}': { summary: 'One token: name, symbol, decimals, supply, holders' },
  'GET /api/v2/tokens/{hash}/counters': { summary: 'Holders and transfers of a token' },
  'GET /api/v2/tokens/{hash}/holders': { summary: 'Holders of a token, largest balance first', paged: true },
  'GET /api/v2/tokens/{hash}/transfers': { summary: 'Transfers of a token, newest first', paged: true },
  'GET /api/v2/tokens/{hash}/instances': {
    summary: 'Instances (token ids) of an NFT collection', paged: true,
    query: { holder_address_hash: { description: 'only instances this address holds' } },
  },
  'GET /api/v2/tokens/{hash}/instances/{id}': { summary: 'One NFT instance with its metadata (untrusted data, served as stored)' },
  'GET /api/v2/tokens/{hash}/instances/{id}/transfers': { summary: 'Transfers of one NFT instance', paged: true },
  'GET /api/v2/tokens/{hash}/instances/{id}/holders': { summary: 'Holders of one NFT instance', paged: true },
  'GET /api/v2/tokens/{hash}/instances/{id}/transfers-count': { summary: 'Number of transfers of one NFT instance' },
  'PATCH /api/v2/tokens/refetch-metadata': {
    summary: 'Operator: read stale token metadata again (key required)',
    query: { all: { description: '`true`: every token and instance, not only stale ones', extension: true } },
  },
  'PATCH /api/v2/tokens/{hash}/refetch-metadata': { summary: 'Operator: read one token\'s name, symbol, decimals and supply again (key required)' },
  'PATCH /api/v2/tokens/{hash}/instances/refetch-metadata': { summary: 'Operator: read the metadata of every instance of a collection again (key required)' },
  'GET /api/v2/token-transfers': {
    summary: 'Token transfers, newest first', paged: true,
    query: { type: { description: TOKEN_TYPES } },
  },
  'GET /api/v2/internal-transactions': {
    summary: 'Internal transactions, newest first', paged: true,
    query: { transaction_hash: { description: 'only those of this transaction' } },
  },
  'GET /api/v2/withdrawals': { summary: 'Beacon-chain withdrawals, newest first', paged: true },
  'GET /api/v2/withdrawals/counters': { summary: 'Number and sum of withdrawals' },
  'GET /api/v2/stats': { summary: 'Chain totals, today\'s transactions, gas price tiers and the next base fee' },
  'GET /api/v2/stats/charts/transactions': { summary: 'Daily transaction counts of the last 30 days' },
  'GET /api/v2/stats/charts/market': { summary: 'Market history (empty: no price source)' },
  'GET /api/v2/search': { summary: 'Search results, paged', paged: true, query: { q: SEARCH_QUERY } },
  'GET /api/v2/search/quick': { summary: 'Search suggestions for the search bar', query: { q: SEARCH_QUERY } },
  'GET /api/v2/search/check-redirect': { summary: 'Whether a query names exactly one entity to go to', query: { q: SEARCH_QUERY } },
  'GET /api/v2/smart-contracts': {
    summary: 'Verified contracts, newest verification first', paged: true,
    query: {
      q: { description: 'part of a contract name or an address' },
      filter: { description: 'source language', enum: [ 'solidity', 'vyper', 'yul' ] },
      sort: { description: 'sort by', enum: [ 'balance', 'transactions_count' ] },
      order: ORDER,
    },
  },
  'GET /api/v2/smart-contracts/counters': { summary: 'Contracts and verified contracts, all time and last 24 hours' },
  'GET /api/v2/smart-contracts/verification/config': { summary: 'Verification options: compiler versions, EVM versions, methods' },
  'GET /api/v2/smart-contracts/{hash}': { summary: 'A contract: bytecode and, once verified, sources, ABI and settings' },
  'GET /api/v2/smart-contracts/{hash}/methods-read': {
    summary: 'Read methods of a verified contract, with the values of those without inputs',
    query: { from: { description: 'caller address for the reads', extension: true }, is_custom_abi: { description: 'accepted, not used yet', extension: true } },
  },
  'GET /api/v2/smart-contracts/{hash}/methods-read-proxy': {
    summary: 'Read methods of a proxy\'s verified implementations',
    query: { from: { description: 'caller address for the reads', extension: true }, is_custom_abi: { description: 'accepted, not used yet', extension: true } },
  },
  'GET /api/v2/smart-contracts/{hash}/methods-write': { summary: 'Write methods of a verified contract' },
  'GET /api/v2/smart-contracts/{hash}/methods-write-proxy': { summary: 'Write methods of a proxy\'s verified implementations' },
  'POST /api/v2/smart-contracts/{hash}/query-read-method': { summary: 'Call one read method with arguments: `{args, method_id, contract_type, from?}`' },
  'POST /api/v2/smart-contracts/{hash}/verification/via/{method}': {
    summary: 'Submit a verification (flattened-code, standard-input or multi-part); the result arrives on the socket',
  },
  'POST /api/v2/key': {
    summary: 'A client key for a solved captcha: `{recaptcha_response}` → `{message, expires_at}`',
    description: 'Sets the `api_v2_temp_token` cookie (HttpOnly), with which this browser has a request budget of its own ' +
      '(`API_RATE_LIMIT_BY_CLIENT_TOKEN`) instead of its IP\'s. 403 without a valid captcha answer, 404 when no captcha is configured.',
  },
  'GET /api': {
    summary: 'Etherscan-compatible RPC API: `?module=…&action=…`',
    description: 'Modules account, logs, token, stats, block, transaction and contract; every answer is `{status, message, result}` ' +
      'with HTTP 200. Module proxy (eth_blockNumber, eth_getBlockByNumber, eth_call, …) answers in JSON-RPC\'s shape, as `/api/eth-rpc` ' +
      'does. The RPC API tab of /api-docs lists the actions with runnable examples.',
    query: {
      module: { description: 'module name, any case', required: true },
      action: { description: 'action name, any case', required: true },
    },
  },
  'POST /api': {
    summary: 'Etherscan-compatible RPC API by POST (URL-encoded, multipart or JSON body)',
    query: { module: { description: 'module name, any case' }, action: { description: 'action name, any case' } },
  },
  'GET /api/sourcify/check-all-by-addresses': {
    summary: 'Sourcify-compatible: whether addresses are verified here (`perfect`, `partial` or `false`), for hardhat-verify\'s sourcify mode',
    query: {
      addresses: { description: 'comma list of addresses (at most 100)', required: true },
      chainIds: { description: 'comma list of chain ids; only 265 is this explorer\'s' },
    },
  },
  'POST /api/sourcify': {
    summary: 'Sourcify-compatible verification: `{address, chain, files: {"metadata.json": …, "<path>.sol": …}}`, answered once verified',
  },
  'GET /api/v1': { summary: 'The Etherscan-compatible RPC API under its older path (same as /api)' },
  'POST /api/v1': { summary: 'The Etherscan-compatible RPC API by POST under its older path (same as /api)' },
  'POST /api/eth-rpc': {
    summary: 'JSON-RPC 2.0, single or batch: eth_blockNumber, eth_chainId, eth_getBalance, eth_getLogs, eth_call, eth_feeHistory, filters and more',
    description: 'Answered from the database where it can, else by the node. Other methods get error -32601. ' +
      'The Eth RPC API tab of /api-docs lists the methods with runnable examples.',
  },
  'POST /api/v1/eth-rpc': { summary: 'JSON-RPC 2.0 under its older path (same as /api/eth-rpc)' },
  'GET /api/v1/graphql': { summary: 'GraphQL query by GET (`query`, `variables`)' },
  'POST /api/v1/graphql': { summary: 'GraphQL: blocks, transactions, addresses, token transfers and tokens (the playground is /graphiql)' },
  'GET /api/v1/counters': { summary: 'Stats service: the counters of the Charts & stats page' },
  'GET /api/v1/lines': { summary: 'Stats service: chart sections and the charts in each' },
  'GET /api/v1/lines/{id}': {
    summary: 'Stats service: the points of one chart',
    query: {
      from: { description: 'first day, YYYY-MM-DD' },
      to: { description: 'last day, YYYY-MM-DD' },
      resolution: { description: 'points per', enum: [ 'DAY', 'WEEK', 'MONTH', 'YEAR' ] },
    },
  },
  'GET /api/v1/pages/main': { summary: 'Stats service: what the home page shows' },
  'GET /api/v1/pages/transactions': { summary: 'Stats service: what the transactions page shows' },
  'GET /api/v1/pages/contracts': { summary: 'Stats service: what the verified contracts page shows' },
  'GET /api/v1/transactions-csv': { summary: 'CSV export of an address\'s transactions (captcha required)', query: CSV_QUERY },
  'GET /api/v1/internal-transactions-csv': { summary: 'CSV export of an address\'s internal transactions (captcha required)', query: CSV_QUERY },
  'GET /api/v1/token-transfers-csv': { summary: 'CSV export of an address\'s token transfers (captcha required)', query: CSV_QUERY },
  'GET /api/v1/logs-csv': { summary: 'CSV export of a contract\'s logs (captcha required)', query: CSV_QUERY },
  'GET /health': { summary: 'Liveness: the process answers' },
  'GET /ready': { summary: 'Readiness: the database answers (503 while it does not)' },
  'GET /api/health/liveness': { summary: 'Liveness (Blockscout\'s path)' },
  'GET /api/health/readiness': { summary: 'Readiness (Blockscout\'s path)' },
  'GET /api/v2/openapi.json': { summary: 'This document' },
};
