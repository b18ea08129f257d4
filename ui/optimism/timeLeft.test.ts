import { formatTimeLeft, msUntilTimeLeftChanges } from './timeLeft';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
const after = (ms: number) => NOW + ms;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeLeft', () => {
  it('gives the two largest units, in minutes rounded up', () => {
    expect(formatTimeLeft(after(3 * DAY + 4 * HOUR + 10 * MINUTE), NOW)).toBe('3d 4h left');
    expect(formatTimeLeft(after(2 * HOUR + 5 * MINUTE), NOW)).toBe('2h 5m left');
    expect(formatTimeLeft(after(2 * HOUR + 4 * MINUTE + 1_000), NOW)).toBe('2h 5m left');
    expect(formatTimeLeft(after(HOUR), NOW)).toBe('1h 0m left');
    expect(formatTimeLeft(after(59 * MINUTE + 30_000), NOW)).toBe('1h 0m left');
    expect(formatTimeLeft(after(12 * MINUTE), NOW)).toBe('12m left');
    // Never "0m left" while time remains.
    expect(formatTimeLeft(after(1_000), NOW)).toBe('1m left');
  });

  it('is empty once the end has passed, or for no date', () => {
    expect(formatTimeLeft(NOW, NOW)).toBe('');
    expect(formatTimeLeft(after(-MINUTE), NOW)).toBe('');
    expect(formatTimeLeft('not a date', NOW)).toBe('');
  });

  it('wakes at the next whole minute before the end, and never after it', () => {
    expect(msUntilTimeLeftChanges(after(2 * MINUTE + 15_000), NOW)).toBe(15_000);
    expect(msUntilTimeLeftChanges(after(2 * MINUTE), NOW)).toBe(MINUTE);
    expect(msUntilTimeLeftChanges(after(-1), NOW)).toBe(Infinity);
    expect(msUntilTimeLeftChanges('not a date', NOW)).toBe(Infinity);
  });
});
