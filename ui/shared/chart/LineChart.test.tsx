import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import React from 'react';

import system from 'theme';

import { axisDateFormatter, formatAxisDate, formatCompactNumber, formatFullDate, formatPeriod, labelIndexes, niceTicks } from './chartScale';
import LineChart, { CHART_EMPTY_TEXT } from './LineChart';

// jsdom has no PointerEvent; a MouseEvent carries the clientX the chart reads.
if (typeof window.PointerEvent === 'undefined') {
  Object.defineProperty(window, 'PointerEvent', { value: class PointerEvent extends MouseEvent {} });
}

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

const POINTS = [
  { date: '2026-11-19', value: 120 },
  { date: '2026-11-20', value: 2450 },
  { date: '2026-11-21', value: 822 },
];

describe('chart scale', () => {
  it('makes round ticks from zero that cover the data', () => {
    expect(niceTicks([ 120, 2450, 822 ])).toEqual([ 0, 1000, 2000, 3000 ]);
    expect(niceTicks([ 3 ])).toEqual([ 0, 1, 2, 3 ]);
    expect(niceTicks([ 0, 0 ])).toEqual([ 0, 1 ]);
    expect(niceTicks([ 0.2, 0.7 ], 4, false)).toEqual([ 0, 0.2, 0.4, 0.6, 0.8 ]);
  });

  it('labels ticks compactly and dates in UTC', () => {
    expect(formatCompactNumber(999)).toBe('999');
    expect(formatCompactNumber(1500)).toBe('1.5K');
    expect(formatCompactNumber(2_000_000)).toBe('2M');
    expect(formatAxisDate('2026-01-01')).toBe('Jan 1');
    expect(formatFullDate('2026-11-21')).toBe('Nov 21, 2026');
    // Fees in QNM keep their digits instead of all rounding to 0.
    expect(formatCompactNumber(0.00012)).toBe('0.00012');
    expect(formatCompactNumber(0.5)).toBe('0.5');
  });

  it('names periods and switches to months on axes longer than a year', () => {
    expect(formatPeriod('2026-11-21')).toBe('Nov 21, 2026');
    expect(formatPeriod('2026-11-21', '2026-11-21')).toBe('Nov 21, 2026');
    expect(formatPeriod('2026-11-01', '2026-11-30')).toBe('Nov 1, 2026 – Nov 30, 2026');
    expect(axisDateFormatter('2026-01-01', '2026-06-01')('2026-03-05')).toBe('Mar 5');
    expect(axisDateFormatter('2024-01-01', '2026-06-01')('2026-03-05')).toBe('Mar 2026');
  });

  it('spreads x labels and keeps both ends', () => {
    expect(labelIndexes(3, 6)).toEqual([ 0, 1, 2 ]);
    expect(labelIndexes(30, 4)).toEqual([ 0, 10, 19, 29 ]);
  });
});

describe('LineChart', () => {
  it('says so in a sentence when there is no data', () => {
    renderIn(<LineChart points={ [] } label="Daily transactions"/>);
    expect(screen.getByText(CHART_EMPTY_TEXT)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label and range, with compact y ticks', () => {
    const { container } = renderIn(<LineChart points={ POINTS } label="Daily transactions"/>);
    expect(screen.getByRole('img', { name: 'Daily transactions: 3 days from Nov 19, 2026 to Nov 21, 2026, latest 822' })).toBeTruthy();
    const texts = Array.from(container.querySelectorAll('text')).map((node) => node.textContent);
    expect(texts).toEqual(expect.arrayContaining([ '0', '1K', '3K', 'Nov 19', 'Nov 21' ]));
  });

  it('reads values with the keyboard and on hover', () => {
    renderIn(<LineChart points={ POINTS } label="Daily transactions" valueFormatter={ (value) => `${ value } txns` }/>);
    const group = screen.getByRole('group');
    fireEvent.focus(group);
    expect(screen.getByRole('status').textContent).toBe('Nov 21, 2026822 txns');
    fireEvent.keyDown(group, { key: 'ArrowLeft' });
    expect(screen.getByRole('status').textContent).toBe('Nov 20, 20262450 txns');
    fireEvent.keyDown(group, { key: 'Home' });
    expect(screen.getByRole('status').textContent).toBe('Nov 19, 2026120 txns');
    fireEvent.blur(group);
    expect(screen.queryByRole('status')).toBeNull();
    // jsdom lays nothing out (width 0), so any pointer position maps onto the chart's own width.
    fireEvent.pointerMove(screen.getByRole('img'), { clientX: 700 });
    expect(screen.getByRole('status').textContent).toContain('Nov 21, 2026');
    fireEvent.pointerLeave(screen.getByRole('img'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a single day as a point', () => {
    const { container } = renderIn(<LineChart points={ [ POINTS[2] ] } label="Daily transactions"/>);
    expect(screen.getByRole('img', { name: 'Daily transactions: 822 on Nov 21, 2026' })).toBeTruthy();
    expect(container.querySelector('circle')).not.toBeNull();
  });
});
