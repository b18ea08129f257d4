/** @jest-environment node */
import { dataUriMimeType, decodeDataUri } from './dataUri';
import { MetadataFetchError } from './errors';

const JSON_TEXT = '{"name":"Glyph #2","description":"50% off, ünïcode ✓"}';

function decoded(uri: string, maxBytes = 1024 * 1024): string {
  return decodeDataUri(uri, maxBytes).body.toString('utf8');
}

function reasonOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof MetadataFetchError ? error.reason : 'other';
  }
  return undefined;
}

describe('decodeDataUri', () => {
  it('decodes base64', () => {
    const uri = `data:application/json;base64,${ Buffer.from(JSON_TEXT).toString('base64') }`;
    expect(decoded(uri)).toBe(JSON_TEXT);
    expect(decodeDataUri(uri, 1024)).toMatchObject({ mimeType: 'application/json', contentType: 'application/json' });
  });

  it('decodes base64 that is percent-encoded, wrapped or url-safe', () => {
    const base64 = Buffer.from(JSON_TEXT).toString('base64');
    expect(decoded(`data:application/json;base64,${ base64.replace(/=/g, '%3D') }`)).toBe(JSON_TEXT);
    expect(decoded(`data:application/json;base64,${ base64.slice(0, 10) }\n ${ base64.slice(10) }`)).toBe(JSON_TEXT);
    expect(decoded(`data:application/json;base64,${ Buffer.from(JSON_TEXT).toString('base64url') }`)).toBe(JSON_TEXT);
    expect(decoded(`data:application/json;charset=utf-8;BASE64,${ base64 }`)).toBe(JSON_TEXT);
  });

  it('decodes percent-encoded JSON', () => {
    expect(decoded(`data:application/json,${ encodeURIComponent(JSON_TEXT) }`)).toBe(JSON_TEXT);
  });

  it('takes raw JSON as it is, keeping `#` and a `%` that is no escape', () => {
    expect(decoded(`data:application/json,${ JSON_TEXT }`)).toBe(JSON_TEXT);
    expect(decoded(`data:application/json;utf8,${ JSON_TEXT }`)).toBe(JSON_TEXT);
    expect(decodeDataUri(`data:application/json;utf8,${ JSON_TEXT }`, 1024).contentType).toBe('application/json;utf8');
    expect(decoded('data:application/json;charset=UTF-8,{"a":"100%"}')).toBe('{"a":"100%"}');
  });

  it('defaults the media type to text/plain', () => {
    expect(decodeDataUri('data:,hello', 100)).toMatchObject({ mimeType: 'text/plain', contentType: 'text/plain' });
    expect(decodeDataUri('data:;base64,aGk=', 100).body.toString()).toBe('hi');
  });

  it('refuses malformed URIs', () => {
    expect(reasonOf(() => decodeDataUri('data:application/json', 100))).toBe('invalid_uri');
    expect(reasonOf(() => decodeDataUri('data:application/json;base64,{"a":1}', 100))).toBe('invalid_uri');
    expect(reasonOf(() => decodeDataUri('http://x/', 100))).toBe('invalid_uri');
  });

  it('applies the size limit to the decoded payload and to the URI itself', () => {
    const body = 'x'.repeat(101);
    expect(reasonOf(() => decodeDataUri(`data:text/plain,${ body }`, 100))).toBe('too_large');
    expect(reasonOf(() => decodeDataUri(`data:text/plain;base64,${ Buffer.from(body).toString('base64') }`, 100))).toBe('too_large');
    expect(decoded(`data:text/plain,${ 'x'.repeat(100) }`, 100)).toHaveLength(100);
    // 100 bytes percent-encoded is 300 characters: still within the limit
    expect(decoded(`data:text/plain,${ '%41'.repeat(100) }`, 100)).toBe('A'.repeat(100));
    expect(reasonOf(() => decodeDataUri(`data:text/plain,${ 'x'.repeat(5000) }`, 100))).toBe('too_large');
  });
});

describe('dataUriMimeType', () => {
  it('reads the media type without decoding', () => {
    expect(dataUriMimeType('data:image/svg+xml;base64,PHN2Zz4=')).toBe('image/svg+xml');
    expect(dataUriMimeType('DATA:Image/PNG;base64,')).toBe('image/png');
    expect(dataUriMimeType('data:,x')).toBe('text/plain');
    expect(dataUriMimeType('https://x/a.png')).toBeNull();
  });
});
