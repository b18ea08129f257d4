import { eoaTokenBalances } from 'mocks/address/address';

import { groupTokens, tokensCountLabel } from './groupTokens';

describe('groupTokens', () => {
  it('groups balances as ERC-20, then ERC-721, then ERC-1155, keeping the largest first', () => {
    const groups = groupTokens(eoaTokenBalances);
    expect(groups.map((group) => group.type)).toEqual([ 'ERC-20', 'ERC-721', 'ERC-1155' ]);
    expect(groups[0].items.map((item) => item.token?.symbol)).toEqual([ 'QGOV', 'QUSD' ]);
    expect(groups[2].items.map((item) => item.token_id)).toEqual([ '1', '4' ]);
  });

  it('narrows by name, symbol or the start of the address, ignoring case and dropping empty groups', () => {
    expect(groupTokens(eoaTokenBalances, 'qusd').map((group) => [ group.type, group.items.length ])).toEqual([ [ 'ERC-20', 1 ] ]);
    expect(groupTokens(eoaTokenBalances, ' items ').map((group) => group.type)).toEqual([ 'ERC-1155' ]);
    expect(groupTokens(eoaTokenBalances, '0x9FE4').map((group) => group.type)).toEqual([ 'ERC-721' ]);
    expect(groupTokens(eoaTokenBalances, 'nothing like it')).toEqual([]);
  });

  it('counts in words', () => {
    expect(tokensCountLabel(1)).toBe('1 token');
    expect(tokensCountLabel(5)).toBe('5 tokens');
  });
});
