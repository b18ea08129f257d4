/**
 * Pure helpers of the line chart: round ("nice") axis ticks, compact tick labels and UTC date
 * labels. Kept apart from the component so they can be tested without a DOM.
 */
import { formatDate, formatMonth, formatMonthDay, parseDate } from 'lib/format/formatDate';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
// Ticks of small values (fees in QNM, ratios) need their significant digits, not one decimal.
const small = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 3 });

/** `1234` → `'1.2K'`, `2500000` → `'2.5M'`, `0.00012` → `'0.00012'`; English locale (spec §9). */
export function formatCompactNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return value !== 0 && Math.abs(value) < 1 ? small.format(value) : compact.format(value);
}

/** 1, 2 or 5 times a power of ten, at least `rough`. */
function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * Evenly spaced round ticks covering `[min, max]`, from 0 when every value is positive, about
 * `count` of them. Integer data (counts) never gets fractional ticks.
 */
export function niceTicks(values: Array<number>, count = 4, integer = true): Array<number> {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  if (low === high) return integer ? [ 0, 1 ] : [ low, low + 1 ];
  let step = niceStep((high - low) / count);
  if (integer) step = Math.max(1, Math.round(step));
  const first = Math.floor(low / step) * step;
  const ticks: Array<number> = [];
  for (let tick = first; tick < high + step; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
    if (tick >= high) break;
  }
  return ticks;
}

/** Axis label: `'2026-11-21'` → `'Nov 21'` (UTC, the dates are UTC days). */
export const formatAxisDate = (date: string): string => formatMonthDay(date);

/** Tooltip and summary label: `'2026-11-21'` → `'Nov 21, 2026'`. */
export const formatFullDate = (date: string): string => formatDate(date);

/** Axis label of a month-long or longer period: `'2026-11-01'` → `'Nov 2026'`. */
export const formatAxisMonth = (date: string): string => formatMonth(date);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `from` to `to` (UTC dates); 0 when either is not a date. */
export function daysBetween(from: string, to: string): number {
  const start = parseDate(from);
  const end = parseDate(to);
  return start && end ? Math.round((end.getTime() - start.getTime()) / DAY_MS) : 0;
}

/**
 * The x-axis label format for a chart from `first` to `last`: days (`Nov 21`) within a
 * year, months with the year (`Nov 2026`) beyond, so labels never repeat ambiguously.
 */
export function axisDateFormatter(first: string, last: string): (date: string) => string {
  return daysBetween(first, last) > 300 ? formatAxisMonth : formatAxisDate;
}

/**
 * Tooltip label of one point: the day, or the period `date`–`dateTo` of an aggregated point
 * (a week, month or year), e.g. `'Nov 1, 2026 – Nov 30, 2026'`.
 */
export function formatPeriod(date: string, dateTo?: string): string {
  if (!dateTo || dateTo === date) return formatFullDate(date);
  return `${ formatFullDate(date) } – ${ formatFullDate(dateTo) }`;
}

/** Indexes of at most `max` evenly spread x labels, always the first and the last. */
export function labelIndexes(length: number, max: number): Array<number> {
  if (length <= 0) return [];
  if (length <= max) return Array.from({ length }, (_, index) => index);
  const step = (length - 1) / (max - 1);
  return [ ...new Set(Array.from({ length: max }, (_, index) => Math.round(index * step))) ];
}
