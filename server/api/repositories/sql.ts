/**
 * Small helpers for building parameterised SQL: values always travel as parameters,
 * and only fixed fragments from this code are ever concatenated.
 */

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
