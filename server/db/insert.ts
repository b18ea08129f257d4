/**
 * Bulk writes with one parameter: the rows travel as one JSON array and PostgreSQL
 * unpacks them with json_populate_recordset, so a block's rows of one table are one
 * statement on both drivers, with no limit on parameters.
 */
import type { Queryable, Row } from './database';

export interface InsertOptions {
  /** Columns of the conflict target, e.g. `['hash']`, or an index expression list. */
  conflict?: string;
  /** Columns to overwrite on conflict; none means DO NOTHING. */
  update?: string[];
  /** Condition of the update, e.g. to keep a newer value: `t.block <= EXCLUDED.block`. */
  updateWhere?: string;
}

/**
 * Inserts `rows` into `table`. Keys of the first row name the columns; bigint values are
 * sent as decimal strings.
 */
export async function insertRows(db: Queryable, table: string, rows: Row[], options: InsertOptions = {}): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const list = columns.map(quote).join(', ');
  let sql = `INSERT INTO ${ table } (${ list }) SELECT ${ list } FROM json_populate_recordset(NULL::${ table }, $1::json)`;
  if (options.conflict) {
    sql += ` ON CONFLICT (${ options.conflict }) `;
    sql += options.update && options.update.length > 0 ?
      `DO UPDATE SET ${ options.update.map((column) => `${ quote(column) } = EXCLUDED.${ quote(column) }`).join(', ') }` :
      'DO NOTHING';
    if (options.updateWhere) sql += ` WHERE ${ options.updateWhere }`;
  }
  await db.query(sql, [ toJson(rows) ]);
}

/** JSON with bigints as decimal strings (numeric columns parse them exactly). */
export function toJson(value: unknown): string {
  return JSON.stringify(value, (_key, item) => typeof item === 'bigint' ? item.toString() : item);
}

function quote(column: string): string {
  return `"${ column }"`;
}
