/**
 * Small helpers for building parameterised SQL: values always travel as parameters,
 * and only fixed fragments from this code are ever concatenated.
 */
import type { Queryable } from '..';

/** Collects parameter values and hands out their `$n` placeholders. */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds a value and returns its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${ this.values.length }`;
  }

  /** A placeholder for a list, unpacked in SQL: `x IN ${ params.list(values) }`. */
  list(values: readonly string[]): string {
    // An array, not JSON: the planner expects a few rows from unnest and looks each up by
    // index, where a JSON list made it scan whole tables.
    return `(SELECT unnest(${ this.add([ ...values ]) }::text[]))`;
  }
}

/** `WHERE a AND b …`, or nothing when there are no conditions. */
export function where(conditions: string[]): string {
  return conditions.length > 0 ? `WHERE ${ conditions.join(' AND ') }` : '';
}

function byKey<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row> {
  return new Map(rows.map((row) => [ key(row), row ]));
}

/** Rows of `hashes` (each once) by their key: one query for every parent a page (or a GraphQL response) embeds. */
export async function loadByKeys<Row extends object>(db: Queryable, hashes: string[], sql: (list: string) => string, key: (row: Row) => string): Promise<Map<string, Row>> {
  if (hashes.length === 0) return new Map();
  const params = new SqlParams();
  const list = params.list([ ...new Set(hashes) ]);
  return byKey(await db.query<Row>(sql(list), params.values), key);
}

export type SortOrder = 'asc' | 'desc';

/** Bounds shared by the account lists. */
export interface ListWindow {
  order: SortOrder;
  skip: number;
  limit: number;
  window: number;
  startBlock?: number;
  endBlock?: number;
  /** Unix seconds. */
  startTimestamp?: number;
  endTimestamp?: number;
}

export function blockBounds(params: SqlParams, window: ListWindow, column: string): string[] {
  const conditions: string[] = [];
  if (window.startBlock !== undefined) conditions.push(`${ column } >= ${ params.add(window.startBlock) }`);
  if (window.endBlock !== undefined) conditions.push(`${ column } <= ${ params.add(window.endBlock) }`);
  return conditions;
}

export function timeBounds(params: SqlParams, window: ListWindow, column: string): string[] {
  const conditions: string[] = [];
  if (window.startTimestamp !== undefined) conditions.push(`${ column } >= to_timestamp(${ params.add(window.startTimestamp) })`);
  if (window.endTimestamp !== undefined) conditions.push(`${ column } <= to_timestamp(${ params.add(window.endTimestamp) })`);
  return conditions;
}

export const sortDirection = (order: SortOrder) => (order === 'asc' ? 'ASC' : 'DESC');
