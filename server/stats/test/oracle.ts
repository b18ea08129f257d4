/**
 * What each DAY point of the stats must say, computed straight from the chain tables in
 * one query (a full scan: fine for tests, the thing the service must never do).
 */
import type { Database } from '../../db';

export async function oracle(db: Database): Promise<Map<string, Record<string, bigint>>> {
  const rows = await db.query<Record<string, string>>(`WITH tx AS (
      SELECT t.*, to_char((b.timestamp AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day FROM transactions t JOIN blocks b ON b.hash = t.block_hash
      WHERE b.consensus),
    firsts AS (SELECT DISTINCT ON (from_address_hash) from_address_hash, day FROM tx ORDER BY from_address_hash, block_number, index),
    days AS (SELECT to_char((timestamp AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*) AS blocks, sum(gas_used) AS gas_used,
      sum(gas_limit) AS gas_limit, sum(size) AS size, sum(CASE WHEN base_fee_per_gas IS NULL THEN transaction_fees ELSE priority_fees END) AS rewards FROM blocks WHERE consensus GROUP BY 1)
    SELECT d.day, d.blocks, d.gas_used, d.gas_limit, d.size, d.rewards,
      (SELECT count(*) FROM tx WHERE tx.day = d.day) AS transactions,
      (SELECT count(*) FROM tx WHERE tx.day = d.day AND status = 1) AS successful,
      (SELECT COALESCE(sum(gas_used * gas_price), 0) FROM tx WHERE tx.day = d.day) AS fees,
      (SELECT COALESCE(sum(gas_price), 0) FROM tx WHERE tx.day = d.day) AS gas_price,
      (SELECT count(*) FROM tx WHERE tx.day = d.day AND value > 0) AS native,
      (SELECT count(DISTINCT from_address_hash) FROM tx WHERE tx.day = d.day) AS active,
      (SELECT count(*) FROM firsts WHERE firsts.day = d.day) AS new_accounts,
      (SELECT count(*) FROM tx WHERE tx.day = d.day AND created_contract_address_hash IS NOT NULL AND status = 1)
        + (SELECT count(*) FROM internal_transactions i JOIN tx ON tx.hash = i.transaction_hash
          WHERE tx.day = d.day AND i.index > 0 AND i.type IN ('create', 'create2') AND i.error IS NULL AND tx.status = 1) AS contracts
    FROM days d ORDER BY d.day`);
  return new Map(rows.map((row) => [ row.day, Object.fromEntries(Object.entries(row).filter(([ key ]) => key !== 'day')
    .map(([ key, value ]) => [ key, BigInt(value) ])) ]));
}
