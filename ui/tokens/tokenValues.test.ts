import { formatTokenAmount, holderShare } from './tokenValues';

describe('token values', () => {
  it('divides raw amounts by the token\'s decimals, rounded for lists and exact on request', () => {
    expect(formatTokenAmount('97170396190', { decimals: '6' })).toBe('97,170.39619');
    expect(formatTokenAmount('1234567890123456789', { decimals: '18' })).toBe('1.234568');
    expect(formatTokenAmount('1234567890123456789', { decimals: '18' }, true)).toBe('1.234567890123456789');
    // NFTs have no decimals: whole units.
    expect(formatTokenAmount('130', { decimals: null })).toBe('130');
    expect(formatTokenAmount(null, { decimals: '6' })).toBeNull();
  });

  it('computes a holder\'s share of the supply exactly, whatever the size of the numbers', () => {
    expect(holderShare('15526198354', '97170396190')).toBe('15.98%');
    expect(holderShare(`5${ '0'.repeat(40) }`, `1${ '0'.repeat(42) }`)).toBe('5%');
    expect(holderShare('1', '0')).toBeNull();
    expect(holderShare('1', null)).toBeNull();
  });
});
