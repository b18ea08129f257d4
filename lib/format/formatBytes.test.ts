import { formatBytes } from './formatBytes';

describe('formatBytes', () => {
  it('prints exact grouped bytes', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(52307)).toBe('52,307 bytes');
    expect(formatBytes('1048576')).toBe('1,048,576 bytes');
  });
});
