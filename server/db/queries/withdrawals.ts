/**
 * Beacon-chain withdrawal queries. Withdrawal indexes are global and increasing, so every
 * list is newest first by `index`: all (`withdrawals_order`), one address's
 * (`withdrawals_address`) and one block's (primary key).
 */
import type { Queryable } from '..';
import { SqlParams, where } from './sql';

/** A `withdrawals` row plus its block's timestamp. */
export interface WithdrawalRow {
  block_hash: string;
  index: number;
  block_number: number;
  validator_index: number;
  address_hash: string;
  amount: string;
  block_timestamp: Date | null;
}

const COLUMNS = 'w.block_hash, w.index, w.block_number, w.validator_index, w.address_hash, w.amount, b.timestamp AS block_timestamp';
const FROM = 'FROM withdrawals w LEFT JOIN blocks b ON b.hash = w.block_hash';

/** Which withdrawals: all, one receiver's, or one block's. */
export type WithdrawalScope = { kind: 'all' } | { kind: 'address'; hash: string } | { kind: 'block'; hash: string };

/** One page of withdrawals, newest first, below the `index` cursor. */
export async function listWithdrawals(db: Queryable, scope: WithdrawalScope, options: {
  beforeIndex?: number; limit: number;
}): Promise<WithdrawalRow[]> {
  const params = new SqlParams();
  const conditions: string[] = [];
  if (scope.kind === 'address') conditions.push(`w.address_hash = ${ params.add(scope.hash) }`);
  if (scope.kind === 'block') conditions.push(`w.block_hash = ${ params.add(scope.hash) }`);
  if (options.beforeIndex !== undefined) conditions.push(`w.index < ${ params.add(options.beforeIndex) }`);
  return db.query<WithdrawalRow>(`SELECT ${ COLUMNS } ${ FROM } ${ where(conditions) } ORDER BY w.index DESC LIMIT ${ params.add(options.limit) }`,
    params.values);
}

/** How many withdrawals there are and how much they paid (wei). */
export async function sumWithdrawals(db: Queryable): Promise<{ count: string; sum: string }> {
  const [ row ] = await db.query<{ count: number; sum: string }>('SELECT count(*) AS count, COALESCE(sum(amount), 0) AS sum FROM withdrawals');
  return { count: String(row.count), sum: String(row.sum) };
}
