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
    // Note: one JSON parameter works the same on PGlite and pg, unlike array parameters.
    return `(SELECT json_array_elements_text(${ this.add(JSON.stringify(values)) }::json))`;
  }
}

/** `WHERE a AND b …`, or nothing when there are no conditions. */
export function where(conditions: string[]): string {
  return conditions.length > 0 ? `WHERE ${ conditions.join(' AND ') }` : '';
}
