/**
 * Empties every table filled from the chain (blocks down to indexer state), keeping the
 * schema and anything users made (accounts, tags). Verified contracts go too: they describe code
 * at addresses of the old chain. For a
 * database that followed a chain which no longer exists, such as the previous run of the
 * in-memory devnet.
 */
import type { Queryable } from './database';

/** Tables whose rows all come from the chain; a migration adding one lists it here too. */
export const CHAIN_TABLES = [
  'blocks', 'transactions', 'logs', 'token_transfers', 'internal_transactions', 'withdrawals', 'addresses',
  'address_coin_balances', 'address_token_balances', 'address_current_token_balances', 'tokens', 'token_instances',
  'indexer_state',
  // Derived from the chain's code and storage: a chain that no longer exists takes them along.
  'smart_contracts', 'smart_contract_sources', 'proxy_implementations',
  // The stats service's daily sums (0011_stats.sql): TRUNCATE fires no trigger, so they go here.
  'stats_days', 'stats_accounts', 'stats_dirty_days', 'stats_counters',
  // The rollup stage's L1 rows (0017_optimism.sql): the demo's L1 goes with its L2.
  'op_deposits', 'op_withdrawal_events', 'op_output_roots', 'op_frames', 'op_batches', 'op_l1_blocks', 'op_dispute_games',
] as const;

export async function resetChainData(db: Queryable): Promise<void> {
  await db.query(`TRUNCATE ${ CHAIN_TABLES.join(', ') }`);
}

/** Hash of the stored block 0, or null when the database holds none. */
export async function storedGenesisHash(db: Queryable): Promise<string | null> {
  const [ row ] = await db.query<{ hash: string }>('SELECT hash FROM blocks WHERE number = 0 AND consensus');
  return row?.hash ?? null;
}
