import { screen, waitFor, within } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { renderWithAddressData } from 'mocks/address/render';
import { statsLine } from 'mocks/stats/stats';

import TxsChart from './TxsChart';

const API_CHART = { chart_data: [ { date: '2026-11-21', transactions_count: 822 }, { date: '2026-11-20', transactions_count: 2450 } ] };

/** The API's chart and the stats service's series; `statsStatus` other than 200 makes the service fail. */
function serve(statsStatus = 200) {
  return mockFetch(async(input) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/v2/stats/charts/transactions') return fakeResponse({ body: API_CHART });
    if (url.pathname === '/api/v1/lines/newTxns') {
      return statsStatus === 200 ? fakeResponse({ body: statsLine('newTxns') }) : fakeResponse({ status: statsStatus, body: { message: 'down' } });
    }
    return fakeResponse({ status: 404, body: { message: 'Not found' } });
  });
}

const paths = (fetch: jest.Mock) => fetch.mock.calls.map(([ input ]) => new URL(String(input)).pathname);
const chartImage = async() => within(screen.getByTestId('daily-txs-chart')).findByRole('img', {}, { timeout: 5000 });

describe('home daily transactions chart', () => {
  afterEach(() => resetTestConfig());

  it('reads the stats service\'s newTxns series for the last 30 days when the stats feature is on', async() => {
    setTestConfig({ NEXT_PUBLIC_STATS_API_HOST: 'https://stats.example.org' });
    const fetch = serve();
    renderWithAddressData(<TxsChart/>, '', []);
    expect((await chartImage()).getAttribute('aria-label')).toBe('Daily transactions: 10 days from Nov 16, 2026 to Nov 25, 2026, latest 640 transactions');
    expect(paths(fetch)).toEqual([ '/api/v1/lines/newTxns' ]);
    const url = new URL(String(fetch.mock.calls[0][0]));
    expect(url.origin).toBe('https://stats.example.org');
    const { from, to, resolution } = Object.fromEntries(url.searchParams);
    expect(resolution).toBe('DAY');
    expect(to).toBe(new Date().toISOString().slice(0, 10));
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(29);
    expect(screen.getByTestId('daily-txs-chart').getAttribute('data-source')).toBe('stats');
  });

  it('reads the API\'s chart without the stats feature, and when the stats service fails', async() => {
    const fetch = serve();
    const { unmount } = renderWithAddressData(<TxsChart/>, '', []);
    expect((await chartImage()).getAttribute('aria-label')).toBe('Daily transactions: 2 days from Nov 20, 2026 to Nov 21, 2026, latest 822 transactions');
    expect(paths(fetch)).toEqual([ '/api/v2/stats/charts/transactions' ]);
    unmount();

    setTestConfig({ NEXT_PUBLIC_STATS_API_HOST: 'https://stats.example.org' });
    const failing = serve(503);
    renderWithAddressData(<TxsChart/>, '', []);
    await waitFor(() => expect(screen.getByTestId('daily-txs-chart').getAttribute('data-source')).toBe('api'));
    expect((await chartImage()).getAttribute('aria-label')).toMatch(/^Daily transactions: 2 days/);
    expect(paths(failing)).toEqual([ '/api/v1/lines/newTxns', '/api/v2/stats/charts/transactions' ]);
  });
});
