/**
 * Line chart points from daily sums: days grouped into weeks (Monday to Sunday), months
 * or years, each value computed over its whole period, the period that holds today
 * marked approximate. Pure: the rows come from `stats_days`.
 */
import type { StatsLineChartPoint, StatsResolution } from '../../types/api/statsService';
import type { DayRow } from '../db/queries/statsDays';
import type { ChartDefinition } from './catalog';
import { formatRatio } from './decimal';

const MS_PER_DAY = 86_400_000;

/** One `stats_days` row: the day and the sums a chart needs. */
export type { DayRow };

const toDate = (day: string) => new Date(`${ day }T00:00:00.000Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => toDay(new Date(toDate(day).getTime() + days * MS_PER_DAY));

/** First day of the period holding `day`. */
export function periodStart(day: string, resolution: StatsResolution): string {
  switch (resolution) {
    case 'DAY': return day;
    // getUTCDay: Sunday 0 … Saturday 6; weeks start on Monday.
    case 'WEEK': return addDays(day, -((toDate(day).getUTCDay() + 6) % 7));
    case 'MONTH': return `${ day.slice(0, 7) }-01`;
    case 'YEAR': return `${ day.slice(0, 4) }-01-01`;
  }
}

/** Last day of the period starting on `start`. */
export function periodEnd(start: string, resolution: StatsResolution): string {
  switch (resolution) {
    case 'DAY': return start;
    case 'WEEK': return addDays(start, 6);
    case 'MONTH': {
      const date = toDate(start);
      return toDay(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)));
    }
    case 'YEAR': return `${ start.slice(0, 4) }-12-31`;
  }
}

/** The first day of the period after the one starting on `start`. */
const nextPeriod = (start: string, resolution: StatsResolution) => addDays(periodEnd(start, resolution), 1);

export interface SeriesInput {
  chart: ChartDefinition;
  resolution: StatsResolution;
  /** Rows of every day from `periodStart(first)` to `periodEnd(periodStart(last))`, in order; missing days had nothing. */
  rows: ReadonlyArray<DayRow>;
  /** First and last day to show a period for (inclusive). */
  first: string;
  last: string;
  /** Sum of the chart's numerator over the days before the first period (cumulative charts). */
  before: bigint;
  /** Today (UTC): its period is incomplete. */
  today: string;
}

export function buildSeries(input: SeriesInput): StatsLineChartPoint[] {
  const { chart, resolution, rows } = input;
  const points: StatsLineChartPoint[] = [];
  let running = input.before;
  let index = 0;
  for (let start = periodStart(input.first, resolution); start <= input.last; start = nextPeriod(start, resolution)) {
    const end = periodEnd(start, resolution);
    let numerator = 0n;
    let denominator = 0n;
    for (; index < rows.length && rows[index].day <= end; index++) {
      if (rows[index].day < start) continue;
      numerator += rows[index].values[chart.numerator] ?? 0n;
      if (chart.denominator) denominator += rows[index].values[chart.denominator] ?? 0n;
    }
    running += numerator;
    // An average over nothing is no value (a day without transactions has no average fee).
    if (chart.denominator && denominator === 0n) continue;
    const top = (chart.cumulative ? running : numerator) * (chart.multiplier ?? 1n);
    const bottom = (chart.denominator ? denominator : 1n) * (chart.divisor ?? 1n);
    points.push({ date: start, date_to: end, value: formatRatio(top, bottom, chart.fractionDigits), is_approximate: end >= input.today });
  }
  return points;
}
