import { shortenHash } from './shortenHash';

const TX_HASH = '0x1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef';

describe('shortenHash', () => {
  it('keeps 0x plus 4 digits and a 4-character tail of a full hash', () => {
    expect(shortenHash(TX_HASH)).toBe('0x1234…cdef');
  });

  it('keeps 4 leading characters when there is no 0x prefix', () => {
    expect(shortenHash('abcdef0123456789')).toBe('abcd…6789');
  });

  it('shows hashes of 8 characters or fewer whole', () => {
    expect(shortenHash('0x123456')).toBe('0x123456');
    expect(shortenHash('12345678')).toBe('12345678');
  });

  it('shortens from 9 characters when that actually saves space', () => {
    expect(shortenHash('123456789a')).toBe('1234…789a');
    // 0x + 4 + ellipsis + 4 is 11 characters: a 11-character hash stays whole, 12 is cut.
    expect(shortenHash('0x123456789')).toBe('0x123456789');
    expect(shortenHash('0x123456789a')).toBe('0x1234…789a');
  });
});
