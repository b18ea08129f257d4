/**
 * Reads of the stats tables for the API: a few hundred rows at most per request
 * (`stats_days` has one row per day), never the chain tables.
 */
import type { Queryable } from '../db';
import { DAY_COLUMNS, type DayColumn } from './catalog';
import type { DayRow } from './series';

const toBigInts = (row: Record<string, unknown>, columns: ReadonlyArray<DayColumn>) =>
  Object.fromEntries(columns.map((column) => [ column, BigInt(String(row[column] ?? 0)) ])) as Partial<Record<DayColumn, bigint>>;

/** First and last day with a row, or null before any block. */
export async function readDayBounds(db: Queryable): Promise<{ first: string; last: string } | null> {
  const [ row ] = await db.query<{ first: string | null; last: string | null }>(`SELECT to_char(min(day), 'YYYY-MM-DD') AS first,
    to_char(max(day), 'YYYY-MM-DD') AS last FROM stats_days`);
  return row.first && row.last ? { first: row.first, last: row.last } : null;
}

/** Rows from `from` to `to` (inclusive) with the given columns, oldest first. */
export async function readDays(db: Queryable, columns: ReadonlyArray<DayColumn>, from: string, to: string): Promise<DayRow[]> {
  const rows = await db.query<Record<string, unknown>>(`SELECT to_char(day, 'YYYY-MM-DD') AS day, ${ columns.join(', ') }
    FROM stats_days WHERE day BETWEEN $1::date AND $2::date ORDER BY day`, [ from, to ]);
  return rows.map((row) => ({ day: String(row.day), values: toBigInts(row, columns) }));
}

/** Sum of one column over the days before `day`. */
export async function sumBefore(db: Queryable, column: DayColumn, day: string): Promise<bigint> {
  const [ row ] = await db.query<{ total: string }>(`SELECT COALESCE(sum(${ column }), 0) AS total FROM stats_days WHERE day < $1::date`, [ day ]);
  return BigInt(row.total);
}

/** Every column summed over all days: the totals the counters show. */
export async function readTotals(db: Queryable): Promise<Record<DayColumn, bigint>> {
  const [ row ] = await db.query<Record<string, unknown>>(
    `SELECT ${ DAY_COLUMNS.map((column) => `COALESCE(sum(${ column }), 0) AS ${ column }`).join(', ') } FROM stats_days`);
  return toBigInts(row, DAY_COLUMNS) as Record<DayColumn, bigint>;
}

/** One day's row (zeros when it has none). */
export async function readDay(db: Queryable, day: string): Promise<Record<DayColumn, bigint>> {
  const [ row ] = await db.query<Record<string, unknown>>(`SELECT ${ DAY_COLUMNS.join(', ') } FROM stats_days WHERE day = $1::date`, [ day ]);
  return toBigInts(row ?? {}, DAY_COLUMNS) as Record<DayColumn, bigint>;
}

/** The window counters the updater stored (`updater.ts`), by id. */
export async function readWindowCounters(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ id: string; value: string }>('SELECT id, value FROM stats_counters');
  return new Map(rows.map((row) => [ row.id, row.value ]));
}
