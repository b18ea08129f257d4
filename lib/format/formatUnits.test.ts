import { formatGwei } from './formatGwei';
import { formatUnits } from './formatUnits';

describe('formatUnits', () => {
  it('converts wei to QNM with 18 decimals by default', () => {
    expect(formatUnits('1000000000000000000')).toBe('1');
    expect(formatUnits('1500000000000000000')).toBe('1.5');
    expect(formatUnits('0')).toBe('0');
  });

  it('keeps a single wei exact', () => {
    expect(formatUnits('1')).toBe('0.000000000000000001');
    expect(formatUnits(BigInt(1))).toBe('0.000000000000000001');
  });

  it('prints a huge supply exactly, with grouping', () => {
    const supply = BigInt('123456789123456789') * BigInt(10) ** BigInt(18) + BigInt(1);
    expect(formatUnits(supply)).toBe('123,456,789,123,456,789.000000000000000001');
  });

  it('handles negative amounts', () => {
    expect(formatUnits('-2500000000000000000')).toBe('-2.5');
    expect(formatUnits('-1', 18, { maxFractionDigits: 4 })).toBe('0');
  });

  it('rounds to the requested decimals, carrying into the integer part', () => {
    expect(formatUnits('1234567890000000000', 18, { maxFractionDigits: 4 })).toBe('1.2346');
    expect(formatUnits('999999999999999999', 18, { maxFractionDigits: 6 })).toBe('1');
    expect(formatUnits('1', 18, { maxFractionDigits: 6 })).toBe('0');
  });

  it('supports other decimals, including none', () => {
    expect(formatUnits('123456', 6)).toBe('0.123456');
    expect(formatUnits('1234567', 0)).toBe('1,234,567');
  });

  it('returns a non-integer string unchanged instead of throwing', () => {
    expect(formatUnits('1.5')).toBe('1.5');
    expect(formatUnits('')).toBe('');
  });
});

describe('formatGwei', () => {
  it('converts wei to gwei', () => {
    expect(formatGwei('1500000000')).toBe('1.5');
    expect(formatGwei('25000000000000')).toBe('25,000');
    expect(formatGwei('1')).toBe('0.000000001');
    expect(formatGwei('1234567', { maxFractionDigits: 2 })).toBe('0');
    expect(formatGwei('1234567891', { maxFractionDigits: 2 })).toBe('1.23');
  });
});
