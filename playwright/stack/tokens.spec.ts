import { type Page } from '@playwright/test';

import { formatUnits } from 'lib/format';
import type { TokenHolder, TokenInfo, TokenInstance } from 'types/api/token';

import { expect, test, keepScreenshot } from '../fixtures';
import { api, apiList, COLOR_MODES, rpc, sidewaysOverflow, type ChainEntities, VIEWPORTS, waitForValue } from './chain';

/**
 * Token pages against the live devnet: supplies, decimals and balances as the contracts
 * themselves answer `eth_call`, NFT owners as `ownerOf` answers, NFT pictures as real
 * `<img>` elements, the /tokens search and type filter, and every page in both viewports
 * and colour modes (screenshots under test-results/screens).
 */

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
const SELECTORS = {
  totalSupply: '0x18160ddd',
  decimals: '0x313ce567',
  balanceOf: '0x70a08231',
  ownerOf: '0x6352211e',
  balanceOf1155: '0x00fdd58e',
} as const;

const word = (value: string | bigint) => BigInt(value).toString(16).padStart(64, '0');
const addressWord = (address: string) => address.toLowerCase().replace(/^0x/, '').padStart(64, '0');

async function call(to: string, data: string): Promise<string> {
  return rpc<string>('eth_call', [ { to, data }, 'latest' ]);
}
const callUint = async(to: string, data: string) => BigInt(await call(to, data));

const detail = (page: Page, id: string) => page.getByTestId(`details-${ id }`);

/**
 * Reloads until the page shows what the node reports. Balances move every few blocks and
 * the indexer trails the node by a block or two, so a value read just before or just after
 * the page's counts as a match.
 */
async function expectEventuallyLikeNode(page: Page, what: string, readPage: () => Promise<string | null>, readNode: () => Promise<string>) {
  let last = '';
  await expect.poll(async() => {
    const before = await readNode();
    await page.reload();
    const shown = await readPage();
    const after = await readNode();
    last = `page ${ shown }, node ${ before } / ${ after }`;
    return shown === before || shown === after;
  }, { timeout: 150_000, intervals: [ 1000, 2000, 3000 ], message: what }).toBe(true).catch((error: Error) => {
    // The poll's message is fixed when it starts; the last reading says what differed.
    throw new Error(`${ what }: ${ last }\n${ error.message }`);
  });
}

type TokenEntities = Pick<ChainEntities, 'erc20' | 'erc721' | 'erc1155' | 'nftInstance'>;

/**
 * The token part of `findChainEntities()`. That helper also waits for an ERC-20 transfer
 * inside `/api/v2/transactions` items, whose `token_transfers` the list leaves null, so it
 * never returns; these specs need only the tokens.
 */
async function findTokenEntities(): Promise<TokenEntities> {
  const tokenOfType = (type: string) => async() => (await api<{ items: Array<TokenInfo> }>(`/api/v2/tokens?type=${ type }`)).items
    .find((token) => Number(token.holders_count ?? 0) > 0);
  const erc20 = await waitForValue(tokenOfType('ERC-20'), 120_000, 'an ERC-20 token');
  const erc721 = await waitForValue(tokenOfType('ERC-721'), 120_000, 'an ERC-721 token');
  const erc1155 = await waitForValue(tokenOfType('ERC-1155'), 120_000, 'an ERC-1155 token');
  const nftInstance = await waitForValue(async() => {
    const instance = (await api<{ items: Array<TokenInstance> }>(`/api/v2/tokens/${ erc721.address_hash }/instances`)).items[0];
    return instance ? { ...instance, token_address: erc721.address_hash } : undefined;
  }, 120_000, 'an NFT instance');
  return { erc20, erc721, erc1155, nftInstance };
}

let chain: TokenEntities;

// Pages compile on first visit under `next dev`, and the stack shares a small machine.
test.describe.configure({ timeout: 300_000 });
const slowExpect = expect.configure({ timeout: 30_000 });

test.beforeAll(async() => {
  test.setTimeout(180_000);
  chain = await findTokenEntities();
});

test.describe('ERC-20 token page', () => {
  test('total supply and decimals are the contract\'s own, the top holder\'s balance is balanceOf', async({ page }) => {
    const { erc20 } = chain;
    const decimals = Number(await callUint(erc20.address_hash, SELECTORS.decimals));
    await page.goto(`/token/${ erc20.address_hash }`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${ erc20.name } (${ erc20.symbol })`);
    await expect(detail(page, 'decimals')).toHaveText(String(decimals));
    await slowExpect(page.getByTestId('token-header').getByText(erc20.address_hash)).toBeVisible();
    await slowExpect(page.getByTestId('tab-token_transfers')).toBeVisible();
    await slowExpect(page.getByTestId('token-transfer-row').first()).toBeVisible();

    await expectEventuallyLikeNode(page, 'total supply',
      () => detail(page, 'total-supply').textContent(),
      async() => `${ formatUnits(await callUint(erc20.address_hash, SELECTORS.totalSupply), decimals) } ${ erc20.symbol }`);

    await page.goto(`/token/${ erc20.address_hash }?tab=holders`);
    const topRow = page.getByTestId('token-holder-row').first();
    await slowExpect(topRow).toBeVisible();
    const holder = await topRow.locator('[title^="0x"]').first().getAttribute('title');
    expect(holder).toMatch(/^0x[0-9a-fA-F]{40}$/);
    // That holder's row, wherever a reload puts it: the traffic reorders the top holders now and then.
    const holderRow = page.getByTestId('token-holder-row').filter({ has: page.locator(`[title="${ holder }"]`) }).first();
    await expectEventuallyLikeNode(page, `balance of ${ holder }`,
      () => holderRow.getByTestId('holder-quantity').getAttribute('title'),
      async() => formatUnits(await callUint(erc20.address_hash, SELECTORS.balanceOf + addressWord(holder as string)), decimals));
    // The share of the supply is there for a token with a known supply.
    await slowExpect(topRow.getByText(/%$/)).toBeVisible();
  });
});

/**
 * An EIP-1193 wallet stand-in in the page (MetaMask, as NEXT_PUBLIC_WEB3_WALLETS names): it
 * records every `wallet_*` request, knows chain 1 and, once switched or added, ours, and
 * accepts `wallet_watchAsset`. `knowsOurChain: false` makes it answer a switch with 4902.
 */
async function injectWallet(page: Page, { knowsOurChain = true } = {}) {
  await page.addInitScript((knows) => {
    const calls: Array<{ method: string; params?: unknown }> = [];
    const listeners = new Map<string, Set<(data: unknown) => void>>();
    const known = new Set([ '0x1', ...knows ? [ '0x109' ] : [] ]);
    let chainId = '0x1';
    const switchTo = (id: string) => {
      chainId = id;
      listeners.get('chainChanged')?.forEach((listener) => listener(id));
    };
    Object.assign(window, {
      __walletCalls: calls,
      ethereum: {
        isMetaMask: true,
        async request(args: { method: string; params?: Array<{ chainId: string }> }) {
          if (args.method.startsWith('wallet_')) calls.push(args);
          if (args.method === 'eth_chainId') return chainId;
          if (args.method === 'wallet_switchEthereumChain') {
            if (!known.has(args.params![0].chainId)) throw Object.assign(new Error('Unrecognized chain ID'), { code: 4902 });
            return switchTo(args.params![0].chainId) ?? null;
          }
          if (args.method === 'wallet_addEthereumChain') {
            known.add(args.params![0].chainId);
            return switchTo(args.params![0].chainId) ?? null;
          }
          return args.method === 'wallet_watchAsset' ? true : null;
        },
        on: (event: string, listener: (data: unknown) => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
        removeListener: (event: string, listener: (data: unknown) => void) => listeners.get(event)?.delete(listener),
      },
    });
  }, knowsOurChain);
}
const walletCalls = (page: Page) => page.evaluate(() => (window as unknown as { __walletCalls: Array<{ method: string; params?: unknown }> }).__walletCalls);

test.describe('token pages as a wallet user and a reader see them', () => {
  test('an ERC-20 page offers to add the token to the wallet, on our chain, with the contract\'s symbol and decimals', async({ page }) => {
    const { erc20 } = chain;
    await injectWallet(page);
    await page.goto(`/token/${ erc20.address_hash }`);
    const button = page.getByRole('button', { name: `Add ${ erc20.symbol } to your wallet` });
    await slowExpect(button).toBeVisible();
    await button.click();
    await slowExpect(page.getByText('Successfully added token to your wallet')).toBeVisible();
    const calls = await walletCalls(page);
    expect(calls.map((item) => item.method)).toEqual([ 'wallet_switchEthereumChain', 'wallet_watchAsset' ]);
    expect(calls[0].params).toEqual([ { chainId: '0x109' } ]);
    expect(calls[1].params).toEqual({ type: 'ERC20', options: {
      address: erc20.address_hash, symbol: erc20.symbol, decimals: Number(await callUint(erc20.address_hash, SELECTORS.decimals)),
    } });
  });

  test('an NFT instance page adds that one token; without a wallet there is no button', async({ page }) => {
    const { nftInstance } = chain;
    await page.goto(`/token/${ nftInstance.token_address }/instance/${ nftInstance.id }`);
    await slowExpect(page.getByTestId('instance-details')).toBeVisible();
    await expect(page.getByTestId('add-token-to-wallet')).toHaveCount(0);

    await injectWallet(page);
    await page.reload();
    await slowExpect(page.getByRole('button', { name: 'Add this token to your wallet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add this token to your wallet' }).click();
    await slowExpect(page.getByText('Successfully added token to your wallet')).toBeVisible();
    const calls = await walletCalls(page);
    expect(calls[calls.length - 1]).toEqual({ method: 'wallet_watchAsset',
      params: { type: 'ERC721', options: { address: nftInstance.token_address, tokenId: nftInstance.id } } });
  });

  test('the footer\'s "Add QNM Network" makes a wallet that does not know our chain add it, then says so', async({ page }) => {
    await injectWallet(page, { knowsOurChain: false });
    await page.goto(`/token/${ chain.erc20.address_hash }`);
    const button = page.getByRole('button', { name: /^Add QNM Network$/ });
    await slowExpect(button).toBeVisible();
    await button.click();
    await slowExpect(page.getByText('Successfully added network to your wallet')).toBeVisible();
    const calls = await walletCalls(page);
    expect(calls.map((item) => item.method)).toEqual([ 'wallet_switchEthereumChain', 'wallet_addEthereumChain' ]);
    expect(calls[1].params).toEqual([ expect.objectContaining({ chainId: '0x109', chainName: 'QNM Network',
      nativeCurrency: { name: 'QNM', symbol: 'QNM', decimals: 18 }, rpcUrls: [ expect.stringMatching(/^http:\/\/localhost:\d+$/) ] }) ]);
  });

  test('a token\'s own transfers leave out the Token column, and Token ID for an ERC-20; every token has an icon or a placeholder', async({ page }) => {
    const headers = () => page.getByTestId('token-transfers-table').getByRole('columnheader').allTextContents();
    await page.goto(`/token/${ chain.erc20.address_hash }`);
    await slowExpect(page.getByTestId('token-transfer-row').first()).toBeVisible();
    expect(await headers()).toEqual([ 'Txn hash', 'From / To', 'Amount' ]);
    await page.goto(`/token/${ chain.erc721.address_hash }`);
    await slowExpect(page.getByTestId('token-transfer-row').first()).toBeVisible();
    expect(await headers()).toEqual([ 'Txn hash', 'Token ID', 'From / To', 'Amount' ]);

    await page.goto('/tokens');
    const rows = page.getByTestId('tokens-list').getByTestId('token-row');
    await slowExpect(rows.first()).toBeVisible();
    const count = await rows.count();
    const withIcon = await page.getByTestId('tokens-list').getByTestId('token-row')
      .filter({ has: page.locator('[data-testid="token-icon"], [data-testid="token-icon-placeholder"]') }).count();
    expect(withIcon).toBe(count);
  });
});

/** Live instances (not burned) of the ERC-721 collection: one with an inline SVG, one with an http picture. */
async function pickNftInstances(tokenAddress: string): Promise<Array<TokenInstance>> {
  const instances = (await apiList<TokenInstance>(`/api/v2/tokens/${ tokenAddress }/instances`, 3))
    .filter((instance) => instance.owner && instance.owner.hash !== ZERO_ADDRESS);
  const inline = instances.find((instance) => !instance.image_url && String(instance.metadata?.image ?? '').startsWith('data:image/'));
  const remote = instances.find((instance) => instance.image_url?.startsWith('http'));
  return [ inline, remote ].filter((item): item is TokenInstance => Boolean(item));
}

test.describe('ERC-721 token and NFT instance pages', () => {
  test('the inventory shows instances with pictures; an instance shows ownerOf(id) and its picture as an <img>', async({ page }) => {
    const { erc721 } = chain;
    await page.goto(`/token/${ erc721.address_hash }?tab=inventory`);
    const items = page.getByTestId('inventory-item');
    await slowExpect(items.first()).toBeVisible();
    expect(await items.count()).toBeGreaterThan(0);
    await expect(items.first().getByTestId('token-id')).toHaveAttribute('href', new RegExp(`/token/${ erc721.address_hash }/instance/\\d+$`));
    await slowExpect(page.getByTestId('token-inventory').locator('img').first()).toBeVisible();

    const instances = await pickNftInstances(erc721.address_hash);
    expect(instances.length).toBeGreaterThan(0);
    for (const instance of instances) {
      await page.goto(`/token/${ erc721.address_hash }/instance/${ instance.id }`);
      await expect(detail(page, 'token-id')).toContainText(instance.id);
      const image = page.getByTestId('instance-media-image');
      await slowExpect(image).toBeVisible();
      expect(await image.evaluate((element) => element.tagName)).toBe('IMG');
      const expectedSrc = instance.image_url ?? String(instance.metadata?.image);
      await expect(image).toHaveAttribute('src', expectedSrc);
      // The picture really loaded (an inline SVG too), and no metadata markup entered the page.
      await slowExpect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      expect(await page.getByTestId('instance-details').locator('iframe, script, object, embed').count()).toBe(0);
      await expect(detail(page, 'name')).toHaveText(String(instance.metadata?.name));
      await slowExpect(page.getByTestId('instance-attributes').locator('li').first()).toBeVisible();

      await expectEventuallyLikeNode(page, `owner of #${ instance.id }`,
        async() => (await detail(page, 'owner').locator('[title^="0x"]').first().getAttribute('title'))?.toLowerCase() ?? null,
        async() => `0x${ (await call(erc721.address_hash, SELECTORS.ownerOf + word(instance.id))).slice(-40) }`.toLowerCase());
      await slowExpect(page.getByTestId('token-transfer-row').first()).toBeVisible();
    }
  });
});

test.describe('ERC-1155 token page', () => {
  test('holders are balanceOf(account, id); the id page lists its holders', async({ page }) => {
    const { erc1155 } = chain;
    await page.goto(`/token/${ erc1155.address_hash }?tab=holders`);
    const topRow = page.getByTestId('token-holder-row').first();
    await slowExpect(topRow).toBeVisible();
    const holder = await topRow.locator('[title^="0x"]').first().getAttribute('title') as string;
    const tokenId = await topRow.getByTestId('token-id').getAttribute('title') as string;
    expect(tokenId).toMatch(/^\d+$/);
    const readRow = async() => {
      const rows = page.getByTestId('token-holder-row');
      // The holders load in the browser after each reload.
      await slowExpect(rows.first()).toBeVisible();
      const count = await rows.count();
      for (let index = 0; index < count; index++) {
        const row = rows.nth(index);
        const address = await row.locator('[title^="0x"]').first().getAttribute('title');
        const id = await row.getByTestId('token-id').getAttribute('title');
        if (address === holder && id === tokenId) return row.getByTestId('holder-quantity').textContent();
      }
      return null;
    };
    await expectEventuallyLikeNode(page, `balance of ${ holder } in id ${ tokenId }`, readRow,
      async() => (await callUint(erc1155.address_hash, SELECTORS.balanceOf1155 + addressWord(holder) + word(tokenId))).toLocaleString('en-US'));

    await slowExpect(page.getByTestId('tab-inventory')).toBeVisible();
    await page.goto(`/token/${ erc1155.address_hash }/instance/${ tokenId }?tab=holders`);
    await slowExpect(page.getByTestId('instance-media-image')).toBeVisible();
    await expect(detail(page, 'owner')).toContainText('See the holders of this id');
    const holders = await apiList<TokenHolder>(`/api/v2/tokens/${ erc1155.address_hash }/instances/${ tokenId }/holders`, 1);
    expect(holders.length).toBeGreaterThan(0);
    await slowExpect(page.getByTestId('token-holder-row').first()).toBeVisible();
    const top = holders[0];
    const nodeBalance = await callUint(erc1155.address_hash, SELECTORS.balanceOf1155 + addressWord(top.address.hash) + word(tokenId));
    expect(nodeBalance).toBeGreaterThan(BigInt(0));
  });
});

test.describe('/tokens', () => {
  test('search by symbol finds the token and writes q to the URL; the type filter narrows the list', async({ page }) => {
    const { erc20 } = chain;
    await page.goto('/tokens');
    const rows = page.getByTestId('token-row');
    await slowExpect(rows.first()).toBeVisible();
    const allCount = await rows.count();

    await page.getByRole('searchbox', { name: /search tokens/i }).fill(` ${ erc20.symbol } `);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${ erc20.symbol }(&|$)`));
    await slowExpect(rows.filter({ hasText: `${ erc20.name } (${ erc20.symbol })` })).toBeVisible();
    // Every row left matches the term (the previous rows stay dimmed until the answer comes).
    await expect.poll(async() => (await rows.allTextContents())
      .every((text) => text.toLowerCase().includes(String(erc20.symbol).toLowerCase()))).toBe(true);
    expect(await rows.count()).toBeLessThanOrEqual(allCount);

    await page.getByRole('searchbox', { name: /search tokens/i }).fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await page.getByRole('button', { name: 'ERC-721' }).click();
    await expect(page).toHaveURL(/[?&]type=ERC-721(&|$)/);
    await expect(page.getByRole('button', { name: 'ERC-721' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async() => (await page.getByTestId('tokens-table').getByTestId('token-type').allTextContents())
      .every((type) => type === 'ERC-721')).toBe(true);
    await slowExpect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThan(allCount);

    // The filter survives a reload, straight from the server HTML.
    await page.reload();
    await expect(page.getByRole('button', { name: 'ERC-721' })).toHaveAttribute('aria-pressed', 'true');
    await slowExpect(rows.filter({ hasText: `${ chain.erc721.name } (${ chain.erc721.symbol })` })).toBeVisible();
  });

  test('the first page of tokens is in the server HTML', async({ request }) => {
    const html = await (await request.get(`/tokens?q=${ chain.erc20.symbol }`)).text();
    expect(html).toContain('data-testid="token-row"');
    expect(html).toContain(String(chain.erc20.name));
  });
});

test('token pages in desktop and mobile, light and dark', async({ page }) => {
  test.setTimeout(420_000);
  const [ instance ] = await pickNftInstances(chain.erc721.address_hash);
  const pages = [
    { name: 'tokens', path: '/tokens', ready: 'tokens-list' },
    { name: 'token-erc20', path: `/token/${ chain.erc20.address_hash }?tab=holders`, ready: 'token-details' },
    { name: 'token-erc721-inventory', path: `/token/${ chain.erc721.address_hash }?tab=inventory`, ready: 'token-inventory' },
    { name: 'token-instance', path: `/token/${ chain.erc721.address_hash }/instance/${ instance?.id ?? chain.nftInstance.id }`, ready: 'instance-details' },
  ];
  for (const mode of COLOR_MODES) {
    if (mode === 'dark') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    for (const [ viewportName, viewport ] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      for (const item of pages) {
        await page.goto(item.path);
        await slowExpect(page.getByTestId(item.ready)).toBeVisible();
        await slowExpect(page.getByTestId('list-skeleton')).toHaveCount(0);
        // Nothing wider than the screen.
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        // The top of the page, at most two screens high, so the picture stays readable.
        const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), viewport.height * 2);
        await keepScreenshot(page, `${ item.name }-${ viewportName }-${ mode }`, {
          fullPage: true, clip: { x: 0, y: 0, width: viewport.width, height },
        });
      }
    }
  }
});
