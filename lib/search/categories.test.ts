import { ADDRESS, BLOCK, CONTRACT, ERC20, EXTERNAL_APP, INTERNAL_APP, LABEL, MULTI_TOKEN, NFT, TRANSACTION } from 'mocks/search/search';

import { appHref, searchApps } from './apps';
import { countSearchResults, getSearchResultHref, groupSearchResults } from './categories';

describe('grouping search results', () => {
  it('orders categories as the spec lists them, whatever order the server used', () => {
    const groups = groupSearchResults([ BLOCK, TRANSACTION, LABEL, ADDRESS, NFT, ERC20, CONTRACT, MULTI_TOKEN ], [ INTERNAL_APP ]);
    expect(groups.map((group) => group.category.title)).toEqual([
      'Apps', 'Tokens (ERC-20)', 'NFTs (ERC-721 & 1155)', 'Addresses', 'Public tags', 'Transactions', 'Blocks',
    ]);
    expect(countSearchResults(groups)).toBe(9);
  });

  it('puts ERC-721 and ERC-1155 under NFTs, contracts with addresses, labels under public tags', () => {
    const groups = groupSearchResults([ MULTI_TOKEN, CONTRACT, ERC20, LABEL, NFT, ADDRESS ]);
    const byTitle = Object.fromEntries(groups.map((group) => [ group.category.id, group.items ]));
    expect(byTitle.nft).toEqual([ MULTI_TOKEN, NFT ]);
    expect(byTitle.address).toEqual([ CONTRACT, ADDRESS ]);
    expect(byTitle.public_tag).toEqual([ LABEL ]);
    expect(byTitle.token).toEqual([ ERC20 ]);
  });

  it('leaves out empty categories and kinds it does not show', () => {
    const groups = groupSearchResults([ ERC20, { type: 'blob', blob_hash: '0x01', timestamp: null } ]);
    expect(groups.map((group) => group.category.id)).toEqual([ 'token' ]);
    expect(groupSearchResults([])).toEqual([]);
  });
});

describe('click targets', () => {
  it('leads tokens, addresses, labels, transactions and blocks (by hash) to their pages', () => {
    expect(getSearchResultHref(ERC20)?.href).toBe(`/token/${ ERC20.address_hash }`);
    expect(getSearchResultHref(CONTRACT)?.href).toBe(`/address/${ CONTRACT.address_hash }`);
    expect(getSearchResultHref(LABEL)?.href).toBe(`/address/${ LABEL.address_hash }`);
    expect(getSearchResultHref(TRANSACTION)?.href).toBe(`/tx/${ TRANSACTION.transaction_hash }`);
    expect(getSearchResultHref(BLOCK)?.href).toBe(`/block/${ BLOCK.block_hash }`);
  });

  it('opens internal apps at /apps/{id} and external apps at their url in a new tab', () => {
    expect(appHref(INTERNAL_APP)).toEqual({ href: '/apps/quantum-swap', isExternal: false });
    expect(appHref(EXTERNAL_APP)).toEqual({ href: 'https://bridge.example/', isExternal: true });
  });
});

describe('app search', () => {
  it('matches a case-insensitive substring of the title and sorts by title', () => {
    expect(searchApps([ INTERNAL_APP, EXTERNAL_APP ], 'Q').map((app) => app.id)).toEqual([ 'q-bridge', 'quantum-swap' ]);
    expect(searchApps([ INTERNAL_APP, EXTERNAL_APP ], 'SWAP').map((app) => app.id)).toEqual([ 'quantum-swap' ]);
    expect(searchApps([ INTERNAL_APP ], 'tokens')).toEqual([]);
    expect(searchApps([ INTERNAL_APP ], '  ')).toEqual([]);
  });
});
