import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import React from 'react';

import { trackEvent } from 'lib/analytics/trackEvent';
import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { RECENT_SEARCHES_STORAGE_KEY } from 'lib/search/recentSearches';
import { ADDRESS, BLOCK, CONTRACT, ERC20, HOSTILE_TOKEN, manyTokens, NFT, TRANSACTION } from 'mocks/search/search';
import system from 'theme';
import type { SearchResultItem } from 'types/api/search';

import NavIcon from 'ui/shared/icons/NavIcon';

import SearchBar, { SEARCH_PLACEHOLDER, SEARCH_PLACEHOLDER_MOBILE } from './SearchBar';

/** The drawing of a line icon, to tell which one a result shows. */
function iconDrawing(name: 'verifiedContracts' | 'contract'): string | null {
  const { container, unmount } = render(<ChakraProvider value={ system }><NavIcon name={ name }/></ChakraProvider>);
  const drawing = container.querySelector('path')?.getAttribute('d') ?? null;
  unmount();
  return drawing;
}

const router = { pathname: '/blocks', query: {} as Record<string, string>, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => router }));
jest.mock('lib/analytics/trackEvent', () => ({ trackEvent: jest.fn() }));

let isMobileViewport = false;
const listeners = new Set<() => void>();

jest.setTimeout(30_000);

beforeAll(() => {
  // jsdom does not lay out or scroll.
  Element.prototype.scrollTo = jest.fn();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({
      get matches() {
        return isMobileViewport;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }),
  });
});

type Answer = Array<SearchResultItem> | 'error' | 'never';

function respondWith(answers: Record<string, Answer>) {
  return mockFetch(async(url) => {
    const q = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    const answer = answers[q] ?? [];
    if (answer === 'never') return new Promise<Response>(() => {});
    if (answer === 'error') return fakeResponse({ status: 500, statusText: 'Internal Server Error', body: { message: 'boom' } });
    return fakeResponse({ body: answer });
  });
}

function renderBar() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <ChakraProvider value={ system }>
      <QueryClientProvider client={ queryClient }>
        <SearchBar/>
        <button type="button">outside</button>
      </QueryClientProvider>
    </ChakraProvider>,
  );
  return { user, input: screen.getByTestId('search-input') as HTMLInputElement };
}

const quickSearchCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([ url ]) => String(url).includes('/api/v2/search/quick'));

beforeEach(() => {
  window.localStorage.clear();
  router.push.mockReset();
  router.pathname = '/blocks';
  router.query = {};
  isMobileViewport = false;
});

describe('SearchBar form', () => {
  it('shows the full placeholder on desktop', () => {
    renderBar();
    expect(screen.getByPlaceholderText(SEARCH_PLACEHOLDER)).toBeInTheDocument();
  });

  it('shows the short placeholder on a mobile viewport', () => {
    isMobileViewport = true;
    renderBar();
    expect(screen.getByPlaceholderText(SEARCH_PLACEHOLDER_MOBILE)).toBeInTheDocument();
  });

  it('does nothing on a blank submit; submits the trimmed term and records it', async() => {
    respondWith({});
    const { user, input } = renderBar();
    expect(screen.getByTestId('search-bar')).toHaveAttribute('novalidate');
    await user.type(input, '   {Enter}');
    expect(router.push).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, '  QUSD  {Enter}');
    expect(router.push).toHaveBeenCalledWith({ pathname: '/search-results', query: { q: 'QUSD' } });
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual([ 'QUSD' ]);
    expect(trackEvent).toHaveBeenCalledWith('Search query', { 'Search query': 'QUSD', Source: 'search bar' });
  });

  it('is prefilled with q on the results page', () => {
    router.pathname = '/search-results';
    router.query = { q: 'QNM' };
    const { input } = renderBar();
    expect(input.value).toBe('QNM');
  });

  it('follows the results page to another term, but keeps what was typed after its own submit', async() => {
    router.pathname = '/search-results';
    router.query = { q: 'QNM' };
    respondWith({});
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // A new element each time, as a route change renders the layout again.
    const bar = () => (
      <ChakraProvider value={ system }><QueryClientProvider client={ queryClient }><SearchBar/></QueryClientProvider></ChakraProvider>
    );
    const { rerender } = render(bar());
    const user = userEvent.setup();
    const input = screen.getByTestId('search-input') as HTMLInputElement;

    // Back/forward to another results page: the input shows that term.
    router.query = { q: 'QUSD' };
    rerender(bar());
    expect(input.value).toBe('QUSD');

    // Our own submit: the page arrives after the user has already cleared the input to look at recent searches.
    await user.clear(input);
    await user.type(input, 'lantern{Enter}');
    await user.clear(input);
    router.query = { q: 'lantern' };
    rerender(bar());
    expect(input.value).toBe('');
  });
});

describe('SearchBar dropdown', () => {
  it('waits 300 ms after typing, searching only for the trimmed term, and shows the states', async() => {
    const fetchMock = respondWith({ slow: 'never', QUSD: [ ERC20 ], broken: 'error', nothing: [] });
    const { user, input } = renderBar();
    await user.type(input, ' slow ');
    expect(screen.getByTestId('search-state-loading')).toHaveTextContent('We are searching, please wait...');
    expect(quickSearchCalls(fetchMock)).toHaveLength(0);
    await waitFor(() => expect(quickSearchCalls(fetchMock)).toHaveLength(1));
    expect(new URL(String(quickSearchCalls(fetchMock)[0][0]), 'http://localhost').searchParams.get('q')).toBe('slow');

    await user.clear(input);
    await user.type(input, 'broken');
    expect(await screen.findByTestId('search-state-error'))
      .toHaveTextContent('Something went wrong. Try refreshing the page or come back later.');

    await user.clear(input);
    await user.type(input, 'nothing');
    expect(await screen.findByTestId('search-state-empty')).toHaveTextContent('No results found.');

    await user.clear(input);
    await user.type(input, 'QUSD');
    const item = await screen.findByTestId('search-result-item');
    expect(item).toHaveAttribute('href', `/token/${ ERC20.address_hash }`);
    expect(within(item).getByTestId('search-highlight')).toHaveTextContent('QUSD');
    // One category: no tabs, no 'View all results'.
    expect(screen.queryByTestId('search-category-tabs')).not.toBeInTheDocument();
    expect(screen.queryByTestId('search-view-all')).not.toBeInTheDocument();
    // Blank input sends nothing more.
    const calls = quickSearchCalls(fetchMock).length;
    await user.clear(input);
    await user.type(input, '   ');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(quickSearchCalls(fetchMock)).toHaveLength(calls);
  });

  it('groups results under category tabs in the spec order when more than one category has results', async() => {
    respondWith({ mix: [ BLOCK, TRANSACTION, ADDRESS, NFT, ERC20 ] });
    const { user, input } = renderBar();
    await user.type(input, 'mix');
    const tabs = await screen.findByTestId('search-category-tabs');
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Tokens (ERC-20)', 'NFTs (ERC-721 & 1155)', 'Addresses', 'Transactions', 'Blocks',
    ]);
    expect(within(tabs).getByRole('tab', { name: 'Tokens (ERC-20)' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(tabs).getByRole('tab', { name: 'Blocks' }));
    expect(within(tabs).getByRole('tab', { name: 'Blocks' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Tokens (ERC-20)' })).toHaveAttribute('aria-selected', 'false');
    expect(Element.prototype.scrollTo).toHaveBeenCalled();
    const items = screen.getAllByTestId('search-result-item');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      `/token/${ ERC20.address_hash }`, `/token/${ NFT.address_hash }`, `/address/${ ADDRESS.address_hash }`,
      `/tx/${ TRANSACTION.transaction_hash }`, `/block/${ BLOCK.block_hash }`,
    ]);
  });

  it("offers 'View all results' from 50 results on", async() => {
    respondWith({ many: manyTokens(50), fewer: manyTokens(49) });
    const { user, input } = renderBar();
    await user.type(input, 'fewer');
    expect(await screen.findAllByTestId('search-result-item')).toHaveLength(49);
    expect(screen.queryByTestId('search-view-all')).not.toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'many');
    const link = await screen.findByRole('link', { name: 'View all results' });
    expect(link).toHaveAttribute('href', '/search-results?q=many');
  });

  it('marks a contract as verified only when its source code is verified', async() => {
    const verified = { ...CONTRACT, name: 'Verified Vault', address_hash: '0x2222222222222222222222222222222222222222', is_smart_contract_verified: true };
    const unverified = { ...CONTRACT, name: 'Plain Vault', address_hash: '0x3333333333333333333333333333333333333333', is_smart_contract_verified: false };
    respondWith({ vault: [ verified, unverified ] });
    const { user, input } = renderBar();
    await user.type(input, 'vault');
    const items = await screen.findAllByTestId('search-result-item');
    const icon = (name: string) => {
      const item = items.find((element) => element.textContent?.includes(name));
      if (!item) throw new Error(`no ${ name }`);
      return within(item).getByTestId('search-result-icon');
    };
    const verifiedDrawing = iconDrawing('verifiedContracts');
    expect(icon('Verified Vault')).toHaveAccessibleName('Verified contract');
    expect(icon('Verified Vault').querySelector('path')?.getAttribute('d')).toBe(verifiedDrawing);
    expect(icon('Plain Vault')).toHaveAccessibleName('Contract');
    expect(icon('Plain Vault').querySelector('path')?.getAttribute('d')).toBe(iconDrawing('contract'));
    expect(icon('Plain Vault').querySelector('path')?.getAttribute('d')).not.toBe(verifiedDrawing);
  });

  it('draws a hash with its last 4 characters apart, so a narrow dropdown cuts it in the middle', async() => {
    respondWith({ tx: [ TRANSACTION ] });
    const { user, input } = renderBar();
    await user.type(input, 'tx');
    const item = await screen.findByTestId('search-result-item');
    const hash = TRANSACTION.transaction_hash;
    const tail = within(item).getByText(hash.slice(-4));
    expect(tail.previousElementSibling?.textContent).toBe(hash.slice(0, -4));
    expect(tail.parentElement?.textContent).toBe(hash);
  });

  it('renders a hostile token name as text', async() => {
    respondWith({ img: [ HOSTILE_TOKEN ] });
    const { user, input } = renderBar();
    await user.type(input, 'img');
    const item = await screen.findByTestId('search-result-item');
    expect(item).toHaveTextContent('<img src=x onerror=alert(1)> (<b>X</b>)');
    expect(item.querySelector('img')).toBeNull();
    expect(item.querySelector('b')).toBeNull();
  });

  it('closes on a click outside, on Escape and on choosing a result, which is recorded', async() => {
    respondWith({ QUSD: [ ERC20 ] });
    const { user, input } = renderBar();
    await user.type(input, 'QUSD');
    await screen.findByTestId('search-result-item');
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
    await user.click(input);
    expect(screen.getByTestId('search-dropdown')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
    await user.click(input);
    fireEvent.click(screen.getByTestId('search-result-item'));
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY) ?? '[]')).toEqual([ 'QUSD' ]);
    expect(trackEvent).toHaveBeenCalledWith('Search result click', { 'Result type': 'token' });
  });
});

describe('SearchBar recent searches', () => {
  it('lists them with an empty input, removes one, refills the input and clears all', async() => {
    respondWith({});
    window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify([ 'third', 'second', 'first' ]));
    const { user, input } = renderBar();
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
    await user.click(input);
    const items = () => screen.getAllByTestId('search-recent-item').map((item) => item.textContent);
    expect(items()).toEqual([ 'third', 'second', 'first' ]);
    await user.click(screen.getByRole('button', { name: 'Remove second from recent searches' }));
    expect(items()).toEqual([ 'third', 'first' ]);
    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(input.value).toBe('first');
    expect(screen.queryByTestId('search-recent')).not.toBeInTheDocument();
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByTestId('search-recent')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY)).toBe('[]');
  });
});
