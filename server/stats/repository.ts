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

export interface CounterInputs {
  /** Every column summed over all days. */
  totals: Record<DayColumn, bigint>;
  today: Record<DayColumn, bigint>;
  yesterday: Record<DayColumn, bigint>;
  /** The window counters the updater stored (`updater.ts`), by id. */
  window: Map<string, string>;
}

/** Ids of the day sums the updater stores beside the window counters (`storeDaySums`). */
export const daySumId = (period: 'total' | 'today' | 'yesterday', column: DayColumn) => `${ period }:${ column }`;

/**
 * What the counters are made of: all of it stored by the updater in `stats_counters`, so a
 * request reads a few dozen short rows and sums nothing.
 */
export async function readCounterInputs(db: Queryable): Promise<CounterInputs> {
  const rows = await db.query<{ id: string; value: string }>('SELECT id, value FROM stats_counters');
  const window = new Map(rows.map((row) => [ row.id, row.value ]));
  const sums = (period: 'total' | 'today' | 'yesterday') =>
    Object.fromEntries(DAY_COLUMNS.map((column) => [ column, BigInt(window.get(daySumId(period, column)) ?? 0) ])) as Record<DayColumn, bigint>;
  return { totals: sums('total'), today: sums('today'), yesterday: sums('yesterday'), window };
}
