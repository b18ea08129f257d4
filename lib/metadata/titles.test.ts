import { getPageTitle, PAGE_TITLES } from './titles';

describe('getPageTitle', () => {
  it('gives the spec title of a known route', () => {
    expect(getPageTitle('/tx/[hash]')).toBe('Transaction details');
    expect(getPageTitle('/token/[hash]/instance/[id]')).toBe('Token Instance');
    expect(getPageTitle('/')).toBe('Homepage');
  });

  it('calls any other route Unknown page', () => {
    expect(getPageTitle('/[...slug]')).toBe('Unknown page');
    expect(getPageTitle('/nowhere')).toBe('Unknown page');
  });

  it('has a title for every route of the spec table', () => {
    expect(Object.keys(PAGE_TITLES)).toHaveLength(36);
  });
});
