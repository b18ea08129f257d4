import { getNetworkTabs, isFeaturedNetworkList } from 'ui/snippets/networkMenu/featuredNetworks';

import { isFooterLinkGroupList } from './footerLinks';

// The two documents the layout reads from configured URLs (spec §1, §2): what passes, and what
// is refused whole rather than rendered (a link or icon that is not http(s) could run script).
describe('footer link groups', () => {
  const group = { title: 'Developers', links: [ { text: 'Docs', url: 'https://example.org/docs', icon: 'https://example.org/docs.svg' } ] };

  it('takes titled groups of http(s) links, with optional http(s) icons', () => {
    expect(isFooterLinkGroupList([ group, { title: 'Other', links: [ { text: 'Plain', url: 'http://localhost:8547/x' } ] } ])).toBe(true);
  });

  it('refuses a javascript: or data: link or icon, and a group without links', () => {
    expect(isFooterLinkGroupList([ { ...group, links: [ { text: 'Bad', url: 'javascript:alert(1)' } ] } ])).toBe(false);
    expect(isFooterLinkGroupList([ { ...group, links: [ { text: 'Bad', url: 'https://a.example', icon: 'data:image/svg+xml,<svg/>' } ] } ])).toBe(false);
    expect(isFooterLinkGroupList([ { title: 'Empty' } ])).toBe(false);
    expect(isFooterLinkGroupList({ groups: [] })).toBe(false);
  });
});

describe('featured networks', () => {
  const network = { title: 'QNM Devnet', url: 'http://localhost:3000', group: 'Testnets', isActive: true, invertIconInDarkMode: true };

  it('takes networks of the three groups with http(s) urls and icons; tabs follow the groups present, in order', () => {
    const list = [ network, { title: 'Ethereum', url: 'https://eth.example', group: 'Mainnets', icon: 'https://eth.example/icon.svg' } ];
    expect(isFeaturedNetworkList(list)).toBe(true);
    expect(getNetworkTabs(list as never)).toEqual([ 'Mainnets', 'Testnets' ]);
  });

  it('refuses an unknown group or a javascript: url', () => {
    expect(isFeaturedNetworkList([ { ...network, group: 'Sidechains' } ])).toBe(false);
    expect(isFeaturedNetworkList([ { ...network, url: 'javascript:alert(1)' } ])).toBe(false);
    expect(isFeaturedNetworkList([ { ...network, icon: 'javascript:alert(1)' } ])).toBe(false);
  });
});
