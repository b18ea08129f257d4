/**
 * What CSV exports need beyond the lists they reuse: the consensus blocks a period covers
 * (two probes along `blocks_timestamp`, as Blockscout turns a period into heights) and the
 * fee and status of a batch of transactions (token transfer and internal transaction rows).
 */
import type { Queryable } from '..';

/** Heights of the first and last consensus block inside [from, to]; null when none is. */
export async function findBlockRange(db: Queryable, from: Date, to: Date): Promise<{ first: number; last: number } | null> {
  const [ row ] = await db.query<{ first: string | null; last: string | null }>(`SELECT
    (SELECT number FROM blocks WHERE consensus AND timestamp >= $1 ORDER BY timestamp, number LIMIT 1) AS first,
    (SELECT number FROM blocks WHERE consensus AND timestamp <= $2 ORDER BY timestamp DESC, number DESC LIMIT 1) AS last`, [ from, to ]);
  if (row?.first == null || row.last == null || Number(row.first) > Number(row.last)) return null;
  return { first: Number(row.first), last: Number(row.last) };
}

export interface TransactionOutcome {
  gas_used: string | null;
  gas_price: string | null;
  status: number | null;
  error: string | null;
}

/** Fee inputs and outcome of each transaction of `hashes` (one indexed lookup per hash). */
export async function findTransactionOutcomes(db: Queryable, hashes: readonly string[]): Promise<Map<string, TransactionOutcome>> {
  if (hashes.length === 0) return new Map();
  const rows = await db.query<TransactionOutcome & { hash: string }>(`SELECT hash, gas_used, gas_price, status, error FROM transactions
    WHERE hash IN (SELECT unnest($1::text[]))`, [ [ ...new Set(hashes) ] ]);
  return new Map(rows.map((row) => [ row.hash, row ]));
}
