import { type Page } from '@playwright/test';

import type { TokenInfo } from 'types/api/token';
import type { TokenTransfer } from 'types/api/tokenTransfer';

import { expect, test } from '../fixtures';
import { api, COLOR_MODES, rpc, VIEWPORTS, waitForValue } from './chain';

/**
 * The address page against the live devnet: a busy account and the ERC-20 token contract,
 * checked against the node (eth_getBalance, eth_getCode, balanceOf via eth_call): balance,
 * account/contract marker, token holding, tab counts, the in/out filter, the QR code, the
 * coin balance chart, the malformed-hash screen, and screenshots in every view.
 */

interface TabsCounters { transactions_count?: number; token_transfers_count?: number; internal_transactions_count?: number }

interface Entities {
  erc20: TokenInfo;
  /** The sender of an ERC-20 transfer: an account the traffic generator keeps busy. */
  eoa: string;
}

/** The ERC-20 token and the sender of one of its transfers, once the generator has made them. */
async function findEntities(): Promise<Entities> {
  const erc20 = await waitForValue(async() => (await api<{ items: Array<TokenInfo> }>('/api/v2/tokens?type=ERC-20')).items
    .find((token) => Number(token.holders_count ?? 0) > 0), 120_000, 'an ERC-20 token');
  const eoa = await waitForValue(async() => (await api<{ items: Array<TokenTransfer> }>(`/api/v2/tokens/${ erc20.address_hash }/transfers`)).items
    .find((transfer) => transfer.type === 'token_transfer' && !transfer.from.is_contract)?.from.hash, 120_000, 'an ERC-20 transfer');
  return { erc20, eoa };
}

let entities: Entities;
test.beforeAll(async() => {
  test.setTimeout(240_000);
  entities = await findEntities();
});

const eoaHash = () => entities.eoa;
const tokenHash = () => entities.erc20.address_hash;

/** A wei (or token unit) amount as exact decimal text, like the page writes it but without separators. */
function exactUnits(amount: bigint, decimals: number): string {
  const unit = BigInt(10) ** BigInt(decimals);
  const fraction = (amount % unit).toString().padStart(decimals, '0').replace(/0+$/, '');
  return `${ amount / unit }${ fraction ? `.${ fraction }` : '' }`;
}
const plain = (text: string) => text.replace(/,/g, '').replace(/\s*[A-Za-z]+$/, '').trim();
const hex = (n: number) => `0x${ n.toString(16) }`;
const formatTabCount = (count: number) => count > 50 ? '50+' : String(count);

async function shownBalanceAndBlock(page: Page): Promise<{ balance: string; block: number }> {
  // Both read in one go: the balance follows the socket and must not change in between.
  return page.evaluate(() => ({
    balance: document.querySelector('[data-testid="address-balance"]')?.textContent ?? '',
    block: Number(document.querySelector('[data-testid="details-balance-block"]')?.textContent?.replace(/\D/g, '')),
  }));
}

test.describe('address page', () => {
  test('a busy account: balance, marker, counters and tabs agree with the node', async({ page }) => {
    const hash = eoaHash();
    await page.goto(`/address/${ hash }`);
    await expect(page.getByTestId('page-title')).toHaveText('Address details');
    await expect(page.getByTestId('address-hash')).toHaveText(hash);
    expect(await rpc<string>('eth_getCode', [ hash, 'latest' ])).toBe('0x');
    await expect(page.getByTestId('address-kind')).toHaveText('EOA');

    // The balance is the node's at the block the page says it was read at.
    await expect.poll(async() => {
      const { balance, block } = await shownBalanceAndBlock(page);
      if (!balance || !Number.isFinite(block)) return 'not shown yet';
      const nodeBalance = BigInt(await rpc<string>('eth_getBalance', [ hash, hex(block) ]));
      return plain(balance) === exactUnits(nodeBalance, 18) ? 'equal' : `${ plain(balance) } ≠ ${ exactUnits(nodeBalance, 18) } at ${ block }`;
    }, { timeout: 30_000 }).toBe('equal');

    // Counters: the node's nonce counts the transactions the account sent, a floor for all of them.
    const nonce = Number(await rpc<string>('eth_getTransactionCount', [ hash, 'latest' ]));
    await expect(page.getByTestId('address-counter-transactions_count')).toHaveText(/^[\d,]+$/);
    const txCount = Number((await page.getByTestId('address-counter-transactions_count').textContent())?.replace(/,/g, ''));
    expect(txCount).toBeGreaterThanOrEqual(nonce - 5);
    await expect(page.getByTestId('address-counter-gas_usage_count')).toHaveText(/^[\d,]+$/);

    // Tab counts as the API caps them (transactions keep coming, so poll).
    for (const [ tab, field ] of [ [ 'txs', 'transactions_count' ], [ 'token_transfers', 'token_transfers_count' ] ] as const) {
      await expect.poll(async() => {
        const counters = await api<TabsCounters>(`/api/v2/addresses/${ hash }/tabs-counters`);
        const badge = (await page.getByTestId(`tab-${ tab }`).locator('.chakra-badge').textContent()) ?? '';
        return badge === formatTabCount(counters[field] ?? 0);
      }, { timeout: 20_000, message: `${ tab } badge` }).toBe(true);
    }
    await expect(page.getByTestId('tab-coin_balance_history')).toBeVisible();
  });

  test('the first page of transactions comes in the server HTML and is not fetched again on load', async({ page, request }) => {
    const hash = eoaHash();
    const html = await (await request.get(`/address/${ hash }`)).text();
    const { items } = await api<{ items: Array<{ hash: string }> }>(`/api/v2/addresses/${ hash }/transactions`);
    // New transactions may have come in between the two reads: most of the newest ones are there.
    const inHtml = items.slice(0, 20).filter((tx) => html.includes(`data-tx-hash="${ tx.hash }"`));
    expect(inHtml.length, 'rows of the newest transactions in the HTML').toBeGreaterThanOrEqual(Math.min(10, items.length));
    expect(html).not.toContain('data-testid="list-skeleton"');

    const listRequests: Array<string> = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.endsWith(`/addresses/${ hash }/transactions`)) listRequests.push(sent.url());
    });
    await page.goto(`/address/${ hash }`);
    await expect(page.getByTestId('address-txs').getByTestId('tx-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2_000);
    expect(listRequests, 'requests for the transactions list after load').toEqual([]);
  });

  test('the in/out filter keeps only outgoing or incoming transactions', async({ page }) => {
    const hash = eoaHash().toLowerCase();
    await page.goto(`/address/${ eoaHash() }`);
    const rows = page.getByTestId('address-txs').getByTestId('tx-row');
    await expect(rows.first()).toBeVisible({ timeout: 60_000 });

    await page.getByTestId('direction-filter').selectOption('from');
    await expect(page).toHaveURL(/filter=from/, { timeout: 60_000 });
    await expect(rows.first()).toBeVisible({ timeout: 60_000 });
    await expect.poll(async() => {
      const senders = await rows.getByTestId('tx-from').locator('[title^="0x"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title')?.toLowerCase()));
      return senders.length > 0 && senders.every((sender) => sender === hash);
    }, { timeout: 60_000, message: 'every row sent by the address' }).toBe(true);

    await page.getByTestId('direction-filter').selectOption('to');
    await expect(page).toHaveURL(/filter=to/, { timeout: 60_000 });
    await expect.poll(async() => {
      if (await page.getByTestId('list-empty').isVisible()) return true;
      const recipients = await rows.getByTestId('tx-to').locator('[title^="0x"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('title')?.toLowerCase()));
      return recipients.length > 0 && recipients.every((recipient) => recipient === hash);
    }, { timeout: 60_000, message: 'every row received by the address' }).toBe(true);
  });

  test('the ERC-20 holding equals balanceOf on the token contract', async({ page }) => {
    const hash = eoaHash();
    const token = entities.erc20;
    const decimals = Number(token.decimals ?? 0);
    // Before the token was deployed (a young devnet) the call returns no data: no balance.
    const balanceOf = async(block: string) => {
      const answer = await rpc<string>('eth_call', [ { to: token.address_hash, data: `0x70a08231${ hash.slice(2).toLowerCase().padStart(64, '0') }` }, block ]);
      return answer === '0x' ? BigInt(0) : BigInt(answer);
    };
    await page.goto(`/address/${ hash }?tab=tokens`);
    const row = page.locator(`[data-testid="address-token-row"][data-token="${ token.address_hash.toLowerCase() }"]`);
    // Transfers keep coming: the amount shown must be the node's at one of the latest blocks (the indexer trails by a few).
    await expect.poll(async() => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 20_000 });
      const title = (await row.getByTestId('token-balance').getAttribute('title')) ?? '';
      const latest = Number(await rpc<string>('eth_blockNumber'));
      const recent = await Promise.all(Array.from({ length: 8 }, (_, back) => balanceOf(hex(Math.max(0, latest - back)))));
      return recent.map((amount) => exactUnits(amount, decimals)).includes(plain(title));
    }, { timeout: 60_000, intervals: [ 1_000, 3_000 ] }).toBe(true);

    // The holdings summary in the details lists it under ERC-20.
    await page.getByTestId('token-select-button').click();
    await expect(page.getByTestId('token-select-group-ERC-20')).toContainText(token.symbol ?? token.name ?? '');
    await page.getByRole('textbox', { name: 'Search tokens' }).fill('no token is called this');
    await expect(page.getByTestId('token-select-list')).toContainText('No tokens match.');
  });

  test('the token contract is marked as a contract with its creator', async({ page }) => {
    const hash = tokenHash();
    expect(await rpc<string>('eth_getCode', [ hash, 'latest' ])).not.toBe('0x');
    await page.goto(`/address/${ hash }`);
    await expect(page.getByTestId('page-title')).toHaveText('Contract details');
    await expect(page.getByTestId('address-kind')).toHaveText('Contract');
    await expect(page.getByTestId('details-creator').getByTestId('tx-entity')).toBeVisible();
    await expect(page.getByTestId('details-token')).toContainText(entities.erc20.symbol ?? '');
  });

  test('the QR code dialog shows the code of the hash', async({ page }) => {
    const hash = eoaHash();
    await page.goto(`/address/${ hash }`);
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Address QR code' });
    await expect(dialog.getByRole('img', { name: `QR code of ${ hash }` })).toBeVisible();
    await expect(dialog).toContainText(hash);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the coin balance history draws the chart and lists balance changes', async({ page }) => {
    await page.goto(`/address/${ eoaHash() }?tab=coin_balance_history`);
    const chart = page.getByTestId('coin-balance-chart');
    await expect(chart.getByRole('img', { name: /QNM balance/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('coin-balance-row').first()).toBeVisible();
  });

  test('a malformed hash gets the 422 screen; an unknown one an empty address', async({ page }) => {
    const response = await page.goto('/address/0xnot-a-hash');
    expect(response?.status()).toBe(422);
    await expect(page.getByRole('heading', { name: 'Request cannot be processed' })).toBeVisible();
    await expect(page).toHaveTitle('Address details');
    const unknown = '0x00000000000000000000000000000000000a11ce';
    await page.goto(`/address/${ unknown }`);
    await expect(page.getByTestId('page-title')).toHaveText('Address details');
    await expect(page.getByTestId('address-balance')).toHaveText('0 QNM');
  });

  for (const [ view, viewport ] of Object.entries(VIEWPORTS)) {
    for (const mode of COLOR_MODES) {
      test(`screenshot ${ view } ${ mode }`, async({ page }, testInfo) => {
        await page.setViewportSize(viewport);
        if (mode === 'dark') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
        await page.goto(`/address/${ eoaHash() }`);
        await expect(page.getByTestId('address-txs').getByTestId(view === 'mobile' ? 'tx-card' : 'tx-row').first()).toBeVisible({ timeout: 60_000 });
        const name = `address-${ view }-${ mode }.png`;
        const image = await page.screenshot({ path: `test-results/screens/${ name }`, fullPage: false });
        // A copy in this run's own output folder, which parallel runs of other specs do not clear.
        await testInfo.attach(name, { body: image, contentType: 'image/png' });
      });
    }
  }
});
