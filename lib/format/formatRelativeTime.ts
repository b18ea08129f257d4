const SECOND_MS = 1_000;
const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const WEEK_DAYS = 7;
/** Calendar months vary; a fixed 30 days keeps the label stable and monotonic. */
const MONTH_DAYS = 30;
const YEAR_DAYS = 365;

/**
 * Each unit of the label: how long one of it lasts and from what age it is used (both in
 * seconds). A unit is used until the next one reaches 1.
 */
const UNITS = [
  { suffix: 's', seconds: 1, from: 0 },
  { suffix: 'm', seconds: MINUTE_S, from: MINUTE_S },
  { suffix: 'h', seconds: HOUR_S, from: HOUR_S },
  { suffix: 'd', seconds: DAY_S, from: DAY_S },
  { suffix: 'w', seconds: WEEK_DAYS * DAY_S, from: WEEK_DAYS * DAY_S },
  { suffix: 'mo', seconds: MONTH_DAYS * DAY_S, from: MONTH_DAYS * DAY_S },
  { suffix: 'y', seconds: YEAR_DAYS * DAY_S, from: YEAR_DAYS * DAY_S },
] as const;

/** Whole seconds elapsed, never below 1: the spec's smallest label is '1s' (§9). */
function elapsedSeconds(then: number, now: number): number {
  return Math.max(1, Math.floor((now - then) / SECOND_MS));
}

function unitIndexAt(seconds: number): number {
  let index = 0;
  while (index + 1 < UNITS.length && seconds >= UNITS[index + 1].from) index++;
  return index;
}

function toMs(date: Date | string | number): number {
  return new Date(date).getTime();
}

/**
 * Compact elapsed time in the spec's style (§9): `'1s'`…`'59s'`, `'1m'`, `'1h'`, `'1d'`,
 * `'1w'`, `'1mo'`, `'1y'`. Each unit is used until the next one reaches 1 and the count is
 * rounded down: 59 s → '59s', 60 s → '1m'; weeks until day 30, months until day 365 (so at
 * most '12mo'). There is no '0s': a time at or just after `now`, or a little in the future
 * (clock skew), reads '1s'. An invalid date gives ''.
 */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = toMs(date);
  const current = toMs(now);
  if (Number.isNaN(then) || Number.isNaN(current)) {
    return '';
  }
  const seconds = elapsedSeconds(then, current);
  const unit = UNITS[unitIndexAt(seconds)];
  return `${ Math.floor(seconds / unit.seconds) }${ unit.suffix }`;
}

/** {@link formatRelativeTime} with an ' ago' suffix: `'5m ago'`; '' for an invalid date. */
export function formatTimeAgo(date: Date | string | number, now: Date | number = Date.now()): string {
  const relative = formatRelativeTime(date, now);
  return relative && `${ relative } ago`;
}

/**
 * Milliseconds from `now` until {@link formatRelativeTime} gives another label: at most a
 * second while the label counts seconds, up to a year for '1y'. Infinity for an invalid date.
 */
export function msUntilRelativeTimeChanges(date: Date | string | number, now: Date | number = Date.now()): number {
  const then = toMs(date);
  const current = toMs(now);
  if (Number.isNaN(then) || Number.isNaN(current)) {
    return Infinity;
  }
  const seconds = elapsedSeconds(then, current);
  const index = unitIndexAt(seconds);
  const unit = UNITS[index];
  // The count goes up at the next whole unit, or the label moves on to the next unit first.
  let nextSeconds = (Math.floor(seconds / unit.seconds) + 1) * unit.seconds;
  if (index + 1 < UNITS.length) nextSeconds = Math.min(nextSeconds, UNITS[index + 1].from);
  return then + nextSeconds * SECOND_MS - current;
}
