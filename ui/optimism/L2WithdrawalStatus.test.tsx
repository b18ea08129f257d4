import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import React from 'react';

import system from 'theme';

import L2WithdrawalStatus from './L2WithdrawalStatus';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');

beforeEach(() => jest.useFakeTimers({ now: NOW }));
afterEach(() => jest.useRealTimers());

describe('L2WithdrawalStatus', () => {
  it('counts the challenge period down, and drops the time left when it is over', () => {
    const end = new Date(NOW + 2 * 60_000 + 30_000).toISOString();
    render(<ChakraProvider value={ system }><L2WithdrawalStatus status="In challenge period" challengePeriodEnd={ end }/></ChakraProvider>);
    const timeLeft = () => screen.queryByTestId('withdrawal-time-left')?.textContent;
    expect(timeLeft()).toBe('3m left');
    act(() => jest.advanceTimersByTime(30_000));
    expect(timeLeft()).toBe('2m left');
    act(() => jest.advanceTimersByTime(60_000));
    expect(timeLeft()).toBe('1m left');
    act(() => jest.advanceTimersByTime(60_000));
    expect(timeLeft()).toBeUndefined();
    expect(screen.getByTestId('withdrawal-status').textContent).toBe('In challenge period');
    // Nothing left to count: no timer keeps running.
    expect(jest.getTimerCount()).toBe(0);
  });
});
