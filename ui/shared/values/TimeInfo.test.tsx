import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import React from 'react';

import system from 'theme';

import TimeInfo, { formatUtc } from './TimeInfo';

describe('time info', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-21T12:00:30Z') }));
  afterEach(() => jest.useRealTimers());

  it('shows the relative time with the UTC time on hover, and keeps it true as time passes', () => {
    render(<ChakraProvider value={ system }><TimeInfo timestamp="2026-11-21T12:00:00Z"/><TimeInfo timestamp="2026-11-21T11:00:00Z"/></ChakraProvider>);
    const recent = screen.getByText('30s ago');
    expect(recent.getAttribute('title')).toBe('Nov 21, 2026, 12:00:00 UTC');
    expect(screen.getByText('1h ago')).toBeTruthy();
    act(() => { jest.advanceTimersByTime(35_000); });
    expect(screen.getByText('1m ago')).toBeTruthy();
  });

  it('shows both on details pages, and a dash without a time', () => {
    render(<ChakraProvider value={ system }><TimeInfo timestamp="2026-11-21T12:00:00Z" withAbsolute/><TimeInfo timestamp={ null }/></ChakraProvider>);
    expect(screen.getByTestId('time-info').textContent).toBe('30s ago | Nov 21, 2026, 12:00:00 UTC');
    expect(screen.getByText('—')).toBeTruthy();
    expect(formatUtc('not a date')).toBe('not a date');
    // The hour after midnight is 00, in Node (server HTML) as in browsers, never 24.
    expect(formatUtc('2026-11-22T00:31:50Z')).toBe('Nov 22, 2026, 00:31:50 UTC');
  });
});
