import { parseCookieHeader, readCookie } from './cookies';

describe('server cookie reading', () => {
  it('parses a Cookie header as the frontend does', () => {
    expect(parseCookieHeader('a=1; b=two')).toEqual({ a: '1', b: 'two' });
    expect(parseCookieHeader('_explorer_key=abc==; x=1')._explorer_key).toBe('abc==');
    expect(parseCookieHeader('x=1; x=2; =skip; noequals; q="quoted"')).toEqual({ x: '1', q: 'quoted' });
    expect(parseCookieHeader('enc=a%3B%20b; bad=100%')).toEqual({ enc: 'a; b', bad: '100%' });
    expect(parseCookieHeader(undefined)).toEqual({});
  });

  it('reads one cookie, undefined when absent', () => {
    expect(readCookie('_explorer_key=signed; other=1', '_explorer_key')).toBe('signed');
    expect(readCookie('other=1', '_explorer_key')).toBeUndefined();
    expect(readCookie(undefined, '_explorer_key')).toBeUndefined();
  });
});
