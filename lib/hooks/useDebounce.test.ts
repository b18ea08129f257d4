import { act, renderHook } from '@testing-library/react';

import useDebounce from './useDebounce';

describe('useDebounce', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the value only after it stayed unchanged for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebounce(value, 300), { initialProps: { value: '' } });
    rerender({ value: 'q' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'qu' });
    act(() => jest.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('qu');
  });
});
