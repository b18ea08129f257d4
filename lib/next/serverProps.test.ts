/** @jest-environment node */
import { pagePropsFromRequest } from './serverProps';

describe('pagePropsFromRequest', () => {
  it('reads the sidebar state from the nav_bar_collapsed cookie', () => {
    expect(pagePropsFromRequest('nav_bar_collapsed=true', {}).navCollapsed).toBe(true);
    expect(pagePropsFromRequest('a=1; nav_bar_collapsed=false', {}).navCollapsed).toBe(false);
  });

  it('leaves the sidebar state unknown without the cookie or with another value', () => {
    expect(pagePropsFromRequest('', {}).navCollapsed).toBeNull();
    expect(pagePropsFromRequest('nav_bar_collapsed=maybe', {}).navCollapsed).toBeNull();
  });

  it('passes the indexing flag and flattens the route query', () => {
    const props = pagePropsFromRequest('indexing_alert=true', { hash: '0xab', slug: [ 'a', 'b' ] });
    expect(props.indexingAlertCookie).toBe('true');
    expect(props.query).toEqual({ hash: '0xab', slug: 'a/b' });
  });
});
