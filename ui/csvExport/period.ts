/**
 * The period picker's rules, the server's too (server/api/csv/params.ts): both dates
 * given, `from` not after `to`, at most one year (366 days, a leap year's whole span), and
 * the file's name after the address and the period.
 */

const DAY_MS = 86_400_000;
/** `to` is the end of its day, so a whole leap year (Jan 1 – Dec 31) is 366 days less a millisecond. */
export const MAX_PERIOD_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The message to show under the dates, or null when the period is fine. */
export function periodError(from: string, to: string): string | null {
  if (!DATE.test(from) || !DATE.test(to)) return 'Choose both dates';
  const start = Date.parse(`${ from }T00:00:00Z`);
  const end = Date.parse(`${ to }T00:00:00Z`) + DAY_MS - 1;
  if (Number.isNaN(start) || Number.isNaN(end)) return 'Choose both dates';
  if (start > end) return 'The start date is after the end date';
  if (end - start > MAX_PERIOD_DAYS * DAY_MS) return 'The period must not exceed one year';
  return null;
}

/** `transactions_0xabc…_2024-01-01_2024-12-31[_with_filter_type_address_value_to].csv`; holders have no period. */
export function exportFileName(fileName: string, hash: string, period: { from: string; to: string } | null,
  filter: { filterType: string; filterValue: string } | null): string {
  const dates = period ? `_${ period.from }_${ period.to }` : '';
  const filterPart = filter ? `_with_filter_type_${ filter.filterType }_value_${ filter.filterValue }` : '';
  return `${ fileName }_${ hash }${ dates }${ filterPart }.csv`;
}

/** YYYY-MM-DD of a date in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
