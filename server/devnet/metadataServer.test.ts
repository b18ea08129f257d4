/** @jest-environment node */
import { buildDataTokenUri } from './metadata';
import { createMetadataServer, type MetadataServer } from './metadataServer';

describe('createMetadataServer', () => {
  let server: MetadataServer;
  beforeAll(async() => {
    server = await createMetadataServer({ port: 0 });
  });
  afterAll(() => server.close());

  it('listens on 127.0.0.1', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves ERC-721 JSON whose image it also serves, SVG for even ids and PNG for odd', async() => {
    const even = await (await fetch(`${ server.url }/erc721/2`)).json();
    expect(even).toMatchObject({ name: 'QNM Glyph #2', image: `${ server.url }/images/2.svg` });
    const svg = await fetch(even.image);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');

    const odd = await (await fetch(`${ server.url }/erc721/3`)).json();
    const png = await fetch(odd.image);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(24); // IHDR width
  });

  it('serves ERC-1155 JSON at the {id} template path', async() => {
    const id = '1'.padStart(64, '0');
    const response = await fetch(`${ server.url }/erc1155/${ id }.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ name: 'QNM Item 1', decimals: 0 });
  });

  it('answers 404 for anything else', async() => {
    for (const pathname of [ '/', '/erc721/abc', '/erc1155/1.json', '/images/1.gif' ]) {
      expect((await fetch(`${ server.url }${ pathname }`)).status).toBe(404);
    }
  });
});

describe('buildDataTokenUri', () => {
  it('encodes JSON metadata with an inline SVG image', () => {
    const uri = buildDataTokenUri(7n);
    expect(uri.startsWith('data:application/json;base64,')).toBe(true);
    const metadata = JSON.parse(Buffer.from(uri.split(',')[1], 'base64').toString('utf8'));
    expect(metadata.name).toBe('QNM Glyph #7');
    expect(metadata.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });
});
