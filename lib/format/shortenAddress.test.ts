import { shortenAddress } from './shortenAddress';

describe('shortenAddress', () => {
  it('shortens a full address to the first 4 characters (0x included), an ellipsis and the last 4', () => {
    expect(shortenAddress('0xAbC1234567890123456789012345678901237890')).toBe('0xAb…7890');
  });

  it('shows 7 characters or fewer whole', () => {
    expect(shortenAddress('0x12345')).toBe('0x12345');
    expect(shortenAddress('')).toBe('');
  });

  it('starts shortening at 8 characters', () => {
    expect(shortenAddress('0x123456')).toBe('0x12…3456');
  });
});
