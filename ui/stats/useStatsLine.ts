/**
 * One chart's points from `GET /api/v1/lines/{id}?from&to&resolution`, in the resolution the
 * chart offers, oldest first and ready for the line chart. The previous answer stays on screen
 * while another period or resolution loads.
 */
import { keepPreviousData } from '@tanstack/react-query';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import type { StatsChartInfo, StatsLineChartPoint, StatsResolution } from 'types/api/statsService';
import type { LineChartPoint } from 'ui/shared/chart/LineChart';

import { chartResolution } from './statsParams';

/** Oldest first; a value that is not a number (the service sends text) is left out of the line. */
export function toChartPoints(points: Array<StatsLineChartPoint>): Array<LineChartPoint> {
  return points
    .map((point) => ({ date: point.date, dateTo: point.date_to, value: Number(point.value), isApproximate: point.is_approximate }))
    .filter((point) => Number.isFinite(point.value))
    .sort((a, b) => a.date.localeCompare(b.date));
}

export interface StatsLineRange {
  from?: string;
  to?: string;
}

export default function useStatsLine(info: StatsChartInfo, range: StatsLineRange, wanted: StatsResolution) {
  const resolution = chartResolution(info, wanted);
  const query = useApiQuery('stats:line', {
    pathParams: { id: info.id },
    queryParams: { from: range.from, to: range.to, resolution },
    queryOptions: { placeholderData: keepPreviousData },
  });
  const points = React.useMemo(() => query.data ? toChartPoints(query.data.chart) : undefined, [ query.data ]);
  return { query, points, resolution };
}
