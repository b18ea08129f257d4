import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import system from 'theme';

import RoutedTabs, { formatTabCount } from './RoutedTabs';

const mockRouter = { pathname: '/address/[hash]', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const TABS = [
  { id: 'txs', title: 'Transactions', count: 51, component: <p>transactions list</p> },
  { id: 'logs', title: 'Logs', count: 0, component: <p>logs list</p> },
  { id: 'coin', title: 'Coin balance history', count: null, component: <p>coin list</p> },
];

const renderTabs = (query: Record<string, string>) => {
  mockRouter.query = query;
  mockRouter.push.mockClear();
  return render(<ChakraProvider value={ system }><RoutedTabs tabs={ TABS }/></ChakraProvider>);
};

describe('routed tabs', () => {
  it('opens the tab named in the URL, mounting only that one', () => {
    renderTabs({ hash: '0xabc', tab: 'logs' });
    expect(screen.getByText('logs list')).toBeTruthy();
    expect(screen.queryByText('transactions list')).toBeNull();
  });

  it('falls back to the first tab for an unknown tab id', () => {
    renderTabs({ hash: '0xabc', tab: 'nonsense' });
    expect(screen.getByText('transactions list')).toBeTruthy();
  });

  it('shows counts, capped at 50+, and none while unknown', () => {
    renderTabs({ hash: '0xabc' });
    expect(screen.getByTestId('tab-txs').textContent).toBe('Transactions50+');
    expect(screen.getByTestId('tab-logs').textContent).toBe('Logs0');
    expect(screen.getByTestId('tab-coin').textContent).toBe('Coin balance history');
    expect(formatTabCount(50)).toBe('50');
  });

  it('switching tabs keeps the route params and drops the previous list\'s filters and cursor', async() => {
    renderTabs({ hash: '0xabc', filter: 'from', page: '2', next_page_params: '{"block_number":5}' });
    await userEvent.click(screen.getByTestId('tab-logs'));
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/address/[hash]', query: { hash: '0xabc', tab: 'logs' } },
      undefined, { shallow: true, scroll: false });
  });
});
