/**
 * A small line chart in plain SVG (no chart library): y-axis ticks with compact numbers, dates
 * along the x axis, and the value of the nearest point on hover or with the arrow keys. A
 * `zoomable` chart also zooms into a range dragged across it, with a button to reset. Callers
 * load it with `next/dynamic`, so it costs nothing on pages without a chart.
 */
import { Box, Button, chakra, Text } from '@chakra-ui/react';
import React from 'react';

import { formatNumber } from 'lib/format';
import useElementSize from 'lib/hooks/useElementSize';

import { axisDateFormatter, formatCompactNumber, formatFullDate, formatPeriod, labelIndexes, niceTicks } from './chartScale';

export interface LineChartPoint {
  /** `YYYY-MM-DD` (a UTC day, or the first day of a period) or any date string. */
  date: string;
  /** Last day of an aggregated point (week, month, year); the same as `date` or absent for a day. */
  dateTo?: string;
  value: number;
  /** The period is not over yet, so the value may still change. */
  isApproximate?: boolean;
}

export interface LineChartProps {
  points: Array<LineChartPoint>;
  /** What the chart shows, e.g. "Daily transactions"; also its accessible name. */
  label: string;
  /** Formats the value in the tooltip; English thousands separators by default. */
  valueFormatter?: (value: number) => string;
  height?: number;
  /** Drag across the chart to zoom into a range; "Reset zoom" shows everything again. */
  zoomable?: boolean;
  /** What one point covers, for the accessible summary ("30 days", "12 weeks"). */
  periodName?: string;
}

export const CHART_EMPTY_TEXT = 'There is no data for this chart yet.';
export const RESET_ZOOM_TEXT = 'Reset zoom';

const MARGIN = { top: 12, right: 16, bottom: 28, left: 48 };
/** A guess until the container is measured. */
const INITIAL_SIZE = { width: 640, height: 0 };

/** A zoomed range of `source` (indexes into it); a zoom made on other data no longer applies. */
interface Zoom {
  source: Array<LineChartPoint>;
  from: number;
  to: number;
}

export default function LineChart({
  points: allPoints, label, valueFormatter = (value) => formatNumber(value), height = 220, zoomable = false, periodName = 'day',
}: LineChartProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const { width } = useElementSize(ref, INITIAL_SIZE);
  const [ active, setActive ] = React.useState<number | undefined>();
  const [ zoom, setZoom ] = React.useState<Zoom | undefined>();
  const [ drag, setDrag ] = React.useState<{ from: number; to: number } | undefined>();

  const zoomed = zoom && zoom.source === allPoints ? zoom : undefined;
  const offset = zoomed?.from ?? 0;
  const points = React.useMemo(() => zoomed ? allPoints.slice(zoomed.from, zoomed.to + 1) : allPoints, [ allPoints, zoomed ]);

  const values = points.map((point) => point.value);
  const ticks = niceTicks(values, 4, values.every(Number.isInteger));
  const yMin = ticks[0] ?? 0;
  const yMax = ticks[ticks.length - 1] ?? 1;
  const plotWidth = Math.max(1, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(1, height - MARGIN.top - MARGIN.bottom);
  const x = (index: number) => MARGIN.left + (points.length <= 1 ? plotWidth / 2 : index * plotWidth / (points.length - 1));
  const y = (value: number) => MARGIN.top + plotHeight - (value - yMin) / (yMax - yMin || 1) * plotHeight;

  const nearest = React.useCallback((clientX: number, element: Element) => {
    const box = element.getBoundingClientRect();
    const position = (clientX - box.left) * (width / (box.width || width)) - MARGIN.left;
    const index = points.length <= 1 || !Number.isFinite(position) ? 0 : Math.round(position / plotWidth * (points.length - 1));
    return Math.min(points.length - 1, Math.max(0, index));
  }, [ plotWidth, points.length, width ]);

  const handlePointerDown = React.useCallback((event: React.PointerEvent<SVGSVGElement>) => {
    const index = nearest(event.clientX, event.currentTarget);
    setActive(index);
    // A finger drag scrolls the page; zooming is for a mouse or a pen.
    if (!zoomable || event.pointerType === 'touch' || event.button !== 0 || points.length < 3) return;
    const target = event.currentTarget;
    if (typeof target.setPointerCapture === 'function') target.setPointerCapture(event.pointerId);
    setDrag({ from: index, to: index });
  }, [ nearest, points.length, zoomable ]);

  const handlePointerMove = React.useCallback((event: React.PointerEvent<SVGSVGElement>) => {
    const index = nearest(event.clientX, event.currentTarget);
    setActive(index);
    setDrag((current) => current && { from: current.from, to: index });
  }, [ nearest ]);

  const handlePointerUp = React.useCallback(() => {
    if (drag && Math.abs(drag.to - drag.from) >= 1) {
      setZoom({ source: allPoints, from: offset + Math.min(drag.from, drag.to), to: offset + Math.max(drag.from, drag.to) });
      setActive(undefined);
    }
    setDrag(undefined);
  }, [ allPoints, drag, offset ]);

  const handleLeave = React.useCallback(() => {
    setActive(undefined);
    setDrag(undefined);
  }, []);

  const resetZoom = React.useCallback(() => {
    setZoom(undefined);
    setActive(undefined);
  }, []);

  const handleKeyDown = React.useCallback((event: React.KeyboardEvent) => {
    const last = points.length - 1;
    const moves: Record<string, (current: number) => number> = {
      ArrowLeft: (current) => Math.max(0, current - 1),
      ArrowRight: (current) => Math.min(last, current + 1),
      Home: () => 0,
      End: () => last,
    };
    if (event.key === 'Escape' && zoomed) {
      event.preventDefault();
      resetZoom();
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive((current) => move(current ?? last));
  }, [ points.length, resetZoom, zoomed ]);
  const handleFocus = React.useCallback(() => setActive((current) => current ?? points.length - 1), [ points.length ]);

  if (points.length === 0) {
    return <Text color="text.secondary" py="6" data-testid="chart-empty">{ CHART_EMPTY_TEXT }</Text>;
  }

  const first = points[0];
  const last = points[points.length - 1];
  const summary = points.length === 1 ?
    `${ label }: ${ valueFormatter(first.value) } on ${ formatFullDate(first.date) }` :
    `${ label }: ${ points.length } ${ periodName }s from ${ formatFullDate(first.date) } to ${ formatFullDate(last.date) }, ` +
      `latest ${ valueFormatter(last.value) }`;
  const line = points.map((point, index) => `${ index === 0 ? 'M' : 'L' }${ x(index).toFixed(1) },${ y(point.value).toFixed(1) }`).join('');
  const baseline = y(Math.max(yMin, 0));
  const area = points.length > 1 ? `${ line }L${ x(points.length - 1).toFixed(1) },${ baseline }L${ x(0).toFixed(1) },${ baseline }Z` : '';
  const activePoint = active === undefined ? undefined : points[active];
  const xLabels = labelIndexes(points.length, Math.max(2, Math.floor(plotWidth / 90)));
  const formatXLabel = axisDateFormatter(first.date, last.date);
  const selection = drag && drag.from !== drag.to ? { left: x(Math.min(drag.from, drag.to)), right: x(Math.max(drag.from, drag.to)) } : undefined;
  const hint = zoomable ?
    'Use the left and right arrow keys to read the values; drag across the chart with the mouse to zoom in.' :
    'Use the left and right arrow keys to read the values.';

  return (
    <Box ref={ ref } position="relative" w="100%" data-testid="line-chart" data-zoomed={ zoomed ? 'true' : undefined } tabIndex={ 0 } role="group"
      aria-label={ `${ label }. ${ hint }` }
      onKeyDown={ handleKeyDown } onFocus={ handleFocus } onBlur={ handleLeave }
      borderRadius="md" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}>
      <chakra.svg role="img" aria-label={ summary } width="100%" height={ `${ height }px` } viewBox={ `0 0 ${ width } ${ height }` }
        display="block" overflow="visible" userSelect={ zoomable ? 'none' : undefined } cursor={ zoomable ? 'crosshair' : undefined }
        onPointerMove={ handlePointerMove } onPointerDown={ handlePointerDown } onPointerUp={ handlePointerUp }
        onPointerCancel={ handleLeave } onPointerLeave={ handleLeave }>
        <g aria-hidden="true">
          { ticks.map((tick) => (
            <g key={ tick }>
              <chakra.line x1={ MARGIN.left } x2={ MARGIN.left + plotWidth } y1={ y(tick) } y2={ y(tick) } stroke="border.divider"
                strokeWidth={ 1 }/>
              <chakra.text x={ MARGIN.left - 8 } y={ y(tick) } dy="0.32em" textAnchor="end" fontSize="11px" fill="text.secondary">
                { formatCompactNumber(tick) }
              </chakra.text>
            </g>
          )) }
          { xLabels.map((index) => (
            <chakra.text key={ index } x={ x(index) } y={ height - 8 } fontSize="11px" fill="text.secondary"
              textAnchor={ points.length > 1 && index === 0 ? 'start' : points.length > 1 && index === points.length - 1 ? 'end' : 'middle' }>
              { formatXLabel(points[index].date) }
            </chakra.text>
          )) }
          { area && <chakra.path d={ area } fill="brand.solid" fillOpacity={ 0.12 } stroke="none"/> }
          <chakra.path d={ line } fill="none" stroke="brand.solid" strokeWidth={ 2 } strokeLinejoin="round" strokeLinecap="round"/>
          { points.length === 1 && <chakra.circle cx={ x(0) } cy={ y(first.value) } r={ 4 } fill="brand.solid"/> }
          { selection && (
            <chakra.rect x={ selection.left } y={ MARGIN.top } width={ selection.right - selection.left } height={ plotHeight }
              fill="brand.solid" fillOpacity={ 0.15 } data-testid="chart-zoom-selection"/>
          ) }
          { activePoint && active !== undefined && (
            <>
              <chakra.line x1={ x(active) } x2={ x(active) } y1={ MARGIN.top } y2={ MARGIN.top + plotHeight } stroke="text.secondary"
                strokeDasharray="3 3" strokeWidth={ 1 }/>
              <chakra.circle cx={ x(active) } cy={ y(activePoint.value) } r={ 5 } fill="bg.card" stroke="brand.solid" strokeWidth={ 2 }/>
            </>
          ) }
        </g>
      </chakra.svg>
      { zoomed && (
        <Button size="2xs" variant="outline" bg="bg.card" position="absolute" top="0" right="0" onClick={ resetZoom } data-testid="chart-reset-zoom">
          { RESET_ZOOM_TEXT }
        </Button>
      ) }
      { activePoint && active !== undefined && (
        <Box position="absolute" top="0" pointerEvents="none" role="status" data-testid="chart-tooltip"
          left={ `${ x(active) / width * 100 }%` } transform={ x(active) > width / 2 ? 'translateX(calc(-100% - 8px))' : 'translateX(8px)' }
          bg="bg.card" borderWidth="1px" borderColor="border.divider" borderRadius="md" px="2.5" py="1.5" fontSize="xs" boxShadow="md"
          whiteSpace="nowrap">
          <Text color="text.secondary">{ formatPeriod(activePoint.date, activePoint.dateTo) }</Text>
          <Text fontWeight={ 600 }>{ valueFormatter(activePoint.value) }</Text>
          { activePoint.isApproximate && <Text color="text.secondary">Incomplete period, may still change</Text> }
        </Box>
      ) }
    </Box>
  );
}
