/** @jest-environment node */
import { pagePropsFromRequest } from './serverProps';

describe('pagePropsFromRequest', () => {
  it('reads the sidebar state from the nav_bar_collapsed cookie', () => {
    expect(pagePropsFromRequest({ cookie: 'nav_bar_collapsed=true' }, {}).navCollapsed).toBe(true);
    expect(pagePropsFromRequest({ cookie: 'a=1; nav_bar_collapsed=false' }, {}).navCollapsed).toBe(false);
  });

  it('leaves the sidebar state unknown without the cookie or with another value', () => {
    expect(pagePropsFromRequest({}, {}).navCollapsed).toBeNull();
    expect(pagePropsFromRequest({ cookie: 'nav_bar_collapsed=maybe' }, {}).navCollapsed).toBeNull();
  });

  it('passes the indexing flag and flattens the route query', () => {
    const props = pagePropsFromRequest({ cookie: 'indexing_alert=true' }, { hash: '0xab', slug: [ 'a', 'b' ] });
    expect(props.indexingAlertCookie).toBe('true');
    expect(props.query).toEqual({ hash: '0xab', slug: 'a/b' });
  });

  it('guesses the list layout from the user agent', () => {
    expect(pagePropsFromRequest({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' }, {}).viewport)
      .toBe('mobile');
    expect(pagePropsFromRequest({}, {}).viewport).toBeNull();
  });
});
