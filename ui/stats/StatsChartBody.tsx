/**
 * The drawing area of a stats chart: a skeleton while the points load, a sentence when they
 * could not, and the line chart otherwise. The chart code arrives in its own chunk on first
 * use, so the page shell (and every other page) carries none of it.
 */
import { Skeleton, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import type { StatsChartInfo, StatsResolution } from 'types/api/statsService';
import type { LineChartPoint } from 'ui/shared/chart/LineChart';

import { formatStatValue, withUnits } from './statsFormat';
import { periodNameOf } from './statsParams';

export const CARD_CHART_HEIGHT = 220;
export const CHART_ERROR_TEXT = 'Could not load this chart. Try again later.';

const LineChart = dynamic(() => import('ui/shared/chart/LineChart'), {
  ssr: false,
  loading: () => <Skeleton h={ `${ CARD_CHART_HEIGHT }px` } borderRadius="md" data-testid="stats-chart-skeleton"/>,
});

interface Props {
  info: StatsChartInfo;
  points: Array<LineChartPoint> | undefined;
  resolution: StatsResolution;
  isError: boolean;
  height?: number;
}

export default function StatsChartBody({ info, points, resolution, isError, height = CARD_CHART_HEIGHT }: Props) {
  const valueFormatter = React.useCallback((value: number) => withUnits(formatStatValue(value), info.units), [ info.units ]);
  if (isError && !points) {
    return <Text color="text.secondary" py="6" role="alert" data-testid="stats-chart-error">{ CHART_ERROR_TEXT }</Text>;
  }
  if (!points) {
    return <Skeleton h={ `${ height }px` } borderRadius="md" data-testid="stats-chart-skeleton"/>;
  }
  return (
    <LineChart points={ points } label={ info.title } valueFormatter={ valueFormatter } height={ height } zoomable
      periodName={ periodNameOf(resolution) }/>
  );
}
