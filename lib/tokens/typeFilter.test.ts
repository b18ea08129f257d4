import { parseTypeFilter } from './typeFilter';

describe('token type filter', () => {
  it('reads the type filter from the URL, keeping known types in a fixed order', () => {
    expect(parseTypeFilter('ERC-1155,ERC-20')).toEqual([ 'ERC-20', 'ERC-1155' ]);
    expect(parseTypeFilter([ 'ERC-721', 'bogus' ])).toEqual([ 'ERC-721' ]);
    expect(parseTypeFilter(undefined)).toEqual([]);
  });
});
