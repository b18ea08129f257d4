import type { HomeStats } from 'types/api/stats';

import { formatBlockTime, statTiles, withLatestHeight } from './homeStats';

const stats = {
  total_blocks: '95', total_addresses: '137', total_transactions: '1234567', average_block_time: 2000,
  gas_prices: {
    slow: { price: 1.22 }, average: { price: 1.805 }, fast: { price: 2.62 },
  },
  static_gas_price: null,
} as unknown as HomeStats;

describe('home stat tiles', () => {
  it('names the five tiles and formats their values', () => {
    expect(statTiles(stats).map((tile) => [ tile.label, tile.value ])).toEqual([
      [ 'Total blocks', '95' ],
      [ 'Average block time', '2.0s' ],
      [ 'Total transactions', '1,234,567' ],
      [ 'Wallet addresses', '137' ],
      [ 'Gas tracker', '1.81 Gwei' ],
    ]);
    expect(statTiles(stats)[4].hint).toBe('Slow: 1.22 Gwei · Average: 1.81 Gwei · Fast: 2.62 Gwei');
  });

  it('falls back to the static gas price, or a dash', () => {
    expect(statTiles({ ...stats, gas_prices: null, static_gas_price: '1500000000' })[4].value).toBe('1.5 Gwei');
    expect(statTiles({ ...stats, gas_prices: null })[4].value).toBe('—');
  });

  it('formats block times', () => {
    expect(formatBlockTime(12_345)).toBe('12.3s');
    expect(formatBlockTime(65_000)).toBe('1m 5s');
    expect(formatBlockTime(0)).toBe('—');
  });

  it('never counts fewer blocks than the newest height + 1', () => {
    expect(withLatestHeight(stats, 103).total_blocks).toBe('104');
    expect(withLatestHeight(stats, 50).total_blocks).toBe('95');
    expect(withLatestHeight(stats, undefined)).toBe(stats);
  });
});
