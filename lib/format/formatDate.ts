/**
 * A calendar date as the explorer writes it everywhere: `Nov 27, 2026` (UTC, like block
 * times and the charts' days), whatever the visitor's locale.
 */
const MONTHS = [ 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec' ];

/** `'2026-11-27'` is that UTC day; other strings and numbers are read as instants. */
export function parseDate(date: Date | string | number): Date | null {
  const parsed = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${ date }T00:00:00Z`) : new Date(date);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** `Nov 27` (UTC). */
export function formatMonthDay(date: Date | string | number): string {
  const parsed = parseDate(date);
  return parsed ? `${ MONTHS[parsed.getUTCMonth()] } ${ parsed.getUTCDate() }` : String(date);
}

/** `Nov 27, 2026` (UTC); what is not a date is shown as given. */
export function formatDate(date: Date | string | number): string {
  const parsed = parseDate(date);
  return parsed ? `${ formatMonthDay(parsed) }, ${ parsed.getUTCFullYear() }` : String(date);
}

/** `Nov 2026` (UTC). */
export function formatMonth(date: Date | string | number): string {
  const parsed = parseDate(date);
  return parsed ? `${ MONTHS[parsed.getUTCMonth()] } ${ parsed.getUTCFullYear() }` : String(date);
}
