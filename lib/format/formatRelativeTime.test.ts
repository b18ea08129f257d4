import { formatRelativeTime, formatTimeAgo, msUntilRelativeTimeChanges } from './formatRelativeTime';

const NOW = Date.UTC(2024, 4, 1, 12, 0, 0);
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function ago(ms: number) {
  return formatRelativeTime(NOW - ms, NOW);
}

describe('formatRelativeTime', () => {
  it('counts seconds from 1s up to 59s and switches to minutes at exactly 60s', () => {
    expect(ago(0)).toBe('1s');
    expect(ago(999)).toBe('1s');
    expect(ago(1 * SECOND)).toBe('1s');
    expect(ago(2 * SECOND)).toBe('2s');
    expect(ago(59 * SECOND + 999)).toBe('59s');
    expect(ago(60 * SECOND)).toBe('1m');
  });

  it('rounds down within each unit and moves up at the boundary', () => {
    expect(ago(59 * MINUTE + 59 * SECOND)).toBe('59m');
    expect(ago(HOUR)).toBe('1h');
    expect(ago(DAY - 1)).toBe('23h');
    expect(ago(DAY)).toBe('1d');
    expect(ago(7 * DAY - 1)).toBe('6d');
    expect(ago(7 * DAY)).toBe('1w');
    expect(ago(29 * DAY)).toBe('4w');
    expect(ago(30 * DAY)).toBe('1mo');
    expect(ago(364 * DAY)).toBe('12mo');
    expect(ago(365 * DAY)).toBe('1y');
    expect(ago(3 * 365 * DAY + 100 * DAY)).toBe('3y');
  });

  it('never reads 0s: a time slightly in the future (clock skew) reads 1s', () => {
    expect(formatRelativeTime(NOW + 5 * SECOND, NOW)).toBe('1s');
    expect(formatRelativeTime(NOW + 1, NOW)).toBe('1s');
  });

  it('accepts ISO strings and Date objects as the API and callers give them', () => {
    expect(formatRelativeTime('2024-05-01T11:55:00.000000Z', new Date(NOW))).toBe('5m');
    expect(formatRelativeTime(new Date(NOW - 2 * HOUR), NOW)).toBe('2h');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});

describe('formatTimeAgo', () => {
  it('adds the " ago" suffix', () => {
    expect(formatTimeAgo(NOW - 90 * SECOND, NOW)).toBe('1m ago');
    expect(formatTimeAgo(NOW, NOW)).toBe('1s ago');
  });

  it('stays empty for an invalid date', () => {
    expect(formatTimeAgo('nope', NOW)).toBe('');
  });
});

describe('msUntilRelativeTimeChanges', () => {
  const changesIn = (ageMs: number) => msUntilRelativeTimeChanges(NOW - ageMs, NOW);

  it('is at most a second while the label counts seconds', () => {
    expect(changesIn(0)).toBe(2 * SECOND);
    expect(changesIn(1_500)).toBe(500);
    expect(changesIn(59 * SECOND)).toBe(SECOND);
    expect(msUntilRelativeTimeChanges(NOW + 3 * SECOND, NOW)).toBe(5 * SECOND);
  });

  it('waits for the next whole unit, or for the next unit to start', () => {
    expect(changesIn(90 * SECOND)).toBe(30 * SECOND);
    expect(changesIn(HOUR + MINUTE)).toBe(59 * MINUTE);
    expect(changesIn(6 * DAY)).toBe(DAY);
    // Four weeks are 28 days; the label turns '1mo' at day 30, before a fifth week.
    expect(changesIn(29 * DAY)).toBe(DAY);
    expect(changesIn(364 * DAY)).toBe(DAY);
  });

  it('agrees with the label: one millisecond earlier it is the same, at the moment it is not', () => {
    for (const age of [ 0, 1_234, 59_999, 61 * SECOND, 3 * HOUR + 5, 9 * DAY, 200 * DAY, 800 * DAY ]) {
      const wait = changesIn(age);
      expect(formatRelativeTime(NOW - age, NOW + wait - 1)).toBe(ago(age));
      expect(formatRelativeTime(NOW - age, NOW + wait)).not.toBe(ago(age));
    }
  });

  it('is Infinity for an invalid date', () => {
    expect(msUntilRelativeTimeChanges('nope', NOW)).toBe(Infinity);
  });
});
