import { coinBalanceChart } from 'mocks/address/address';

import { coinBalancePoints, formatDelta, readCoinBalanceByDay, weiToCoins } from './coinBalance';

describe('coin balance numbers', () => {
  it('turns wei into whole coins for the chart, oldest day first', () => {
    expect(weiToCoins('1500000000000000000')).toBe(1.5);
    expect(weiToCoins('9999938406791010460755')).toBeCloseTo(9999.938406, 6);
    expect(coinBalancePoints([ ...coinBalanceChart.items ].reverse()).map((point) => point.date)).toEqual([ '2026-11-20', '2026-11-21' ]);
  });

  it('reads the by-day chart as the API serves it now and as a bare array (Blockscout before 6.10, API_LEGACY_FIELDS)', () => {
    expect(readCoinBalanceByDay(coinBalanceChart)).toEqual({ items: coinBalanceChart.items, days: coinBalanceChart.days });
    expect(readCoinBalanceByDay(coinBalanceChart.items)).toEqual({ items: coinBalanceChart.items, days: null });
  });

  it('signs a balance change', () => {
    expect(formatDelta('-53839700059040')).toEqual({ text: '-0.000054', sign: -1 });
    expect(formatDelta('1000000000000000000')).toEqual({ text: '+1', sign: 1 });
    expect(formatDelta('0')).toEqual({ text: '0', sign: 0 });
  });
});
