/**
 * `stats_counters` (migrations/0011_stats.sql): the window counters and day sums the
 * updater stores by id, so a request reads a few dozen short rows and sums nothing.
 */
import type { Queryable } from '..';
import { DAY_COLUMNS, type DayColumn } from './statsDays';

export interface CounterInputs {
  /** Every column summed over all days. */
  totals: Record<DayColumn, bigint>;
  today: Record<DayColumn, bigint>;
  yesterday: Record<DayColumn, bigint>;
  /** The window counters the updater stored (`server/stats/updater.ts`), by id. */
  window: Map<string, string>;
}

/** Ids of the day sums the updater stores beside the window counters (`sumDayColumns`). */
export const daySumId = (period: 'total' | 'today' | 'yesterday', column: DayColumn) => `${ period }:${ column }`;

/** What the counters are made of: all of it stored by the updater. */
export async function readCounterInputs(db: Queryable): Promise<CounterInputs> {
  const rows = await db.query<{ id: string; value: string }>('SELECT id, value FROM stats_counters');
  const window = new Map(rows.map((row) => [ row.id, row.value ]));
  const sums = (period: 'total' | 'today' | 'yesterday') =>
    Object.fromEntries(DAY_COLUMNS.map((column) => [ column, BigInt(window.get(daySumId(period, column)) ?? 0) ])) as Record<DayColumn, bigint>;
  return { totals: sums('total'), today: sums('today'), yesterday: sums('yesterday'), window };
}

/** Stores counters by id, replacing their older values. */
export async function storeCounters(db: Queryable, values: Record<string, string>): Promise<void> {
  await db.query(`INSERT INTO stats_counters (id, value, updated_at) SELECT key, value, now() FROM json_each_text($1::json)
    ON CONFLICT (id) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`, [ JSON.stringify(values) ]);
}
