import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import system from 'theme';

import TimeInfo, { formatUtc } from './TimeInfo';

const NOW = new Date('2026-11-21T12:00:30Z').getTime();
const secondsAgo = (seconds: number) => new Date(NOW - seconds * 1_000).toISOString();
const inChakra = (ui: React.ReactNode) => <ChakraProvider value={ system }>{ ui }</ChakraProvider>;
const labels = () => screen.getAllByTestId('time-info').map((element) => element.textContent);

describe('time info', () => {
  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  it('shows the relative time with the UTC time on hover, and keeps it true as time passes', () => {
    render(inChakra(<><TimeInfo timestamp="2026-11-21T12:00:00Z"/><TimeInfo timestamp="2026-11-21T11:00:00Z"/></>));
    const recent = screen.getByText('30s ago');
    expect(recent.getAttribute('title')).toBe('Nov 21, 2026, 12:00:00 UTC');
    expect(screen.getByText('1h ago')).toBeTruthy();
    act(() => { jest.advanceTimersByTime(35_000); });
    expect(screen.getByText('1m ago')).toBeTruthy();
  });

  it('shows both on details pages, and a dash without a time', () => {
    render(inChakra(<><TimeInfo timestamp="2026-11-21T12:00:00Z" withAbsolute/><TimeInfo timestamp={ null }/></>));
    expect(screen.getByTestId('time-info').textContent).toBe('30s ago | Nov 21, 2026, 12:00:00 UTC');
    expect(screen.getByText('—')).toBeTruthy();
    expect(formatUtc('not a date')).toBe('not a date');
    // The hour after midnight is 00, in Node (server HTML) as in browsers, never 24.
    expect(formatUtc('2026-11-22T00:31:50Z')).toBe('Nov 22, 2026, 00:31:50 UTC');
  });

  it('tells apart two blocks 2 s apart, never reads 0s, and ticks every second under a minute', () => {
    // A block just produced, one 2 s older, and one 3 s in the future (the server clock runs ahead).
    render(inChakra(<><TimeInfo timestamp={ secondsAgo(0) }/><TimeInfo timestamp={ secondsAgo(2) }/><TimeInfo timestamp={ secondsAgo(-3) }/></>));
    expect(labels()).toEqual([ '1s ago', '2s ago', '1s ago' ]);
    act(() => { jest.advanceTimersByTime(1_000); });
    expect(labels()).toEqual([ '1s ago', '3s ago', '1s ago' ]);
    act(() => { jest.advanceTimersByTime(1_000); });
    expect(labels()).toEqual([ '2s ago', '4s ago', '1s ago' ]);
    act(() => { jest.advanceTimersByTime(4_000); });
    expect(labels()).toEqual([ '6s ago', '8s ago', '3s ago' ]);
  });

  it('runs one timer for a whole list, and lets it sleep while every label counts minutes', () => {
    const rows = Array.from({ length: 50 }, (_, index) => <TimeInfo key={ index } timestamp={ secondsAgo(index) }/>);
    const { unmount } = render(inChakra(rows));
    expect(jest.getTimerCount()).toBe(1);
    unmount();
    expect(jest.getTimerCount()).toBe(0);

    // 90 s old: the clock sleeps until the label turns 2m, 30 s from now, and wakes just then.
    render(inChakra(<TimeInfo timestamp={ secondsAgo(90) }/>));
    expect(labels()).toEqual([ '1m ago' ]);
    expect(jest.getTimerCount()).toBe(1);
    act(() => { jest.advanceTimersToNextTimer(); });
    expect(Date.now() - NOW).toBe(30_000);
    expect(labels()).toEqual([ '2m ago' ]);
  });

  it('sends no relative time in the server HTML, so hydration matches, and adds it right after', () => {
    const ui = inChakra(<TimeInfo timestamp={ secondsAgo(12) }/>);
    const html = renderToString(ui);
    expect(html).not.toContain('ago');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const onRecoverableError = jest.fn();
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    act(() => { hydrateRoot(container, ui, { onRecoverableError }); });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.textContent).toBe('12s ago');
    consoleError.mockRestore();
    container.remove();
  });
});
