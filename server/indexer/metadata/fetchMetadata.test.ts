/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { MetadataFetchError } from './errors';
import { extractMetadataLinks, fetchTokenMetadata, parseMetadataJson } from './fetchMetadata';
import { guessMediaType } from './mediaType';

const CID = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';

function dataJson(value: unknown): string {
  return `data:application/json;base64,${ Buffer.from(JSON.stringify(value)).toString('base64') }`;
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return error instanceof MetadataFetchError ? error.reason : `not a MetadataFetchError: ${ String(error) }`;
  }
  return 'resolved';
}

describe('fetchTokenMetadata from data: URIs', () => {
  it('resolves an ipfs image to the gateway without fetching it', async() => {
    const result = await fetchTokenMetadata(dataJson({ name: 'A', image: `ipfs://${ CID }/1.png` }));
    expect(result).toEqual({
      metadata: { name: 'A', image: `ipfs://${ CID }/1.png` },
      imageUrl: `https://ipfs.io/ipfs/${ CID }/1.png`,
      animationUrl: null,
      externalUrl: null,
      mediaUrl: `https://ipfs.io/ipfs/${ CID }/1.png`,
      mediaType: 'image/png',
    });
    const custom = await fetchTokenMetadata(dataJson({ image: `ipfs://${ CID }` }), { ipfsGateway: 'https://gw.example/ipfs/' });
    expect(custom.imageUrl).toBe(`https://gw.example/ipfs/${ CID }`);
    expect(custom.mediaType).toBeNull();
  });

  it('prefers animation_url as the media', async() => {
    const result = await fetchTokenMetadata(dataJson({
      image: 'https://cdn.example/1.gif',
      animation_url: `ipfs://${ CID }/clip.MP4`,
      external_url: 'https://project.example/1',
    }));
    expect(result).toMatchObject({
      imageUrl: 'https://cdn.example/1.gif',
      animationUrl: `https://ipfs.io/ipfs/${ CID }/clip.MP4`,
      externalUrl: 'https://project.example/1',
      mediaUrl: `https://ipfs.io/ipfs/${ CID }/clip.MP4`,
      mediaType: 'video/mp4',
    });
  });

  it('falls back to image_url and never uses image_data', async() => {
    const markup = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>';
    const onlyData = await fetchTokenMetadata(dataJson({ name: 'x', image_data: markup }));
    expect(onlyData).toMatchObject({ imageUrl: null, mediaUrl: null, mediaType: null });
    // kept in metadata as plain data, for the frontend to show as text if at all
    expect(onlyData.metadata.image_data).toBe(markup);

    const withUrl = await fetchTokenMetadata(dataJson({ image_data: markup, image_url: 'https://cdn.example/a.webp' }));
    expect(withUrl).toMatchObject({ imageUrl: 'https://cdn.example/a.webp', mediaType: 'image/webp' });
  });

  it('keeps data: images of media types and drops markup and scripts', async() => {
    const svg = `data:image/svg+xml;base64,${ Buffer.from('<svg/>').toString('base64') }`;
    expect(await fetchTokenMetadata(dataJson({ image: svg }))).toMatchObject({ imageUrl: svg, mediaType: 'image/svg+xml' });
    const refused = await fetchTokenMetadata(dataJson({
      image: 'data:text/html,<script>alert(1)</script>',
      animation_url: 'javascript:alert(1)',
      external_url: 'data:text/html,<b>x</b>',
    }));
    expect(refused).toMatchObject({ imageUrl: null, animationUrl: null, externalUrl: null, mediaUrl: null });
    const notStrings = await fetchTokenMetadata(dataJson({ image: { url: 'https://x/a.png' }, animation_url: 7 }));
    expect(notStrings).toMatchObject({ imageUrl: null, animationUrl: null });
  });

  it('reads percent-encoded and raw utf8 data: URIs', async() => {
    const text = '{"name":"Glyph #3","image":"https://cdn.example/3.svg"}';
    for (const uri of [ `data:application/json,${ encodeURIComponent(text) }`, `data:application/json;utf8,${ text }` ]) {
      const result = await fetchTokenMetadata(uri);
      expect(result.metadata.name).toBe('Glyph #3');
      expect(result.mediaType).toBe('image/svg+xml');
    }
  });

  it('rejects JSON that is not an object, and what is not JSON', async() => {
    for (const body of [ '[1,2]', '"a string"', '42', 'null', 'true' ]) {
      expect(await reasonOf(fetchTokenMetadata(`data:application/json,${ body }`))).toBe('invalid_json');
    }
    expect(await reasonOf(fetchTokenMetadata('data:application/json,{"a":'))).toBe('invalid_json');
    expect(await reasonOf(fetchTokenMetadata('data:text/html,<html></html>'))).toBe('invalid_json');
  });

  it('passes on resolution and size errors', async() => {
    expect(await reasonOf(fetchTokenMetadata('file:///etc/passwd'))).toBe('unsupported_scheme');
    expect(await reasonOf(fetchTokenMetadata(''))).toBe('invalid_uri');
    expect(await reasonOf(fetchTokenMetadata(dataJson({ pad: 'x'.repeat(200) }), { maxBytes: 100 }))).toBe('too_large');
  });
});

describe('fetchTokenMetadata over HTTP', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async() => {
    server = http.createServer((request, response) => {
      if (request.url === `/item/${ '5'.padStart(64, '0') }.json`) {
        // wrong content type and a BOM: still parsed
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(`\uFEFF${ JSON.stringify({ name: 'Item 5', image: `${ base }/images/5.png` }) }`);
      } else {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('<html>not json</html>');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${ (server.address() as AddressInfo).port }`;
  });
  afterAll(async() => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fetches an ERC-1155 {id} URI from an allowed host whatever its content type', async() => {
    const result = await fetchTokenMetadata(`${ base }/item/{id}.json`, { tokenId: 5n, allowPrivateHosts: [ '127.0.0.1', 'localhost' ] });
    expect(result.metadata.name).toBe('Item 5');
    expect(result).toMatchObject({ imageUrl: `${ base }/images/5.png`, mediaType: 'image/png' });
  });

  it('is blocked by default and fails cleanly on non-JSON', async() => {
    expect(await reasonOf(fetchTokenMetadata(`${ base }/item/{id}.json`, { tokenId: 5n }))).toBe('blocked_address');
    expect(await reasonOf(fetchTokenMetadata(`${ base }/other`, { allowPrivateHosts: true }))).toBe('invalid_json');
  });
});

describe('parseMetadataJson and extractMetadataLinks', () => {
  it('parses objects only', () => {
    expect(parseMetadataJson(Buffer.from(' {"a":[1]} '))).toEqual({ a: [ 1 ] });
    expect(() => parseMetadataJson(Buffer.from('[]'))).toThrow(MetadataFetchError);
  });

  it('substitutes {id} in media links too', () => {
    const links = extractMetadataLinks({ image: 'https://api.example/img/{id}.png' }, { tokenId: 1n });
    expect(links.imageUrl).toBe(`https://api.example/img/${ '1'.padStart(64, '0') }.png`);
  });
});

describe('guessMediaType', () => {
  it.each([
    [ 'https://x.example/a.png', 'image/png' ],
    [ 'https://x.example/a.JPG?size=2', 'image/jpeg' ],
    [ 'https://x.example/a.jpeg#frag', 'image/jpeg' ],
    [ 'https://x.example/a.gif', 'image/gif' ],
    [ 'https://x.example/a.webp', 'image/webp' ],
    [ 'https://x.example/a.svg', 'image/svg+xml' ],
    [ 'https://x.example/a.mp4', 'video/mp4' ],
    [ 'https://x.example/a.webm', 'video/webm' ],
    [ 'https://x.example/a.mp3', 'audio/mpeg' ],
    [ 'https://x.example/a.glb', 'model/gltf-binary' ],
    [ 'https://x.example/a.gltf', 'model/gltf+json' ],
    [ 'https://x.example/index.html', 'text/html' ],
    [ 'data:image/gif;base64,R0lGOD', 'image/gif' ],
    [ 'https://x.example/a.constructor', null ],
    [ 'https://x.example/noextension', null ],
    [ 'https://x.example/a.png/', null ],
    [ 'data:<script>,x', null ],
    [ 'not a url.png', null ],
  ])('%s → %s', (url, expected) => {
    expect(guessMediaType(url)).toBe(expected);
  });
});
