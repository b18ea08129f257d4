import { formatDate, formatMonth, formatMonthDay } from './formatDate';

describe('formatDate', () => {
  it('writes a UTC day, an instant and a timestamp the same way, whatever the locale', () => {
    expect(formatDate('2026-11-27')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-27T23:59:59Z')).toBe('Nov 27, 2026');
    expect(formatDate(Date.UTC(2026, 0, 5, 12))).toBe('Jan 5, 2026');
    expect(formatMonthDay('2026-11-21')).toBe('Nov 21');
    expect(formatMonth('2026-11-01')).toBe('Nov 2026');
  });

  it('shows what is not a date as given', () => {
    expect(formatDate('soon')).toBe('soon');
  });
});
