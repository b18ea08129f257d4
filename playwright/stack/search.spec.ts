import { type Locator, type Page } from '@playwright/test';
import {
  decodeFunctionResult, encodeDeployData, encodeFunctionData, getContractAddress, type Abi, type Address, type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';

import { getArtifact } from 'server/devnet/compile';
import type { Block } from 'types/api/block';
import type { QuickSearchResult, SearchResult } from 'types/api/search';
import type { TokenInfo } from 'types/api/token';
import type { Transaction } from 'types/api/transaction';

import { expect, test, keepScreenshot } from '../fixtures';
import { api, rpc, VIEWPORTS, waitForValue } from './chain';
import { fund } from './wallet';

/**
 * Every rule of the search bar and /search-results against the live stack: tokens, a
 * transaction, a block and an address the devnet made, answered as the node answers
 * `eth_call` / `eth_getBlockByNumber`; the 300 ms debounce counted on the wire; recent
 * searches; category tabs; 'View all results'; mobile and dark mode, with screenshots under
 * test-results/screens.
 *
 * The devnet has four tokens, too few for 50 results, so the spec deploys its own from a
 * fresh account (paid from the specs' account, so the traffic generator's nonces are
 * untouched): LANTERN_COUNT ERC-20s named "Lantern <height> #i" — 'Lantern' finds more than 50,
 * and '<height>' finds them plus the block at that height (two categories, a list that
 * scrolls) — and one whose name is markup. Each mints 0 to nobody-in-particular so the
 * indexer registers it with no holders, keeping the other specs' "a token with holders" picks.
 */

const LANTERN_COUNT = 55;
const LANTERN_HEIGHT = 100;
const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
const CHAIN_ID = 265;
const MINT_TO = '0x000000000000000000000000000000000000dEaD';

interface DeployedTokens {
  lanterns: Array<Address>;
  hostile: Address;
}

const quickSearch = (q: string) => api<QuickSearchResult>(`/api/v2/search/quick?q=${ encodeURIComponent(q) }`);

async function sendAll(privateKey: Hex, txs: Array<{ to?: Address; data: Hex; gas: bigint }>): Promise<Array<Hex>> {
  const account = privateKeyToAccount(privateKey);
  const gasPrice = BigInt(await rpc<string>('eth_gasPrice')) * 2n;
  const hashes: Array<Hex> = [];
  for (const [ nonce, tx ] of txs.entries()) {
    const signed = await account.signTransaction({ chainId: CHAIN_ID, nonce, gasPrice, type: 'legacy', ...tx });
    hashes.push(await rpc<Hex>('eth_sendRawTransaction', [ signed ]));
  }
  return hashes;
}

/** Deploys the spec's tokens unless an earlier run against the same stack already did. */
async function deployTokens(): Promise<DeployedTokens> {
  const { abi, bytecode } = getArtifact('DemoToken');
  const privateKey = generatePrivateKey();
  const deployer = privateKeyToAccount(privateKey).address;
  await fund(deployer);
  const names = [
    ...Array.from({ length: LANTERN_COUNT }, (_, index) => ({ name: `Lantern ${ LANTERN_HEIGHT } #${ index }`, symbol: `LNT${ index }` })),
    { name: HOSTILE_NAME, symbol: 'XSS' },
  ];
  const deploys = names.map(({ name, symbol }) => ({
    data: encodeDeployData({ abi, bytecode, args: [ name, symbol, 18 ] }),
    gas: 1_500_000n,
  }));
  const addresses = names.map((_, nonce) => getContractAddress({ from: deployer, nonce: BigInt(nonce) }));
  const mints = addresses.map((to) => ({ to, data: encodeFunctionData({ abi, functionName: 'mint', args: [ MINT_TO, 0n ] }), gas: 150_000n }));
  const hashes = await sendAll(privateKey, [ ...deploys, ...mints ]);
  await waitForValue(async() => (await rpc<{ status: string } | null>('eth_getTransactionReceipt', [ hashes[hashes.length - 1] ])) ?? undefined,
    60_000, 'the last mint to be mined');
  return { lanterns: addresses.slice(0, LANTERN_COUNT), hostile: addresses[LANTERN_COUNT] };
}

let tokens: { lanterns: number; hostile: Address };
let qusd: TokenInfo;
let tokenAbi: Abi;

test.beforeAll(async() => {
  test.setTimeout(240_000);
  tokenAbi = getArtifact('DemoToken').abi;
  qusd = await waitForValue(async() => (await api<{ items: Array<TokenInfo> }>('/api/v2/tokens?type=ERC-20')).items
    .find((token) => token.symbol === 'QUSD'), 120_000, 'the QUSD token');
  const existing = await api<SearchResult>('/api/v2/search?q=Lantern');
  if (existing.items.length < 50) {
    await deployTokens();
  }
  // The indexer registers each token on its transfer, then reads its name and symbol.
  const lanterns = await waitForValue(async() => {
    const first = await api<SearchResult>('/api/v2/search?q=Lantern');
    if (!first.next_page_params) return undefined;
    const query = new URLSearchParams(Object.entries(first.next_page_params).map(([ key, value ]) => [ key, String(value) ]));
    const second = await api<SearchResult>(`/api/v2/search?q=Lantern&${ query.toString() }`);
    const count = first.items.length + second.items.length;
    return count >= LANTERN_COUNT ? count : undefined;
  }, 120_000, 'the Lantern tokens to be searchable');
  const hostile = await waitForValue(async() => (await quickSearch('img')).find((item) => item.type === 'token' && item.name === HOSTILE_NAME),
    60_000, 'the token named with markup');
  await waitForValue(async() => (await quickSearch(String(LANTERN_HEIGHT))).some((item) => item.type === 'block') || undefined,
    240_000, `block ${ LANTERN_HEIGHT }`);
  tokens = { lanterns, hostile: (hostile as { address_hash: Address }).address_hash };
});

/** The search input the visitor sees (the header renders one per layout; CSS shows one). */
const searchInput = (page: Page) => page.getByTestId('search-input').locator('visible=true');
const dropdown = (page: Page) => page.getByTestId('search-dropdown').locator('visible=true');

async function openPage(page: Page, path = '/blocks') {
  await page.goto(path, { timeout: 120_000 });
  await expect(searchInput(page)).toBeVisible({ timeout: 60_000 });
}

async function typeTerm(page: Page, term: string) {
  const input = searchInput(page);
  await input.click();
  await input.fill(term);
}

/**
 * Scrolls the window to `y` and waits until it is there: right after a screenshot Chromium
 * can drop a scroll request, which would leave the page where it was.
 */
async function scrollWindowTo(page: Page, y: number) {
  await expect.poll(() => page.evaluate((target) => {
    if (window.scrollY !== target) window.scrollTo(0, target);
    return window.scrollY;
  }, y)).toBe(y);
}

async function callString(address: string, functionName: 'name' | 'symbol'): Promise<string> {
  const data = await rpc<Hex>('eth_call', [ { to: address, data: encodeFunctionData({ abi: tokenAbi, functionName }) }, 'latest' ]);
  return decodeFunctionResult({ abi: tokenAbi, functionName, data }) as string;
}

function resultItems(page: Page): Locator {
  return dropdown(page).getByTestId('search-result-item');
}

test.describe('search bar', () => {
  test('finds a token by its symbol, as the contract names itself, and leads to the token page', async({ page }) => {
    const [ name, symbol ] = [ await callString(qusd.address_hash, 'name'), await callString(qusd.address_hash, 'symbol') ];
    expect(symbol).toBe('QUSD');
    await openPage(page);
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search by address / txn hash / block / token...');
    await typeTerm(page, 'QUSD');
    const item = resultItems(page).first();
    await expect(item).toContainText(`${ name } (${ symbol })`, { timeout: 30_000 });
    await expect(item.getByTestId('search-highlight')).toHaveText('QUSD');
    await expect(dropdown(page).getByTestId('search-category-token')).toContainText('Tokens (ERC-20)');
    await expect(item).toHaveAttribute('href', `/token/${ qusd.address_hash }`);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/token/${ qusd.address_hash }$`), { timeout: 60_000 });
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('recent_search_keywords') ?? '[]'))).toEqual([ 'QUSD' ]);
  });

  test('finds tokens by a fragment of their name, marking the fragment', async({ page }) => {
    await openPage(page);
    await typeTerm(page, 'quan');
    await expect(resultItems(page)).toHaveCount(2, { timeout: 30_000 });
    await expect(resultItems(page).filter({ hasText: 'Quantum Dollar (QUSD)' })).toHaveCount(1);
    await expect(resultItems(page).filter({ hasText: 'Quantum Governance (QGOV)' })).toHaveCount(1);
    await expect(dropdown(page).getByTestId('search-highlight').first()).toHaveText('Quan');
  });

  test('finds a transaction by its hash; Enter goes to the transaction page', async({ page }) => {
    const tx = await waitForValue(async() => (await api<{ items: Array<Transaction> }>('/api/v2/transactions?filter=validated')).items[0],
      60_000, 'a transaction');
    const onNode = await rpc<{ hash: string } | null>('eth_getTransactionByHash', [ tx.hash ]);
    expect(onNode?.hash.toLowerCase()).toBe(tx.hash.toLowerCase());
    await openPage(page);
    await typeTerm(page, tx.hash);
    const item = resultItems(page).first();
    await expect(item).toHaveAttribute('data-type', 'transaction', { timeout: 30_000 });
    await expect(item).toHaveAttribute('href', `/tx/${ tx.hash }`);
    await expect(dropdown(page).getByTestId('search-category-transaction')).toContainText('Transactions');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/tx/${ tx.hash }$`, 'i'), { timeout: 60_000 });
  });

  test('finds a block by its height, leading to the block by hash; Enter goes there', async({ page }) => {
    const block = (await api<{ items: Array<Block> }>('/api/v2/blocks')).items[3];
    const onNode = await rpc<{ hash: string }>('eth_getBlockByNumber', [ `0x${ block.height.toString(16) }`, false ]);
    await openPage(page);
    await typeTerm(page, String(block.height));
    const item = dropdown(page).locator('[data-testid="search-result-item"][data-type="block"]');
    await expect(item).toHaveAttribute('href', `/block/${ onNode.hash }`, { timeout: 30_000 });
    await expect(item).toContainText(`Block #${ block.height }`);
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/block/${ onNode.hash }$`, 'i'), { timeout: 60_000 });
  });

  test('finds an address: the token contract shows under Tokens and Addresses, with tabs', async({ page }) => {
    await openPage(page);
    await typeTerm(page, qusd.address_hash);
    const tabs = dropdown(page).getByTestId('search-category-tabs');
    await expect(tabs.getByRole('tab')).toHaveText([ 'Tokens (ERC-20)', 'Addresses' ], { timeout: 30_000 });
    const address = dropdown(page).getByTestId('search-category-address').getByTestId('search-result-item');
    await expect(address).toHaveAttribute('href', `/address/${ qusd.address_hash }`);
    const code = await rpc<string>('eth_getCode', [ qusd.address_hash, 'latest' ]);
    expect(code.length).toBeGreaterThan(2);
    await expect(address).toContainText('Contract');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/address/${ qusd.address_hash }$`, 'i'), { timeout: 60_000 });
  });

  test('asks the API only after 300 ms without typing, once, for the final term', async({ page }) => {
    // Timed inside the page: the last input event and the start of each quick-search fetch.
    await page.addInitScript(() => {
      const times = { lastInput: 0, fetches: [] as Array<number> };
      (window as unknown as { __searchTimes: typeof times }).__searchTimes = times;
      document.addEventListener('input', () => {
        times.lastInput = performance.now();
      }, true);
      const originalFetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        if (url.includes('/api/v2/search/quick')) times.fetches.push(performance.now());
        return originalFetch(input, init);
      };
    });
    await openPage(page);
    const requests: Array<string | null> = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/search/quick')) requests.push(new URL(request.url()).searchParams.get('q'));
    });
    const input = searchInput(page);
    await input.click();
    await input.pressSequentially('  QGOV', { delay: 80 });
    await expect(resultItems(page)).toHaveCount(1, { timeout: 30_000 });
    // One request, for the trimmed final term; none for 'Q', 'QG', 'QGO'.
    expect(requests).toEqual([ 'QGOV' ]);
    const times = await page.evaluate(() => (window as unknown as { __searchTimes: { lastInput: number; fetches: Array<number> } }).__searchTimes);
    expect(times.fetches).toHaveLength(1);
    expect(times.fetches[0] - times.lastInput).toBeGreaterThanOrEqual(295);
  });

  test('a blank submit stays on the page; the form does not validate', async({ page }) => {
    await openPage(page);
    const url = page.url();
    const requests: Array<string> = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/search')) requests.push(request.url());
    });
    await typeTerm(page, '    ');
    await searchInput(page).press('Enter');
    await expect(page.getByTestId('search-bar').locator('visible=true')).toHaveAttribute('novalidate', '');
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(url);
    expect(requests).toEqual([]);
  });

  test('recent searches: newest first, at most 9, deduplicated, removable, Clear all', async({ page }) => {
    test.setTimeout(240_000);
    await openPage(page);
    await page.evaluate(() => window.localStorage.removeItem('recent_search_keywords'));
    for (let index = 1; index <= 10; index++) {
      await typeTerm(page, `recent-${ index }`);
      await searchInput(page).press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search-results\\?q=recent-${ index }$`), { timeout: 60_000 });
    }
    const input = searchInput(page);
    await input.fill('');
    await input.click();
    const items = dropdown(page).getByTestId('search-recent-item');
    const expected = Array.from({ length: 9 }, (_, index) => `recent-${ 10 - index }`);
    await expect(items).toHaveText(expected);

    await typeTerm(page, 'recent-5');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL(/q=recent-5$/, { timeout: 60_000 });
    await input.fill('');
    await input.click();
    await expect(items).toHaveText([ 'recent-5', ...expected.filter((term) => term !== 'recent-5') ]);
    await keepScreenshot(page, 'search-recent-desktop-light');

    await dropdown(page).getByRole('button', { name: 'Remove recent-9 from recent searches' }).click();
    await expect(items).toHaveCount(8);
    await expect(items.filter({ hasText: 'recent-9' })).toHaveCount(0);
    await dropdown(page).getByRole('button', { name: 'Clear all' }).click();
    await expect(page.getByTestId('search-recent')).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.getItem('recent_search_keywords'))).toBe('[]');
  });

  test('category tabs: spec order, click scrolls to the category, scrolling moves the active tab', async({ page }) => {
    await openPage(page);
    await typeTerm(page, String(LANTERN_HEIGHT));
    const tabs = dropdown(page).getByTestId('search-category-tabs');
    await expect(tabs.getByRole('tab')).toHaveText([ 'Tokens (ERC-20)', 'Blocks' ], { timeout: 30_000 });
    const tokensTab = tabs.getByRole('tab', { name: 'Tokens (ERC-20)' });
    const blocksTab = tabs.getByRole('tab', { name: 'Blocks' });
    await expect(tokensTab).toHaveAttribute('aria-selected', 'true');
    const box = dropdown(page);
    // The dropdown is at most half the viewport and scrolls.
    const size = await box.evaluate((element) => ({ client: element.clientHeight, scroll: element.scrollHeight }));
    expect(size.client).toBeLessThanOrEqual(VIEWPORTS.desktop.height / 2 + 1);
    expect(size.scroll).toBeGreaterThan(size.client);

    const blocks = box.getByTestId('search-category-block');
    await expect(blocks).not.toBeInViewport();
    await blocksTab.click();
    await expect(blocksTab).toHaveAttribute('aria-selected', 'true');
    await expect(blocks).toBeInViewport();
    expect(await box.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
    await expect(blocks.getByTestId('search-result-item')).toContainText(`Block #${ LANTERN_HEIGHT }`);
    await keepScreenshot(page, 'search-tabs-desktop-light');

    await box.hover();
    await page.mouse.wheel(0, -5000);
    await expect(tokensTab).toHaveAttribute('aria-selected', 'true');
    await page.mouse.wheel(0, 5000);
    await expect(blocksTab).toHaveAttribute('aria-selected', 'true');
  });

  test("'View all results' at 50 results leads to the full list, paginated", async({ page }) => {
    const quick = await quickSearch('Lantern');
    expect(quick.length).toBeGreaterThanOrEqual(50);
    await openPage(page);
    await typeTerm(page, 'Lantern');
    await expect(resultItems(page)).toHaveCount(50, { timeout: 30_000 });
    await expect(dropdown(page).getByTestId('search-category-tabs')).toHaveCount(0);
    const viewAll = dropdown(page).getByRole('link', { name: 'View all results' });
    await viewAll.scrollIntoViewIfNeeded();
    await expect(viewAll).toHaveAttribute('href', '/search-results?q=Lantern');
    await viewAll.click();
    await expect(page).toHaveURL(/\/search-results\?q=Lantern$/, { timeout: 60_000 });
    await expect(page.getByTestId('page-title')).toHaveText('Search results');
    await expect(searchInput(page)).toHaveValue('Lantern');
    const rows = page.getByTestId('search-result-row');
    await expect(rows).toHaveCount(50, { timeout: 30_000 });
    await expect(page.getByTestId('search-results-summary')).toContainText('Found 50+ matching results for “Lantern”');
    await expect(rows.first().getByTestId('search-result-type')).toHaveText('ERC-20');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(rows).toHaveCount(tokens.lanterns - 50, { timeout: 30_000 });
    await expect(page.getByTestId('pagination-page')).toHaveText('2');
  });

  test('a token named with markup is shown as text', async({ page }) => {
    let dialogs = 0;
    page.on('dialog', async(dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await openPage(page);
    await typeTerm(page, 'img');
    // Other specs may deploy tokens with the same name; this one is the spec's own.
    const item = dropdown(page).locator(`[data-testid="search-result-item"][href="/token/${ tokens.hostile }"]`);
    await expect(item).toContainText(`${ HOSTILE_NAME } (`, { timeout: 30_000 });
    await expect(item.locator('img')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('closes on a click outside and on Escape, reopens on focus', async({ page }) => {
    await openPage(page);
    await typeTerm(page, 'QUSD');
    await expect(resultItems(page)).toHaveCount(1, { timeout: 30_000 });
    // Empty header space right of the search bar (the dropdown covers the page below it).
    await page.mouse.click(VIEWPORTS.desktop.width - 250, 20);
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
    await searchInput(page).click();
    await expect(resultItems(page)).toHaveCount(1);
    await searchInput(page).press('Escape');
    await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
  });
});

test.describe('search results page', () => {
  test('renders the first page on the server; rows show kind and symbol', async({ page, request }) => {
    const html = await (await request.get('/search-results?q=Quantum', { timeout: 120_000 })).text();
    expect(html).toContain('Dollar (QUSD)');
    expect(html).toContain('Governance (QGOV)');
    await openPage(page, '/search-results?q=Quantum');
    const rows = page.getByTestId('search-result-row');
    await expect(rows).toHaveCount(2);
    const qusdRow = rows.filter({ hasText: 'Quantum Dollar (QUSD)' });
    await expect(qusdRow.getByTestId('search-result-type')).toHaveText('ERC-20');
    await expect(qusdRow.getByTestId('search-result-details')).toContainText('Symbol QUSD');
    await expect(qusdRow.getByTestId('search-result-link')).toHaveAttribute('href', `/token/${ qusd.address_hash }`);
    await expect(page.getByTestId('search-results-token')).toContainText('Tokens (ERC-20)');
  });

  test('NFTs are their own category; nothing found says so', async({ page }) => {
    await openPage(page, '/search-results?q=QNM');
    await expect(page.getByTestId('search-results-nft')).toContainText('NFTs (ERC-721 & 1155)');
    await expect(page.getByTestId('search-results-nft').getByTestId('search-result-row')).toHaveCount(2);
    await openPage(page, '/search-results?q=nothing-matches-this');
    await expect(page.getByTestId('search-state-empty')).toHaveText('No results found.');
  });

  test('an exact transaction hash, block height or address goes straight to its page', async({ page }) => {
    const tx = (await api<{ items: Array<Transaction> }>('/api/v2/transactions?filter=validated')).items[0];
    await page.goto(`/search-results?q=${ tx.hash }`, { timeout: 120_000 });
    await expect(page).toHaveURL(new RegExp(`/tx/${ tx.hash }$`, 'i'));
    const onNode = await rpc<{ hash: string }>('eth_getBlockByNumber', [ '0xa', false ]);
    await page.goto('/search-results?q=10');
    await expect(page).toHaveURL(new RegExp(`/block/${ onNode.hash }$`, 'i'));
    await page.goto(`/search-results?q=${ qusd.address_hash.toLowerCase() }`);
    await expect(page).toHaveURL(new RegExp(`/address/${ qusd.address_hash }$`, 'i'));
  });
});

test.describe('screens', () => {
  for (const mode of [ 'light', 'dark' ] as const) {
    test(`desktop, ${ mode }: dropdown and results page`, async({ page }) => {
      if (mode === 'dark') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await openPage(page);
      await typeTerm(page, qusd.address_hash);
      await expect(dropdown(page).getByTestId('search-category-tabs')).toBeVisible({ timeout: 30_000 });
      await keepScreenshot(page, `search-desktop-${ mode }`);
      await openPage(page, '/search-results?q=QNM');
      await expect(page.getByTestId('search-result-row').first()).toBeVisible();
      await keepScreenshot(page, `search-results-desktop-${ mode }`);
      // The home page's own large search bar has the same dropdown, over the page below it.
      await openPage(page, '/');
      await typeTerm(page, 'quantum');
      await expect(resultItems(page)).toHaveCount(2, { timeout: 30_000 });
      await keepScreenshot(page, `search-home-desktop-${ mode }`);
    });

    test(`mobile, ${ mode }: short placeholder, scrolling down closes the dropdown`, async({ page }) => {
      if (mode === 'dark') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await page.setViewportSize(VIEWPORTS.mobile);
      await openPage(page);
      await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search by address / txn hash / block...');
      await typeTerm(page, 'quantum');
      await expect(resultItems(page)).toHaveCount(2, { timeout: 30_000 });
      await keepScreenshot(page, `search-mobile-${ mode }`);
      // A small scroll does not count; 20 px or more down does.
      await scrollWindowTo(page, 10);
      await expect(dropdown(page)).toBeVisible();
      await scrollWindowTo(page, 210);
      await expect(page.getByTestId('search-dropdown')).toHaveCount(0);
      await openPage(page, '/search-results?q=Quantum');
      await expect(page.getByTestId('search-result-card').first()).toBeVisible();
      await keepScreenshot(page, `search-results-mobile-${ mode }`);
    });
  }
});
