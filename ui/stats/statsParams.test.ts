import { statsLines } from 'mocks/stats/stats';

import { formatStatValue, withUnits } from './statsFormat';
import {
  availableResolutions, chartResolution, filterSections, intervalRange, readStatsParams, statsParamsQuery,
} from './statsParams';

describe('stats filters in the URL', () => {
  it('reads known values, falls back to the defaults for the rest, and leaves the defaults out of the URL', () => {
    expect(readStatsParams({})).toEqual({ interval: 'all', resolution: 'DAY', section: 'all', q: '' });
    const params = readStatsParams({ interval: 'sixMonths', resolution: 'week', section: 'gas', q: ' fee ' });
    expect(params).toEqual({ interval: 'sixMonths', resolution: 'WEEK', section: 'gas', q: 'fee' });
    expect(statsParamsQuery(params)).toEqual({ interval: 'sixMonths', resolution: 'WEEK', section: 'gas', q: 'fee' });
    expect(readStatsParams({ interval: '2y', resolution: 'HOUR' })).toMatchObject({ interval: 'all', resolution: 'DAY' });
    expect(statsParamsQuery(readStatsParams({ interval: 'all', section: 'all' }))).toEqual({});
  });

  it('turns an interval into from/to days ending today in UTC, and all time into neither', () => {
    const today = new Date('2026-03-31T23:30:00Z');
    expect(intervalRange('all', today)).toEqual({});
    expect(intervalRange('oneWeek', today)).toEqual({ from: '2026-03-24', to: '2026-03-31' });
    expect(intervalRange('oneMonth', today)).toEqual({ from: '2026-03-03', to: '2026-03-31' });
    expect(intervalRange('threeMonths', today)).toEqual({ from: '2025-12-31', to: '2026-03-31' });
    expect(intervalRange('sixMonths', today)).toEqual({ from: '2025-10-01', to: '2026-03-31' });
    expect(intervalRange('oneYear', today)).toEqual({ from: '2025-03-31', to: '2026-03-31' });
  });

  it('draws a chart in the chosen resolution only when it has it', () => {
    const [ blockSize ] = statsLines.sections[2].charts;
    const [ newTxns ] = statsLines.sections[1].charts;
    expect(chartResolution(newTxns, 'MONTH')).toBe('MONTH');
    expect(chartResolution(blockSize, 'MONTH')).toBe('DAY');
    expect(availableResolutions(statsLines)).toEqual([ 'DAY', 'WEEK', 'MONTH', 'YEAR' ]);
    expect(availableResolutions(undefined)).toEqual([ 'DAY' ]);
  });

  it('keeps the chosen section and the charts whose title has the term, dropping emptied sections', () => {
    const titles = (section: string, q: string) => filterSections(statsLines.sections, section, q)
      .map((item) => `${ item.id }: ${ item.charts.map((chart) => chart.id).join(',') }`);
    expect(titles('all', '')).toEqual([ 'accounts: activeAccounts,accountsGrowth', 'transactions: newTxns,averageTxnFee', 'blocks: averageBlockSize' ]);
    expect(titles('all', 'AVERAGE')).toEqual([ 'transactions: averageTxnFee', 'blocks: averageBlockSize' ]);
    expect(titles('accounts', 'average')).toEqual([]);
    expect(titles('unknown', '')).toEqual([]);
  });
});

describe('stats values', () => {
  it('formats in English with separators, keeping the significant digits of small values', () => {
    expect(formatStatValue('1234567')).toBe('1,234,567');
    expect(formatStatValue('2.0049')).toBe('2');
    expect(formatStatValue('1234.567')).toBe('1,234.57');
    expect(formatStatValue('0.000021345')).toBe('0.00002135');
    expect(formatStatValue(0.5)).toBe('0.5');
    expect(formatStatValue('0')).toBe('0');
    expect(formatStatValue('n/a')).toBe('n/a');
    expect(withUnits('2', 's')).toBe('2 s');
    expect(withUnits('45.5', '%')).toBe('45.5%');
    expect(withUnits('7', undefined)).toBe('7');
  });
});
