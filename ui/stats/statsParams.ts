/**
 * The filters of `/stats` as they live in the URL (`?interval=&resolution=&section=&q=`), the
 * date range an interval asks the stats service for, and which charts a filter keeps. Pure, so
 * the page, its tests and the browser specs share one reading.
 */
import type { StatsChartInfo, StatsCharts, StatsChartsSection, StatsResolution } from 'types/api/statsService';

export const STATS_INTERVALS = [
  { id: 'all', title: 'All time' },
  { id: 'oneYear', title: '1 year' },
  { id: 'sixMonths', title: '6 months' },
  { id: 'threeMonths', title: '3 months' },
  { id: 'oneMonth', title: '1 month' },
  { id: 'oneWeek', title: '1 week' },
] as const;

export type StatsInterval = typeof STATS_INTERVALS[number]['id'];

/** The devnet's back-filled history is about two months, so the whole of it shows by default. */
export const DEFAULT_INTERVAL: StatsInterval = 'all';

export const STATS_RESOLUTIONS: ReadonlyArray<{ id: StatsResolution; title: string; periodName: string }> = [
  { id: 'DAY', title: 'Day', periodName: 'day' },
  { id: 'WEEK', title: 'Week', periodName: 'week' },
  { id: 'MONTH', title: 'Month', periodName: 'month' },
  { id: 'YEAR', title: 'Year', periodName: 'year' },
];

export const DEFAULT_RESOLUTION: StatsResolution = 'DAY';

/** The "All" section tab: every section, each under its own heading. */
export const ALL_SECTIONS = 'all';

export interface StatsParams {
  interval: StatsInterval;
  resolution: StatsResolution;
  /** A section id, or {@link ALL_SECTIONS}. */
  section: string;
  /** Part of a chart title, as typed (trimmed). */
  q: string;
}

type Query = Record<string, string | Array<string> | undefined>;

const single = (value: string | Array<string> | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Reads the filters from the URL; anything unknown falls back to the default. */
export function readStatsParams(query: Query): StatsParams {
  const interval = single(query.interval);
  const resolution = single(query.resolution).toUpperCase();
  return {
    interval: STATS_INTERVALS.find((item) => item.id === interval)?.id ?? DEFAULT_INTERVAL,
    resolution: STATS_RESOLUTIONS.find((item) => item.id === resolution)?.id ?? DEFAULT_RESOLUTION,
    section: single(query.section) || ALL_SECTIONS,
    q: single(query.q).trim(),
  };
}

/** The URL query of `params`: defaults are left out, so a plain `/stats` stays plain. */
export function statsParamsQuery(params: StatsParams): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.interval !== DEFAULT_INTERVAL) query.interval = params.interval;
  if (params.resolution !== DEFAULT_RESOLUTION) query.resolution = params.resolution;
  if (params.section !== ALL_SECTIONS) query.section = params.section;
  if (params.q) query.q = params.q;
  return query;
}

/** `YYYY-MM-DD` of a moment, in UTC (the stats service's days are UTC days). */
export function utcDate(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/**
 * The `from`/`to` days an interval asks for, ending today (UTC): "1 month" on 2026-11-25 is
 * 2026-10-25 to 2026-11-25. "All time" sends neither, so the service answers from its first day.
 */
export function intervalRange(interval: StatsInterval, today: Date): { from?: string; to?: string } {
  if (interval === 'all') return {};
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  switch (interval) {
    case 'oneYear': from.setUTCFullYear(from.getUTCFullYear() - 1); break;
    case 'sixMonths': from.setUTCMonth(from.getUTCMonth() - 6); break;
    case 'threeMonths': from.setUTCMonth(from.getUTCMonth() - 3); break;
    case 'oneMonth': from.setUTCMonth(from.getUTCMonth() - 1); break;
    case 'oneWeek': from.setUTCDate(from.getUTCDate() - 7); break;
  }
  return { from: utcDate(from), to: utcDate(today) };
}

/** The resolution a chart is drawn in: the chosen one if the chart has it, else its first (finest). */
export function chartResolution(chart: StatsChartInfo, wanted: StatsResolution): StatsResolution {
  if (chart.resolutions.includes(wanted)) return wanted;
  return chart.resolutions[0] ?? DEFAULT_RESOLUTION;
}

/** Every resolution some chart offers, in the order day → year (what the page's select lists). */
export function availableResolutions(charts: StatsCharts | undefined): Array<StatsResolution> {
  const offered = new Set(charts?.sections.flatMap((section) => section.charts.flatMap((chart) => chart.resolutions)) ?? []);
  const resolutions = STATS_RESOLUTIONS.map((item) => item.id).filter((id) => offered.has(id));
  return resolutions.length > 0 ? resolutions : [ DEFAULT_RESOLUTION ];
}

export function periodNameOf(resolution: StatsResolution): string {
  return STATS_RESOLUTIONS.find((item) => item.id === resolution)?.periodName ?? 'day';
}

/**
 * The sections to show for a section tab and a search term: the chosen section (every one for
 * "All"), each keeping only the charts whose title contains the term (case-insensitive);
 * sections left without charts are dropped.
 */
export function filterSections(sections: Array<StatsChartsSection>, section: string, q: string): Array<StatsChartsSection> {
  const term = q.trim().toLowerCase();
  return sections
    .filter((item) => section === ALL_SECTIONS || item.id === section)
    .map((item) => ({ ...item, charts: term ? item.charts.filter((chart) => chart.title.toLowerCase().includes(term)) : item.charts }))
    .filter((item) => item.charts.length > 0);
}
