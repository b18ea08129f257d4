/**
 * Fills a database with a synthetic chain for the API benchmark, in bulk SQL
 * (`generate_series`), shaped like a busy network: `blocks` blocks of `perBlock`
 * transactions, ~20k accounts, one address in every 7th transaction (`busyEvery`), one ERC-20 token
 * moved by every 4th transaction (with its Transfer log), and a thousand named tokens
 * for search. Values are deterministic, so runs compare.
 */
import type { Queryable } from '../../db';

export interface FillOptions {
  blocks: number;
  perBlock: number;
  /** Rows per INSERT statement, to bound the server's memory. */
  chunkBlocks?: number;
  onProgress?: (doneBlocks: number) => void;
  /** BUSY_ADDRESS sends every `busyEvery`-th transaction (7; 1 gives it all of them, for the CSV benchmark). */
  busyEvery?: number;
}

export const ACCOUNTS = 20_000;
const OTHER_TOKENS = 1_000;
/** Deterministic 20-byte address of account `k` (a SQL expression over `k`). */
const addressOf = (k: string) => `'0x' || substr(md5('account' || (${ k })::text), 1, 32) || substr(md5('tail' || (${ k })::text), 1, 8)`;
const hash32 = (prefix: string, n: string) => `'0x' || md5('${ prefix }' || (${ n })::text) || md5('${ prefix }2' || (${ n })::text)`;

export const BUSY_ADDRESS = '0x' + 'b0'.repeat(20);
export const BUSY_TOKEN = '0x' + '70'.repeat(20);
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export async function fillSyntheticChain(db: Queryable, options: FillOptions): Promise<void> {
  const chunk = options.chunkBlocks ?? 10_000;
  const { blocks, perBlock } = options;
  const busyEvery = options.busyEvery ?? 7;
  // Two seconds a block, ending now, so "today" and the daily chart have data.
  const start = `now() - make_interval(secs => ${ blocks * 2 })`;

  await db.query(`INSERT INTO addresses (hash, fetched_coin_balance, fetched_coin_balance_block_number)
    SELECT ${ addressOf('k') }, k::numeric * 1000000000000000, ${ blocks - 1 } FROM generate_series(0, ${ ACCOUNTS - 1 }) k`);
  await db.query(`INSERT INTO addresses (hash, fetched_coin_balance, fetched_coin_balance_block_number)
    VALUES ($1, 123456789000000000000, ${ blocks - 1 }), ($2, 0, 0)`, [ BUSY_ADDRESS, BUSY_TOKEN ]);
  await db.query(`UPDATE addresses SET contract_code = '0x6080', creation_block_number = 0 WHERE hash = $1`, [ BUSY_TOKEN ]);
  await db.query(`INSERT INTO tokens (contract_address_hash, type, name, symbol, decimals, total_supply, holders_count, metadata_fetched_at)
    VALUES ($1, 'ERC-20', 'Busy Token', 'BUSY', 18, 1000000000000000000000000000, ${ ACCOUNTS }, now())`, [ BUSY_TOKEN ]);
  await db.query(`INSERT INTO tokens (contract_address_hash, type, name, symbol, decimals, total_supply, holders_count, metadata_fetched_at)
    SELECT ${ addressOf(`k + ${ ACCOUNTS }`) }, CASE WHEN k % 3 = 0 THEN 'ERC-721' ELSE 'ERC-20' END, 'Token ' || k, 'TK' || k,
      18, 1000000 * k, k % 500, now() FROM generate_series(0, ${ OTHER_TOKENS - 1 }) k`);
  await db.query(`INSERT INTO address_current_token_balances (address_hash, token_contract_address_hash, token_type, value, block_number)
    SELECT ${ addressOf('k') }, $1, 'ERC-20', (k + 1) * 1000, ${ blocks - 1 } FROM generate_series(0, ${ ACCOUNTS - 1 }) k`, [ BUSY_TOKEN ]);

  for (let from = 0; from < blocks; from += chunk) {
    const to = Math.min(blocks, from + chunk) - 1;
    await db.query(`INSERT INTO blocks (hash, number, parent_hash, timestamp, miner_hash, gas_used, gas_limit, base_fee_per_gas,
        size, nonce, transactions_count, burnt_fees, priority_fees, transaction_fees, internal_transactions_indexed)
      SELECT ${ hash32('block', 'n') }, n, CASE WHEN n = 0 THEN '0x' || repeat('0', 64) ELSE ${ hash32('block', 'n - 1') } END,
        ${ start } + make_interval(secs => n * 2), ${ addressOf('n % 16') }, ${ perBlock * 52_000 }, 30000000, 1000000000,
        1200 + ${ perBlock } * 110, '0x0000000000000000', ${ perBlock }, ${ perBlock } * 52000 * 1000000000::numeric,
        ${ perBlock } * 52000 * 100000000::numeric, ${ perBlock } * 52000 * 1100000000::numeric, true
      FROM generate_series(${ from }, ${ to }) n`);
    // t = n * perBlock + i is the global transaction number.
    await db.query(`INSERT INTO transactions (hash, block_hash, block_number, index, block_timestamp, from_address_hash,
        to_address_hash, value, gas_limit, gas_price, max_fee_per_gas, max_priority_fee_per_gas, gas_used, cumulative_gas_used,
        nonce, type, input, method_id, status, logs_count)
      SELECT ${ hash32('tx', 't') }, ${ hash32('block', 'n') }, n, i, ${ start } + make_interval(secs => n * 2),
        CASE WHEN t % ${ busyEvery } = 0 THEN '${ BUSY_ADDRESS }' ELSE ${ addressOf(`t % ${ ACCOUNTS }`) } END,
        CASE WHEN t % 4 = 0 THEN '${ BUSY_TOKEN }' ELSE ${ addressOf(`(t * 7919) % ${ ACCOUNTS }`) } END,
        CASE WHEN t % 4 = 0 THEN 0 ELSE (t % 1000) * 1000000000000000::numeric END, 100000, 1100000000, 2000000000, 100000000,
        52000, 52000 * (i + 1), t / ${ ACCOUNTS }, 2,
        CASE WHEN t % 4 = 0 THEN '0xa9059cbb' || lpad(substr(${ addressOf(`(t * 31) % ${ ACCOUNTS }`) }, 3), 64, '0') || lpad(to_hex(t % 100000), 64, '0') ELSE '0x' END,
        CASE WHEN t % 4 = 0 THEN '0xa9059cbb' END, CASE WHEN t % 50 = 0 THEN 0 ELSE 1 END, CASE WHEN t % 4 = 0 THEN 1 ELSE 0 END
      FROM generate_series(${ from }, ${ to }) n, generate_series(0, ${ perBlock - 1 }) i, LATERAL (SELECT n::bigint * ${ perBlock } + i AS t) x`);
    await db.query(`INSERT INTO logs (block_hash, index, block_number, transaction_hash, transaction_index, address_hash,
        first_topic, second_topic, third_topic, data)
      SELECT ${ hash32('block', 'n') }, i, n, ${ hash32('tx', 't') }, i, '${ BUSY_TOKEN }', '${ TRANSFER_TOPIC }',
        '0x' || lpad(substr(CASE WHEN t % ${ busyEvery } = 0 THEN '${ BUSY_ADDRESS }' ELSE ${ addressOf(`t % ${ ACCOUNTS }`) } END, 3), 64, '0'),
        '0x' || lpad(substr(${ addressOf(`(t * 31) % ${ ACCOUNTS }`) }, 3), 64, '0'), '0x' || lpad(to_hex(t % 100000), 64, '0')
      FROM generate_series(${ from }, ${ to }) n, generate_series(0, ${ perBlock - 1 }) i, LATERAL (SELECT n::bigint * ${ perBlock } + i AS t) x
      WHERE t % 4 = 0`);
    await db.query(`INSERT INTO token_transfers (block_hash, log_index, block_number, block_timestamp, transaction_hash,
        transaction_index, token_contract_address_hash, token_type, from_address_hash, to_address_hash, amount)
      SELECT ${ hash32('block', 'n') }, i, n, ${ start } + make_interval(secs => n * 2), ${ hash32('tx', 't') }, i, '${ BUSY_TOKEN }',
        'ERC-20', CASE WHEN t % ${ busyEvery } = 0 THEN '${ BUSY_ADDRESS }' ELSE ${ addressOf(`t % ${ ACCOUNTS }`) } END,
        ${ addressOf(`(t * 31) % ${ ACCOUNTS }`) }, t % 100000
      FROM generate_series(${ from }, ${ to }) n, generate_series(0, ${ perBlock - 1 }) i, LATERAL (SELECT n::bigint * ${ perBlock } + i AS t) x
      WHERE t % 4 = 0`);
    options.onProgress?.(to + 1);
  }
  await db.query(`INSERT INTO indexer_state (key, value) VALUES ('chain_id', '265'), ('indexing_status', $1::jsonb)
    ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [ JSON.stringify({
    head: blocks - 1, indexedBlocks: blocks, indexedBlocksRatio: 1, indexedInternalTransactionsRatio: 1,
    finishedBlocks: true, finishedInternalTransactions: true }) ]);
  await db.query('ANALYZE');
}
