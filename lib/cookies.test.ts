import { getCookie, INDEXING_ALERT, NAV_BAR_COLLAPSED, parseCookieHeader, removeCookie, setCookie } from './cookies';

function clearCookies() {
  for (const name of Object.keys(parseCookieHeader(document.cookie))) {
    removeCookie(name);
  }
}

describe('parseCookieHeader', () => {
  it('reads every pair of a request header, trimming spaces and decoding values', () => {
    expect(parseCookieHeader('indexing_alert=true; nav_bar_collapsed=false;  q=a%20b'))
      .toEqual({ indexing_alert: 'true', nav_bar_collapsed: 'false', q: 'a b' });
  });

  it('keeps values that contain "=" whole', () => {
    expect(parseCookieHeader('_explorer_key=abc==; x=1')._explorer_key).toBe('abc==');
  });

  it('returns an empty record for missing or empty headers', () => {
    expect(parseCookieHeader(undefined)).toEqual({});
    expect(parseCookieHeader('')).toEqual({});
  });

  it('skips malformed pairs and keeps undecodable values as written', () => {
    expect(parseCookieHeader('junk; =nameless; bad=%E0%A4%A; ok=1')).toEqual({ bad: '%E0%A4%A', ok: '1' });
  });

  it('keeps the first value of a repeated name', () => {
    expect(parseCookieHeader('a=1; a=2').a).toBe('1');
  });

  it('strips double quotes around a value', () => {
    expect(parseCookieHeader('a="quoted"').a).toBe('quoted');
  });
});

describe('getCookie / setCookie in the browser', () => {
  afterEach(clearCookies);

  it('reads back what it wrote, by name', () => {
    setCookie(INDEXING_ALERT, 'true');
    setCookie(NAV_BAR_COLLAPSED, 'false');
    expect(getCookie(INDEXING_ALERT)).toBe('true');
    expect(getCookie(NAV_BAR_COLLAPSED)).toBe('false');
  });

  it('overwrites an existing value', () => {
    setCookie(INDEXING_ALERT, 'true');
    setCookie(INDEXING_ALERT, 'false');
    expect(getCookie(INDEXING_ALERT)).toBe('false');
  });

  it('round-trips values with separators', () => {
    setCookie('odd', 'a; b=c');
    expect(getCookie('odd')).toBe('a; b=c');
  });

  it('returns undefined for a missing cookie and after removal', () => {
    expect(getCookie('missing')).toBeUndefined();
    setCookie('gone', '1');
    removeCookie('gone');
    expect(getCookie('gone')).toBeUndefined();
  });

  it('reads from a given header instead of the document (server side)', () => {
    setCookie(INDEXING_ALERT, 'false');
    expect(getCookie(INDEXING_ALERT, 'indexing_alert=true')).toBe('true');
    expect(getCookie(INDEXING_ALERT, null)).toBeUndefined();
  });
});
