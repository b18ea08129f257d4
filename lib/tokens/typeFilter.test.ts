import { parseTypeFilter } from './typeFilter';

describe('token type filter', () => {
  it('reads the type filter from the URL, keeping known types in a fixed order', () => {
    expect(parseTypeFilter('ERC-1155,ERC-20')).toEqual([ 'ERC-20', 'ERC-1155' ]);
    expect(parseTypeFilter([ 'ERC-721', 'bogus' ])).toEqual([ 'ERC-721' ]);
    expect(parseTypeFilter(undefined)).toEqual([]);
  });

  it('offers only the standards the lists filter by, and ignores what is not text', () => {
    // ERC-404 and ERC-7984 tokens exist, but the lists' filter (as Blockscout's) has three buttons.
    expect(parseTypeFilter('ERC-404,ERC-7984,ERC-721')).toEqual([ 'ERC-721' ]);
    expect(parseTypeFilter([ 'ERC-20', 7, null, { type: 'ERC-721' } ])).toEqual([ 'ERC-20' ]);
    expect(parseTypeFilter('erc-20')).toEqual([]);
  });
});
