import { formatPercent, PERCENT_UNAVAILABLE } from './formatPercent';

describe('formatPercent', () => {
  it('adds a percent sign and keeps at most 2 decimals by default', () => {
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(12.3456)).toBe('12.35%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent('99.5')).toBe('99.5%');
    expect(formatPercent(-3.333)).toBe('-3.33%');
  });

  it('takes a custom number of decimals', () => {
    expect(formatPercent(12.3456, { maxFractionDigits: 0 })).toBe('12%');
  });

  it('says unavailable for values that are not numbers', () => {
    expect(formatPercent(Number.NaN)).toBe(PERCENT_UNAVAILABLE);
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe(PERCENT_UNAVAILABLE);
    expect(formatPercent('x')).toBe(PERCENT_UNAVAILABLE);
  });
});
