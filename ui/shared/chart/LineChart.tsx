/**
 * A small line chart in plain SVG (no chart library): y-axis ticks with compact numbers, dates
 * along the x axis, and the value of the nearest day on hover or with the arrow keys. Callers
 * load it with `next/dynamic`, so it costs nothing on pages without a chart.
 */
import { Box, chakra, Text } from '@chakra-ui/react';
import React from 'react';

import { formatNumber } from 'lib/format';

import { formatAxisDate, formatCompactNumber, formatFullDate, labelIndexes, niceTicks } from './chartScale';

export interface LineChartPoint {
  /** `YYYY-MM-DD` (a UTC day) or any date string. */
  date: string;
  value: number;
}

export interface LineChartProps {
  points: Array<LineChartPoint>;
  /** What the chart shows, e.g. "Daily transactions"; also its accessible name. */
  label: string;
  /** Formats the value in the tooltip; English thousands separators by default. */
  valueFormatter?: (value: number) => string;
  height?: number;
}

export const CHART_EMPTY_TEXT = 'There is no data for this chart yet.';

const MARGIN = { top: 12, right: 16, bottom: 28, left: 48 };
const DEFAULT_WIDTH = 640;

/** Width of the container, followed as it resizes (a guess until measured). */
function useWidth(ref: React.RefObject<HTMLDivElement | null>): number {
  const [ width, setWidth ] = React.useState(DEFAULT_WIDTH);
  React.useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ ref ]);
  return width;
}

export default function LineChart({ points, label, valueFormatter = (value) => formatNumber(value), height = 220 }: LineChartProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  const [ active, setActive ] = React.useState<number | undefined>();

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
    const offset = (clientX - box.left) * (width / (box.width || width)) - MARGIN.left;
    const index = points.length <= 1 || !Number.isFinite(offset) ? 0 : Math.round(offset / plotWidth * (points.length - 1));
    return Math.min(points.length - 1, Math.max(0, index));
  }, [ plotWidth, points.length, width ]);

  const handlePointer = React.useCallback((event: React.PointerEvent<SVGSVGElement>) => {
    setActive(nearest(event.clientX, event.currentTarget));
  }, [ nearest ]);
  const handleLeave = React.useCallback(() => setActive(undefined), []);

  const handleKeyDown = React.useCallback((event: React.KeyboardEvent) => {
    const last = points.length - 1;
    const moves: Record<string, (current: number) => number> = {
      ArrowLeft: (current) => Math.max(0, current - 1),
      ArrowRight: (current) => Math.min(last, current + 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive((current) => move(current ?? last));
  }, [ points.length ]);
  const handleFocus = React.useCallback(() => setActive((current) => current ?? points.length - 1), [ points.length ]);

  if (points.length === 0) {
    return <Text color="text.secondary" py="6" data-testid="chart-empty">{ CHART_EMPTY_TEXT }</Text>;
  }

  const first = points[0];
  const last = points[points.length - 1];
  const summary = points.length === 1 ?
    `${ label }: ${ valueFormatter(first.value) } on ${ formatFullDate(first.date) }` :
    `${ label }: ${ points.length } days from ${ formatFullDate(first.date) } to ${ formatFullDate(last.date) }, ` +
      `latest ${ valueFormatter(last.value) }`;
  const line = points.map((point, index) => `${ index === 0 ? 'M' : 'L' }${ x(index).toFixed(1) },${ y(point.value).toFixed(1) }`).join('');
  const baseline = y(Math.max(yMin, 0));
  const area = points.length > 1 ? `${ line }L${ x(points.length - 1).toFixed(1) },${ baseline }L${ x(0).toFixed(1) },${ baseline }Z` : '';
  const activePoint = active === undefined ? undefined : points[active];
  const xLabels = labelIndexes(points.length, Math.max(2, Math.floor(plotWidth / 90)));

  return (
    <Box ref={ ref } position="relative" w="100%" data-testid="line-chart" tabIndex={ 0 } role="group"
      aria-label={ `${ label }. Use the left and right arrow keys to read the values.` }
      onKeyDown={ handleKeyDown } onFocus={ handleFocus } onBlur={ handleLeave }
      borderRadius="md" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}>
      <chakra.svg role="img" aria-label={ summary } width="100%" height={ `${ height }px` } viewBox={ `0 0 ${ width } ${ height }` }
        display="block" onPointerMove={ handlePointer } onPointerDown={ handlePointer } onPointerLeave={ handleLeave } overflow="visible">
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
              { formatAxisDate(points[index].date) }
            </chakra.text>
          )) }
          { area && <chakra.path d={ area } fill="brand.solid" fillOpacity={ 0.12 } stroke="none"/> }
          <chakra.path d={ line } fill="none" stroke="brand.solid" strokeWidth={ 2 } strokeLinejoin="round" strokeLinecap="round"/>
          { points.length === 1 && <chakra.circle cx={ x(0) } cy={ y(first.value) } r={ 4 } fill="brand.solid"/> }
          { activePoint && active !== undefined && (
            <>
              <chakra.line x1={ x(active) } x2={ x(active) } y1={ MARGIN.top } y2={ MARGIN.top + plotHeight } stroke="text.secondary"
                strokeDasharray="3 3" strokeWidth={ 1 }/>
              <chakra.circle cx={ x(active) } cy={ y(activePoint.value) } r={ 5 } fill="bg.card" stroke="brand.solid" strokeWidth={ 2 }/>
            </>
          ) }
        </g>
      </chakra.svg>
      { activePoint && active !== undefined && (
        <Box position="absolute" top="0" pointerEvents="none" role="status" data-testid="chart-tooltip"
          left={ `${ x(active) / width * 100 }%` } transform={ x(active) > width / 2 ? 'translateX(calc(-100% - 8px))' : 'translateX(8px)' }
          bg="bg.card" borderWidth="1px" borderColor="border.divider" borderRadius="md" px="2.5" py="1.5" fontSize="xs" boxShadow="md"
          whiteSpace="nowrap">
          <Text color="text.secondary">{ formatFullDate(activePoint.date) }</Text>
          <Text fontWeight={ 600 }>{ valueFormatter(activePoint.value) }</Text>
        </Box>
      ) }
    </Box>
  );
}
