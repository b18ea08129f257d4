const SECOND_MS = 1_000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const WEEK_DAYS = 7;
/** Calendar months vary; a fixed 30 days keeps the label stable and monotonic. */
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/**
 * Compact elapsed time in the spec's style (§9): `'1s'`…`'59s'`, `'1m'`, `'1h'`, `'1d'`,
 * `'1w'`, `'1mo'`, `'1y'`. Each unit is used until the next one reaches 1 and the count is
 * rounded down: 59 s → '59s', 60 s → '1m'; weeks until day 30, months until day 365 (so at
 * most '12mo'). Future times (clock skew) read '0s'. An invalid date gives ''.
 */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date).getTime();
  const current = new Date(now).getTime();
  if (Number.isNaN(then) || Number.isNaN(current)) {
    return '';
  }
  const seconds = Math.max(0, Math.floor((current - then) / SECOND_MS));
  if (seconds < MINUTE_S) {
    return `${ seconds }s`;
  }
  if (seconds < HOUR_S) {
    return `${ Math.floor(seconds / MINUTE_S) }m`;
  }
  if (seconds < DAY_S) {
    return `${ Math.floor(seconds / HOUR_S) }h`;
  }
  const days = Math.floor(seconds / DAY_S);
  if (days < WEEK_DAYS) {
    return `${ days }d`;
  }
  if (days < MONTH_DAYS) {
    return `${ Math.floor(days / WEEK_DAYS) }w`;
  }
  if (days < YEAR_DAYS) {
    return `${ Math.floor(days / MONTH_DAYS) }mo`;
  }
  return `${ Math.floor(days / YEAR_DAYS) }y`;
}

/** {@link formatRelativeTime} with an ' ago' suffix: `'5m ago'`; '' for an invalid date. */
export function formatTimeAgo(date: Date | string | number, now: Date | number = Date.now()): string {
  const relative = formatRelativeTime(date, now);
  return relative && `${ relative } ago`;
}
