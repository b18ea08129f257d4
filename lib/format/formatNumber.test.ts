import { formatNumber } from './formatNumber';

describe('formatNumber', () => {
  it('groups thousands English style', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
  });

  it('formats bigint and long decimal strings without losing a digit', () => {
    expect(formatNumber(BigInt('123456789012345678901234567890'))).toBe('123,456,789,012,345,678,901,234,567,890');
    expect(formatNumber('9007199254740993')).toBe('9,007,199,254,740,993');
    expect(formatNumber('-1000000.000000000000000001')).toBe('-1,000,000.000000000000000001');
  });

  it('does not invent digits for doubles and expands exponents', () => {
    expect(formatNumber(0.1 + 0.2)).toBe('0.30000000000000004');
    expect(formatNumber(1e-7)).toBe('0.0000001');
    expect(formatNumber(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('trims trailing zeros and never prints -0', () => {
    expect(formatNumber('1.500')).toBe('1.5');
    expect(formatNumber('-0.000')).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });

  it('rounds half away from zero when a maximum of decimals is given', () => {
    expect(formatNumber(1.005, { maxFractionDigits: 2 })).toBe('1.01');
    expect(formatNumber('999.995', { maxFractionDigits: 2 })).toBe('1,000');
    expect(formatNumber('-2.5', { maxFractionDigits: 0 })).toBe('-3');
    expect(formatNumber('0.004', { maxFractionDigits: 2 })).toBe('0');
  });

  it('returns values it cannot read unchanged', () => {
    expect(formatNumber('abc')).toBe('abc');
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(formatNumber('1e99999')).toBe('1e99999');
  });
});
