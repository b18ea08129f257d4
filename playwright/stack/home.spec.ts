import { type Locator, type Page } from '@playwright/test';

import { expect as baseExpect, test, keepScreenshot } from '../fixtures';
import { COLOR_MODES, rpc, VIEWPORTS } from './chain';

// Pages compile on first visit under `next dev` and the machine may be busy: be patient.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * The home page against the live devnet: stat tiles agree with the node, the chart draws,
 * blocks mined during the test arrive without a reload, the latest transactions are ones
 * the node knows, and the "N new transactions" notice loads newer ones.
 */

interface RpcTx { hash: string; from: string; to: string | null; blockNumber: string | null; value: string }

const blockNumber = async() => Number(await rpc<string>('eth_blockNumber'));
const statValue = async(page: Page, id: string) => (await page.getByTestId(`stat-${ id }`).getByTestId('stat-value').textContent()) ?? '';
const toNumber = (text: string) => Number(text.replace(/[^\d.]/g, ''));
/** '2.0s' or '129m 39s' in seconds. */
const toSeconds = (text: string) => {
  const [ , minutes, seconds ] = /^(?:(\d+)m )?([\d.]+)s$/.exec(text) ?? [];
  return seconds === undefined ? NaN : Number(minutes ?? 0) * 60 + Number(seconds);
};
/** The full address behind an entity display (the text may be a short form or a name). */
const addressOf = (scope: Locator) => scope.locator('span[title^="0x"]').first().getAttribute('title');

test.describe('home page', () => {
  test('stat tiles agree with the node', async({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-stats').getByTestId('stat-value')).toHaveCount(5);
    for (const [ id, label ] of [
      [ 'blocks', 'Total blocks' ], [ 'block_time', 'Average block time' ], [ 'txs', 'Total transactions' ],
      [ 'addresses', 'Wallet addresses' ], [ 'gas', 'Gas tracker' ],
    ]) {
      await expect(page.getByTestId(`stat-${ id }`)).toContainText(label);
    }

    // Blocks: heights start at 0, so the count is the node's height + 1, give or take the indexer's lag.
    await expect.poll(async() => {
      const shown = toNumber(await statValue(page, 'blocks'));
      return Math.abs(shown - (await blockNumber() + 1));
    }, { timeout: 30_000, message: 'total blocks close to eth_blockNumber + 1' }).toBeLessThanOrEqual(3);

    // The average over the last 100 blocks, as the node's own timestamps give it for a head near the one shown
    // (2 s once the devnet has mined 100 live blocks; until then the back-filled history's gaps count too).
    // The block count follows the socket; the stats behind the average are fetched again a few blocks later.
    const shownHead = toNumber(await statValue(page, 'blocks')) - 1;
    const blockTime = toSeconds(await statValue(page, 'block_time'));
    const nodeHead = await blockNumber();
    const timestamp = async(number: number) =>
      Number(BigInt((await rpc<{ timestamp: string }>('eth_getBlockByNumber', [ `0x${ Math.max(0, number).toString(16) }`, false ])).timestamp));
    const averages: Array<number> = [];
    for (let head = shownHead - 20; head <= Math.min(shownHead + 3, nodeHead); head++) {
      averages.push((await timestamp(head) - await timestamp(head - 100)) / Math.min(100, head));
    }
    expect(blockTime).toBeGreaterThanOrEqual(Math.min(...averages) * 0.95 - 1);
    expect(blockTime).toBeLessThanOrEqual(Math.max(...averages) * 1.05 + 1);

    const txs = toNumber(await statValue(page, 'txs'));
    const latest = await rpc<{ transactions: Array<string> }>('eth_getBlockByNumber', [ 'latest', false ]);
    expect(txs).toBeGreaterThanOrEqual(latest.transactions.length);
    expect(toNumber(await statValue(page, 'addresses'))).toBeGreaterThan(0);

    // Gas: within a factor of 10 of what the node itself suggests.
    const gasText = await statValue(page, 'gas');
    expect(gasText).toMatch(/^[\d.,]+ Gwei$/);
    const nodeGwei = Number(BigInt(await rpc<string>('eth_gasPrice'))) / 1e9;
    const shownGwei = toNumber(gasText);
    expect(shownGwei).toBeGreaterThan(nodeGwei / 10);
    expect(shownGwei).toBeLessThan(nodeGwei * 10);
  });

  test('the daily transactions chart renders and reads out values', async({ page }) => {
    await page.goto('/');
    const chart = page.getByTestId('daily-txs-chart');
    await expect(chart.getByRole('heading', { name: 'Daily transactions' })).toBeVisible();
    const image = chart.getByRole('img', { name: /^Daily transactions: / });
    await expect(image).toBeVisible();
    await expect(chart.locator('svg path').first()).toBeAttached();
    await image.hover();
    await expect(chart.getByTestId('chart-tooltip')).toContainText(/transactions$/);
  });

  test('a block mined during the test appears in Latest blocks without a reload', async({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('latest-block').first()).toBeVisible();
    const start = await blockNumber();
    const target = start + 2;
    await expect.poll(blockNumber, { timeout: 30_000 }).toBeGreaterThanOrEqual(target);
    const navigations: Array<string> = [];
    page.on('framenavigated', (frame) => navigations.push(frame.url()));
    await expect(page.getByTestId('latest-block').getByTestId('block-entity').getByText(String(target), { exact: true }))
      .toBeVisible({ timeout: 30_000 });
    expect(navigations).toEqual([]);
    // The stat tile follows the live blocks too.
    expect(toNumber(await statValue(page, 'blocks'))).toBeGreaterThanOrEqual(target + 1);
  });

  test('latest transactions are transactions the node knows', async({ page }) => {
    await page.goto('/');
    const items = page.getByTestId('latest-tx');
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(6);
    for (let index = 0; index < count; index++) {
      const item = items.nth(index);
      const hash = await item.getAttribute('data-tx-hash');
      const tx = await rpc<RpcTx | null>('eth_getTransactionByHash', [ hash ]);
      expect(tx, `node knows ${ hash }`).not.toBeNull();
      expect((await addressOf(item.getByTestId('tx-from')))?.toLowerCase()).toBe(tx?.from.toLowerCase());
      if (tx?.to) expect((await addressOf(item.getByTestId('tx-to')))?.toLowerCase()).toBe(tx.to.toLowerCase());
      const receipt = await rpc<{ status: string }>('eth_getTransactionReceipt', [ hash ]);
      await expect(item.getByTestId('tx-status')).toHaveAttribute('data-status', receipt.status === '0x1' ? 'success' : 'failed');
      await expect(item.getByRole('link', { name: /^0x[0-9a-f]{4}…[0-9a-f]{4}$/i })).toHaveAttribute('href', `/tx/${ hash }`);
    }
    await expect(page.getByRole('link', { name: 'View all transactions' })).toHaveAttribute('href', '/txs');
  });

  test('the "N new transactions" notice appears with traffic and loads the newer ones', async({ page }) => {
    await page.goto('/');
    const items = page.getByTestId('latest-tx');
    await expect(items.first()).toBeVisible();
    const before = await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tx-hash')));
    const notice = page.getByTestId('new-txs-notice');
    await expect(notice).toBeVisible({ timeout: 45_000 });
    await expect(notice).toHaveText(/^\d[\d,]* new transactions? ha(s|ve) come in · Show$/);
    // The list itself stays put until asked.
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-tx-hash')))).toEqual(before);
    const oldestBlockBefore = Math.max(...await Promise.all(before.map(async(hash) =>
      Number((await rpc<RpcTx>('eth_getTransactionByHash', [ hash ])).blockNumber))));

    await notice.click();
    await expect(notice).toBeHidden();
    await expect.poll(() => items.first().getAttribute('data-tx-hash')).not.toBe(before[0]);
    const newest = await items.first().getAttribute('data-tx-hash');
    const tx = await rpc<RpcTx>('eth_getTransactionByHash', [ newest ]);
    expect(Number(tx.blockNumber)).toBeGreaterThanOrEqual(oldestBlockBefore);
  });

  for (const [ device, viewport ] of Object.entries(VIEWPORTS)) {
    for (const mode of COLOR_MODES) {
      test(`screenshot ${ device } ${ mode }`, async({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await page.goto('/');
        await expect(page.locator('html')).toHaveClass(new RegExp(mode));
        await expect(page.getByTestId('daily-txs-chart').getByRole('img')).toBeVisible();
        await expect(page.getByTestId('latest-tx').first()).toBeVisible();
        // Nothing sticks out sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await keepScreenshot(page, `home-${ device }-${ mode }`, { fullPage: true });
      });
    }
  }
});
