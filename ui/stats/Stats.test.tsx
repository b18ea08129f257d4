import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { renderWithAddressData } from 'mocks/address/render';
import { statsCounters, statsLine, statsLines, statsLineWeekly } from 'mocks/stats/stats';
import Stats, { NO_CHARTS_TEXT } from 'ui/pages/Stats';
import { RESET_ZOOM_TEXT } from 'ui/shared/chart/LineChart';

import { pickMenuItem } from './menuTestUtils';
import { LIST_SEARCH_DEBOUNCE_MS as SEARCH_DEBOUNCE_MS } from 'lib/hooks/useListSearch';


const mockRouter = { pathname: '/stats', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const STATS_HOST = 'https://stats.example.org';

/** The stats service as the fixtures describe it; any other path is a 404. */
function serveStats() {
  return mockFetch(async(input) => {
    const url = new URL(String(input));
    if (url.pathname === '/api/v1/counters') return fakeResponse({ body: statsCounters });
    if (url.pathname === '/api/v1/lines') return fakeResponse({ body: statsLines });
    const line = /^\/api\/v1\/lines\/(\w+)$/.exec(url.pathname);
    if (line) return fakeResponse({ body: url.searchParams.get('resolution') === 'WEEK' ? statsLineWeekly(line[1]) : statsLine(line[1]) });
    return fakeResponse({ status: 404, body: { message: 'Not found' } });
  });
}

/** The `/api/v1/lines/{id}` requests made so far, as their query params. */
function lineRequests(fetch: jest.Mock, id: string): Array<Record<string, string>> {
  return fetch.mock.calls
    .map(([ input ]) => new URL(String(input)))
    .filter((url) => url.pathname === `/api/v1/lines/${ id }`)
    .map((url) => Object.fromEntries(url.searchParams));
}

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

function renderStats(query: Record<string, string> = {}) {
  mockRouter.query = query;
  return renderWithAddressData(<Stats/>, '', []);
}

const lastPushedQuery = () => mockRouter.push.mock.calls.at(-1)?.[0].query;
const card = (id: string) => screen.getByTestId(`stats-chart-${ id }`);
const chartImage = async(id: string) => within(await screen.findByTestId(`stats-chart-${ id }`)).findByRole('img', {}, { timeout: 5000 });

async function chooseFromMenu(id: string, item: string) {
  await pickMenuItem(within(card(id)).getByRole('button', { name: /^Chart menu/ }), item);
}

describe('/stats', () => {
  beforeEach(() => {
    setTestConfig({ NEXT_PUBLIC_STATS_API_HOST: STATS_HOST });
    mockRouter.push.mockClear();
  });
  afterEach(() => resetTestConfig());

  it('shows the counters with units, every section with its chart cards, and draws each chart for all time by day', async() => {
    const fetch = serveStats();
    renderStats();
    const counter = async(id: string) => within(await screen.findByTestId(`stats-counter-${ id }`)).getByTestId('stats-counter-value').textContent;
    expect(await counter('totalBlocks')).toBe('1,234,567');
    expect(await counter('averageBlockTime')).toBe('2 s');
    expect(await counter('averageTxnFee24h')).toBe('0.00002135 QNM');
    expect(screen.getByTestId('stats-counter-totalTxns').getAttribute('title')).toBe(statsCounters.counters[2].description);

    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((node) => node.textContent)).toEqual([ 'Accounts', 'Transactions', 'Blocks' ]);
    expect(within(card('averageTxnFee')).getByRole('heading', { level: 3 }).textContent).toBe('Average transaction fee (QNM)');
    expect(within(card('newTxns')).getByText('New transactions number')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([ 'All', 'Accounts', 'Transactions', 'Blocks' ]);

    expect((await chartImage('newTxns')).getAttribute('aria-label')).toBe('New transactions: 10 days from Nov 16, 2026 to Nov 25, 2026, latest 640');
    expect(lineRequests(fetch, 'newTxns')).toEqual([ { resolution: 'DAY' } ]);
  });

  it('filters by section and by chart title, both kept in the URL', async() => {
    serveStats();
    const { rerender } = renderStats();
    await userEvent.click(await screen.findByRole('tab', { name: 'Transactions' }));
    await waitFor(() => expect(lastPushedQuery()).toEqual({ section: 'transactions' }));

    mockRouter.query = { section: 'transactions' };
    rerender(<Stats/>);
    expect(screen.getAllByRole('heading', { level: 2 }).map((node) => node.textContent)).toEqual([ 'Transactions' ]);
    expect(screen.queryByTestId('stats-chart-activeAccounts')).toBeNull();

    jest.useFakeTimers();
    try {
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search charts by title' }), { target: { value: ' FEE ' } });
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    } finally {
      jest.useRealTimers();
    }
    expect(lastPushedQuery()).toEqual({ section: 'transactions', q: 'FEE' });
    mockRouter.query = { section: 'transactions', q: 'FEE' };
    rerender(<Stats/>);
    expect(screen.getAllByRole('heading', { level: 3 }).map((node) => node.textContent)).toEqual([ 'Average transaction fee (QNM)' ]);

    mockRouter.query = { section: 'blocks', q: 'FEE' };
    rerender(<Stats/>);
    expect(screen.getByText(NO_CHARTS_TEXT)).toBeTruthy();
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('asks each chart for the chosen interval, ending today (UTC)', async() => {
    const fetch = serveStats();
    const { rerender } = renderStats();
    await chartImage('newTxns');
    fireEvent.change(screen.getByRole('combobox', { name: 'Interval' }), { target: { value: 'oneMonth' } });
    expect(lastPushedQuery()).toEqual({ interval: 'oneMonth' });

    mockRouter.query = { interval: 'oneMonth' };
    rerender(<Stats/>);
    const today = new Date();
    const monthAgo = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, today.getUTCDate()));
    const expected = { from: monthAgo.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10), resolution: 'DAY' };
    await waitFor(() => expect(lineRequests(fetch, 'newTxns')).toContainEqual(expected));
    expect(lineRequests(fetch, 'averageBlockSize')).toContainEqual(expected);
  });

  it('draws by week where a chart has weeks, and by day (saying so) where it has only days', async() => {
    const fetch = serveStats();
    const { rerender } = renderStats();
    await chartImage('newTxns');
    const select = screen.getByRole('combobox', { name: 'Resolution' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([ 'Day', 'Week', 'Month', 'Year' ]);
    fireEvent.change(select, { target: { value: 'WEEK' } });
    expect(lastPushedQuery()).toEqual({ resolution: 'WEEK' });

    mockRouter.query = { resolution: 'WEEK' };
    rerender(<Stats/>);
    await waitFor(async() => expect((await chartImage('newTxns')).getAttribute('aria-label')).toMatch(/^New transactions: 2 weeks from Nov 16, 2026/));
    expect(lineRequests(fetch, 'newTxns').at(-1)).toEqual({ resolution: 'WEEK' });
    expect(lineRequests(fetch, 'averageBlockSize').every((params) => params.resolution === 'DAY')).toBe(true);
    expect(within(card('averageBlockSize')).getByText(/\(by day\)$/)).toBeTruthy();

    // The tooltip names the whole week, and says the current one is not over.
    fireEvent.focus(within(card('newTxns')).getByRole('group'));
    expect(within(card('newTxns')).getByRole('status').textContent).toBe('Nov 23, 2026 – Nov 25, 2026' + '4,120' + 'Incomplete period, may still change');
  });

  it('selects the resolution the URL names once the charts have said which they offer', async() => {
    serveStats();
    renderStats({ resolution: 'WEEK' });
    await chartImage('newTxns');
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Resolution' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(4));
    expect(select.value).toBe('WEEK');
    expect(within(select).getByRole<HTMLOptionElement>('option', { selected: true }).textContent).toBe('Week');
  });

  it('zooms into a dragged range and resets to the whole period', async() => {
    serveStats();
    renderStats();
    const image = await chartImage('newTxns');
    const whole = image.getAttribute('aria-label');
    // jsdom lays nothing out: positions map onto the chart's default 640px width (plot from x=48 to x=624).
    fireEvent.pointerDown(image, { clientX: 48, pointerId: 1 });
    fireEvent.pointerMove(image, { clientX: 304, pointerId: 1 });
    expect(within(card('newTxns')).getByTestId('chart-zoom-selection')).toBeTruthy();
    fireEvent.pointerUp(image, { clientX: 304, pointerId: 1 });
    expect(image.getAttribute('aria-label')).toBe('New transactions: 5 days from Nov 16, 2026 to Nov 20, 2026, latest 990');

    fireEvent.click(within(card('newTxns')).getByRole('button', { name: RESET_ZOOM_TEXT }));
    expect(image.getAttribute('aria-label')).toBe(whole);
    expect(within(card('newTxns')).queryByRole('button', { name: RESET_ZOOM_TEXT })).toBeNull();
  });

  it('opens a chart full screen with its own resolution, and saves its points as CSV exactly as the service sent them', async() => {
    const fetch = serveStats();
    const saved: Array<{ blob: Blob; name: string }> = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:chart';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function(this: HTMLAnchorElement) {
      if (lastBlob) saved.push({ blob: lastBlob, name: this.download });
    });
    try {
      renderStats();
      await chartImage('newTxns');
      await chooseFromMenu('newTxns', 'View fullscreen');
      const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
      expect(within(dialog).getByRole('heading', { name: 'New transactions' })).toBeTruthy();
      const image = await within(dialog).findByRole('img', {}, { timeout: 5000 });
      expect(image.getAttribute('viewBox')).toMatch(/ 420$/);

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save as CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0].name).toBe('newTxns_day_2026-11-16_2026-11-25.csv');
      const daily = [ 'date,value', ...statsLine('newTxns').chart.map((point) => `${ point.date },${ point.value }`) ].join('\n') + '\n';
      expect(await readText(saved[0].blob)).toBe(daily);

      fireEvent.change(within(dialog).getByRole('combobox', { name: 'Resolution' }), { target: { value: 'WEEK' } });
      await waitFor(() => expect(image.getAttribute('aria-label')).toMatch(/^New transactions: 2 weeks/));
      expect(lineRequests(fetch, 'newTxns').at(-1)).toEqual({ resolution: 'WEEK' });
      // The card behind keeps its own resolution.
      expect(card('newTxns').getAttribute('data-resolution')).toBe('DAY');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save as CSV' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(saved[1].name).toBe('newTxns_week_2026-11-16_2026-11-25.csv');
      const weekly = [ 'date,date_to,value', ...statsLineWeekly('newTxns').chart.map((point) => `${ point.date },${ point.date_to },${ point.value }`) ];
      expect(await readText(saved[1].blob)).toBe(weekly.join('\n') + '\n');
    } finally {
      click.mockRestore();
    }
  });

  it('saves a card\'s points as CSV from its menu, decimals exactly as the service sent them', async() => {
    serveStats();
    let saved: { blob: Blob; name: string } | undefined;
    URL.createObjectURL = jest.fn(() => 'blob:chart');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function(this: HTMLAnchorElement) {
      saved = { blob: (URL.createObjectURL as jest.Mock).mock.calls[0][0], name: this.download };
    });
    try {
      renderStats();
      await chartImage('averageTxnFee');
      await chooseFromMenu('averageTxnFee', 'Save as CSV');
      await waitFor(() => expect(saved).toBeDefined());
      expect(saved?.name).toBe('averageTxnFee_day_2026-11-16_2026-11-25.csv');
      const expected = [ 'date,value', ...statsLine('averageTxnFee').chart.map((point) => `${ point.date },${ point.value }`) ];
      expect(await readText(saved?.blob as Blob)).toBe(expected.join('\n') + '\n');
    } finally {
      click.mockRestore();
    }
  });

  it('says so when a chart cannot be loaded, and the others still draw', async() => {
    mockFetch(async(input) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/v1/lines') return fakeResponse({ body: statsLines });
      if (url.pathname === '/api/v1/lines/newTxns') return fakeResponse({ status: 500, body: { message: 'boom' } });
      if (url.pathname.startsWith('/api/v1/lines/')) return fakeResponse({ body: statsLine(url.pathname.split('/').pop() as string) });
      return fakeResponse({ status: 500, body: { message: 'boom' } });
    });
    renderStats();
    expect(await within(await screen.findByTestId('stats-chart-newTxns')).findByTestId('stats-chart-error')).toBeTruthy();
    expect(await chartImage('activeAccounts')).toBeTruthy();
    expect(await screen.findByTestId('stats-counters-error')).toBeTruthy();
  });
});
