/** @jest-environment node */
import { MetadataFetchError } from './errors';
import { formatErc1155Id, resolveTokenUri } from './tokenUri';

const CID = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';
const CID_V1 = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof MetadataFetchError ? error.reason : `not a MetadataFetchError: ${ String(error) }`;
  }
  return undefined;
}

describe('resolveTokenUri', () => {
  it.each([
    [ `ipfs://${ CID }/1.json`, `https://ipfs.io/ipfs/${ CID }/1.json` ],
    [ `ipfs://${ CID }`, `https://ipfs.io/ipfs/${ CID }` ],
    [ `ipfs://ipfs/${ CID }/a/b.json`, `https://ipfs.io/ipfs/${ CID }/a/b.json` ],
    [ `IPFS://${ CID_V1 }/meta?x=1`, `https://ipfs.io/ipfs/${ CID_V1 }/meta?x=1` ],
    [ CID, `https://ipfs.io/ipfs/${ CID }` ],
    [ `/ipfs/${ CID }/7`, `https://ipfs.io/ipfs/${ CID }/7` ],
    [ 'ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U/0', 'https://arweave.net/bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U/0' ],
    [ 'https://example.com/token/1', 'https://example.com/token/1' ],
    [ '  http://EXAMPLE.com:80/a b\0\0', 'http://example.com/a%20b' ],
  ])('%s → %s', (uri, expected) => {
    expect(resolveTokenUri(uri)).toBe(expected);
  });

  it('uses a configured IPFS gateway, with or without a trailing slash', () => {
    expect(resolveTokenUri(`ipfs://${ CID }/1`, { ipfsGateway: 'http://127.0.0.1:8080/ipfs' }))
      .toBe(`http://127.0.0.1:8080/ipfs/${ CID }/1`);
    expect(resolveTokenUri(`ipfs://${ CID }/1`, { ipfsGateway: 'https://gw.example/ipfs/' }))
      .toBe(`https://gw.example/ipfs/${ CID }/1`);
    expect(() => resolveTokenUri(`ipfs://${ CID }`, { ipfsGateway: 'file:///ipfs/' })).toThrow(TypeError);
  });

  it('replaces ERC-1155 {id} with 64 lower-case hex digits', () => {
    const id = '000000000000000000000000000000000000000000000000000000000000002a';
    expect(resolveTokenUri('https://api.example/item/{id}.json', { tokenId: 42n })).toBe(`https://api.example/item/${ id }.json`);
    expect(resolveTokenUri('https://api.example/{id}/{id}', { tokenId: '42' })).toBe(`https://api.example/${ id }/${ id }`);
    expect(resolveTokenUri('https://api.example/%7Bid%7D', { tokenId: 42 })).toBe(`https://api.example/${ id }`);
    expect(resolveTokenUri(`ipfs://${ CID }/{id}.json`, { tokenId: 255n })).toBe(`https://ipfs.io/ipfs/${ CID }/${ 'ff'.padStart(64, '0') }.json`);
    // without a token id the template stays (and is percent-encoded by the URL parser)
    expect(resolveTokenUri('https://api.example/{id}.json')).toBe('https://api.example/%7Bid%7D.json');
  });

  it('formats ids as uint256 and refuses others', () => {
    expect(formatErc1155Id(0n)).toBe('0'.repeat(64));
    expect(formatErc1155Id((1n << 256n) - 1n)).toBe('f'.repeat(64));
    expect(formatErc1155Id('0xABC')).toBe('abc'.padStart(64, '0'));
    expect(reasonOf(() => formatErc1155Id(-1n))).toBe('invalid_uri');
    expect(reasonOf(() => formatErc1155Id(1n << 256n))).toBe('invalid_uri');
    expect(reasonOf(() => formatErc1155Id('nope'))).toBe('invalid_uri');
  });

  it('returns data: URIs unchanged, {id} included', () => {
    const uri = 'data:application/json,{"name":"Item {id}"}';
    expect(resolveTokenUri(uri, { tokenId: 1n })).toBe(uri);
    expect(reasonOf(() => resolveTokenUri('data:application/json'))).toBe('invalid_uri');
  });

  it.each([
    [ 'file:///etc/passwd' ],
    [ 'ftp://example.com/meta.json' ],
    [ 'javascript:alert(1)' ],
    [ 'JavaScript:alert(1)' ],
    [ 'gopher://127.0.0.1:6379/_INFO' ],
    [ 'ipns://k51qzi5uqu5dlvj2baxnqndepeb86cbk3ng7n3i46uzyxzyqj2xjonzllnv0v8' ],
  ])('refuses %s as unsupported_scheme', (uri) => {
    expect(reasonOf(() => resolveTokenUri(uri))).toBe('unsupported_scheme');
  });

  it.each([
    [ '' ],
    [ '   \0' ],
    [ 'not a uri' ],
    [ '/relative/path.json' ],
    [ 'ipfs://' ],
    [ 'ipfs://not-a-cid!/x' ],
    [ `ipfs://${ CID }/../../admin` ],
    [ `ipfs://${ CID }/%2e%2e/%2E%2E/admin` ],
    [ 'ipfs://user@evil.example/x' ],
    [ 'ar://../x' ],
    [ 'https://' ],
  ])('refuses %j as invalid_uri', (uri) => {
    expect(reasonOf(() => resolveTokenUri(uri))).toBe('invalid_uri');
  });
});
