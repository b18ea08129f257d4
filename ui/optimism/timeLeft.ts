/**
 * Time left until a withdrawal's challenge period ends, as Blockscout shows it beside "In
 * challenge period": the two largest units, counted in whole minutes rounded up, so the
 * label never says less time is left than there is ("3d 4h left", "2h 5m left", "1m left").
 */
const MINUTE_MS = 60_000;
const HOUR_MIN = 60;
const DAY_MIN = 24 * HOUR_MIN;

/** '' once the end has passed (or is no date): the status will change with the next answer. */
export function formatTimeLeft(end: string | number | Date, now: number = Date.now()): string {
  const remaining = new Date(end).getTime() - now;
  if (!Number.isFinite(remaining) || remaining <= 0) return '';
  const minutes = Math.ceil(remaining / MINUTE_MS);
  const days = Math.floor(minutes / DAY_MIN);
  const hours = Math.floor((minutes % DAY_MIN) / HOUR_MIN);
  const rest = minutes % HOUR_MIN;
  if (days > 0) return `${ days }d ${ hours }h left`;
  if (hours > 0) return `${ hours }h ${ rest }m left`;
  return `${ rest }m left`;
}

/** Milliseconds until the label of `end` changes: the next whole minute before the end. */
export function msUntilTimeLeftChanges(end: string | number | Date, now: number = Date.now()): number {
  const remaining = new Date(end).getTime() - now;
  if (!Number.isFinite(remaining)) return Infinity;
  if (remaining <= 0) return Infinity;
  const intoMinute = remaining % MINUTE_MS;
  return intoMinute === 0 ? MINUTE_MS : intoMinute;
}
