import { act, renderHook } from '@testing-library/react';

import useScrollDown, { isScrolledDown } from './useScrollDown';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('useScrollDown', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo(0);
  });
  afterEach(() => jest.useRealTimers());

  it('counts 20 px or more down, never up', () => {
    expect(isScrolledDown(100, 119)).toBe(false);
    expect(isScrolledDown(100, 120)).toBe(true);
    expect(isScrolledDown(100, 20)).toBe(false);
  });

  it('fires on a scroll down of 20 px, checking at most once per 300 ms', () => {
    const onDown = jest.fn();
    renderHook(() => useScrollDown(true, onDown));
    act(() => {
      scrollTo(5);
      jest.advanceTimersByTime(0);
    });
    expect(onDown).not.toHaveBeenCalled();
    act(() => {
      scrollTo(15);
      scrollTo(40);
      jest.advanceTimersByTime(299);
    });
    expect(onDown).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(onDown).toHaveBeenCalledTimes(1);
  });

  it('does nothing when scrolling up or when disabled', () => {
    const onDown = jest.fn();
    scrollTo(500);
    const { rerender } = renderHook(({ enabled }) => useScrollDown(enabled, onDown), { initialProps: { enabled: true } });
    act(() => {
      scrollTo(100);
      jest.advanceTimersByTime(400);
    });
    rerender({ enabled: false });
    act(() => {
      scrollTo(900);
      jest.advanceTimersByTime(400);
    });
    expect(onDown).not.toHaveBeenCalled();
  });
});
