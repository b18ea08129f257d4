import { activeSectionAt } from './activeCategory';

const SECTIONS = [ { id: 'token', top: 40 }, { id: 'address', top: 300 }, { id: 'block', top: 500 } ];

describe('activeSectionAt', () => {
  it('is the first section at the top of the list', () => {
    expect(activeSectionAt(SECTIONS, { scrollTop: 0, stickyHeight: 40, isAtBottom: false })).toBe('token');
  });

  it('is the last section whose top reached the sticky tabs', () => {
    expect(activeSectionAt(SECTIONS, { scrollTop: 259, stickyHeight: 40, isAtBottom: false })).toBe('address');
    expect(activeSectionAt(SECTIONS, { scrollTop: 200, stickyHeight: 40, isAtBottom: false })).toBe('token');
    expect(activeSectionAt(SECTIONS, { scrollTop: 460, stickyHeight: 40, isAtBottom: false })).toBe('block');
  });

  it('is the last section when scrolled to the end, even a short one', () => {
    expect(activeSectionAt(SECTIONS, { scrollTop: 300, stickyHeight: 40, isAtBottom: true })).toBe('block');
  });

  it('is nothing without sections', () => {
    expect(activeSectionAt([], { scrollTop: 0, stickyHeight: 0, isAtBottom: false })).toBeUndefined();
  });
});
