import { type Page } from '@playwright/test';

import type { Block } from 'types/api/block';

import { expect, test, keepScreenshot } from '../fixtures';
import { api, COLOR_MODES, rpc, VIEWPORTS, waitForValue } from './chain';

/**
 * Block pages against the live devnet: the details of a busy block and of the newest one
 * show what the node's eth_getBlockByNumber reports, the arrows walk the chain, the
 * Transactions tab holds exactly the block's transactions, /blocks shows the newest blocks
 * and takes new ones without a reload, bad heights get the error screens.
 */

interface RpcBlock {
  number: string;
  hash: string;
  parentHash: string;
  timestamp: string;
  miner: string;
  gasUsed: string;
  gasLimit: string;
  baseFeePerGas?: string;
  size: string;
  nonce: string;
  difficulty: string;
  transactions: Array<string>;
}

/**
 * The busy block of `findChainEntities()` (a block with 3 or more transactions), found on its
 * own: these specs need no token or revert to exist first.
 */
const findBusyBlock = () => waitForValue(async() => (await api<{ items: Array<Block> }>('/api/v2/blocks')).items
  .find((block) => block.transactions_count >= 3), 120_000, 'a block with transactions');

const nodeHeight = async() => Number(await rpc<string>('eth_blockNumber'));
const nodeBlock = (height: number) => rpc<RpcBlock>('eth_getBlockByNumber', [ `0x${ height.toString(16) }`, false ]);
const grouped = (hex: string) => BigInt(hex).toLocaleString('en-US');

/** Wei → gwei as the page prints it: exact, trailing zeros trimmed. */
function gwei(hex: string): string {
  const wei = BigInt(hex);
  const whole = (wei / BigInt(1e9)).toLocaleString('en-US');
  const fraction = (wei % BigInt(1e9)).toString().padStart(9, '0').replace(/0+$/, '');
  return fraction ? `${ whole }.${ fraction }` : whole;
}

/** "Nov 21, 2026, 14:03:07 UTC", as the details page writes a timestamp. */
function utc(hexSeconds: string): string {
  const date = new Date(Number(BigInt(hexSeconds)) * 1000);
  return `${ date.toLocaleString('en-US', {
    timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }) } UTC`;
}

const detail = (page: Page, id: string) => page.getByTestId(`details-${ id }`);

async function expectDetailsMatchNode(page: Page, height: number) {
  const node = await nodeBlock(height);
  await page.goto(`/block/${ height }`);
  await expect(page.getByRole('heading', { level: 1, name: `Block #${ height }` })).toBeVisible();
  await expect(page.getByTestId('block-height')).toHaveText(String(height));
  await expect(page.getByTestId('block-hash')).toHaveText(node.hash);
  await expect(page.getByTestId('block-parent-hash')).toHaveText(node.parentHash);
  await expect(detail(page, 'timestamp')).toContainText(utc(node.timestamp));
  await expect(detail(page, 'timestamp')).toContainText(/ago \|/);
  const miner = await detail(page, 'validator').locator('span[title^="0x"]').first().getAttribute('title');
  expect(miner?.toLowerCase()).toBe(node.miner.toLowerCase());
  await expect(detail(page, 'gas-used')).toContainText(grouped(node.gasUsed));
  const percent = Number(BigInt(node.gasUsed)) / Number(BigInt(node.gasLimit)) * 100;
  await expect(detail(page, 'gas-used').getByRole('meter')).toHaveAttribute('aria-valuenow', /\d/);
  const shownPercent = Number(await detail(page, 'gas-used').getByRole('meter').getAttribute('aria-valuenow'));
  // The meter carries the share rounded to 2 decimals.
  expect(Math.abs(shownPercent - percent)).toBeLessThanOrEqual(0.005 + 1e-9);
  await expect(detail(page, 'gas-limit')).toHaveText(grouped(node.gasLimit));
  if (node.baseFeePerGas) {
    await expect(detail(page, 'base-fee')).toContainText(`(${ gwei(node.baseFeePerGas) } Gwei)`);
  }
  await expect(detail(page, 'size')).toHaveText(`${ grouped(node.size) } bytes`);
  await expect(detail(page, 'nonce')).toHaveText(node.nonce);
  await expect(detail(page, 'difficulty')).toHaveText(grouped(node.difficulty));
  const count = node.transactions.length;
  await expect(detail(page, 'transactions')).toContainText(`${ count } transaction${ count === 1 ? '' : 's' }`);
  return node;
}

test.describe('block details', () => {
  test('a busy block shows what the node reports, and its Transactions tab holds exactly its transactions', async({ page }) => {
    test.setTimeout(240_000);
    const busyBlock = await findBusyBlock();
    const node = await expectDetailsMatchNode(page, busyBlock.height);

    await page.getByTestId('details-transactions').getByRole('link').click();
    await expect(page).toHaveURL(/tab=txs/);
    const rows = page.getByTestId('block-txs').getByTestId('txs-table').getByTestId('tx-row');
    await expect(rows).toHaveCount(node.transactions.length);
    const shown = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-tx-hash')?.toLowerCase()));
    expect(shown).toEqual(node.transactions.map((hash) => hash.toLowerCase()));
    await expect(page.getByTestId('tab-txs')).toContainText(String(node.transactions.length));
  });

  test('the newest indexed block matches the node and "next" is off at the tip', async({ page }) => {
    const height = await nodeHeight();
    await waitForValue(() => api<Block>(`/api/v2/blocks/${ height }`), 30_000, `block ${ height } in the API`);
    await expectDetailsMatchNode(page, height);
    // "Next" is only ever enabled once the next block exists: the tip moves every 2 s, so
    // read the button first and the chain after.
    const next = page.getByTestId('block-next');
    const isEnabled = await next.isEnabled();
    // The API may answer an earlier "not found" from its 1 s response cache: give it that second.
    const nextExists = () => api<Block>(`/api/v2/blocks/${ height + 1 }`).then(() => true, () => false);
    if (isEnabled) await expect.poll(nextExists, { timeout: 3_000 }).toBe(true);
    // And it turns on by itself when the next block arrives.
    await expect(next).toBeEnabled({ timeout: 30_000 });
  });

  test('previous and next walk the chain', async({ page }) => {
    const height = (await nodeHeight()) - 5;
    await page.goto(`/block/${ height }`);
    await expect(page.getByTestId('block-height')).toHaveText(String(height));
    await page.getByRole('link', { name: 'Next block' }).click();
    await expect(page).toHaveURL(new RegExp(`/block/${ height + 1 }$`));
    await expect(page.getByTestId('block-height')).toHaveText(String(height + 1));
    await expect(page.getByTestId('block-hash')).toHaveText((await nodeBlock(height + 1)).hash);
    await page.getByRole('link', { name: 'Previous block' }).click();
    await expect(page.getByTestId('block-height')).toHaveText(String(height));
    await page.getByRole('link', { name: 'Previous block' }).click();
    await expect(page).toHaveURL(new RegExp(`/block/${ height - 1 }$`));
    await expect(page.getByTestId('block-hash')).toHaveText((await nodeBlock(height - 1)).hash);

    await page.goto('/block/0');
    await expect(page.getByTestId('details-height')).toContainText('Genesis block');
    await expect(page.getByTestId('block-prev')).toBeDisabled();
  });

  test('unknown and malformed heights get the error screens', async({ page }) => {
    const missing = await page.goto('/block/99999999');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    const malformed = await page.goto('/block/abc');
    expect(malformed?.status()).toBe(422);
    await expect(page.getByRole('heading', { name: 'Request cannot be processed' })).toBeVisible();
  });
});

test.describe('blocks list', () => {
  // A full first page needs 50 blocks: on a young devnet (this project run alone), wait for them.
  test.beforeAll(async() => {
    test.setTimeout(180_000);
    await expect.poll(nodeHeight, { timeout: 170_000, intervals: [ 2000 ] }).toBeGreaterThanOrEqual(50);
  });

  test('lists the newest blocks and takes a new one without a reload', async({ page }) => {
    const before = await nodeHeight();
    await page.goto('/blocks');
    const rows = page.getByTestId('blocks-list-block').getByTestId('blocks-table').getByTestId('block-row');
    await expect(rows).toHaveCount(50);
    const heights = await rows.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-height'))));
    // Newest first, one per height, within a few blocks of the node's tip.
    expect(heights).toEqual([ ...heights ].sort((a, b) => b - a));
    expect(new Set(heights).size).toBe(heights.length);
    expect(heights[0]).toBeGreaterThanOrEqual(before - 2);
    // Each row is the node's block of that height.
    const top = await nodeBlock(heights[0]);
    await expect(page.getByTestId('blocks-table').locator(`[data-height="${ heights[0] }"]`).getByTestId('block-entity').locator('[title]'))
      .toHaveAttribute('title', top.hash);

    // A mark on the window survives anything but a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const target = heights[0] + 2;
    await expect.poll(nodeHeight, { timeout: 30_000 }).toBeGreaterThanOrEqual(target);
    await expect(rows.and(page.locator(`[data-height="${ target }"]`))).toBeVisible({ timeout: 30_000 });
    await expect(rows).toHaveCount(50);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('the next page continues right below the first', async({ page }) => {
    await page.goto('/blocks');
    const rows = page.getByTestId('blocks-list-block').getByTestId('blocks-table').getByTestId('block-row');
    await expect(rows).toHaveCount(50);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('pagination-page')).toHaveText('2');
    const cursor = JSON.parse(new URL(page.url()).searchParams.get('next_page_params') ?? '{}') as { block_number: number };
    await expect(rows.first()).toHaveAttribute('data-height', String(cursor.block_number - 1), { timeout: 30_000 });
  });

  test('forked and uncle tabs list their blocks or say there are none', async({ page }) => {
    await page.goto('/blocks');
    await page.getByRole('tab', { name: 'Forked' }).click();
    await expect(page).toHaveURL(/tab=reorgs/);
    const forked = page.getByTestId('blocks-list-reorg');
    await expect(forked.getByTestId('list-empty').or(forked.getByTestId('blocks-table'))).toBeVisible({ timeout: 30_000 });
    const reorgs = await api<{ items: Array<Block> }>('/api/v2/blocks?type=reorg');
    if (reorgs.items.length === 0) await expect(forked.getByTestId('list-empty')).toHaveText('There are no forked blocks.');
    await page.getByRole('tab', { name: 'Uncles' }).click();
    await expect(page.getByTestId('blocks-list-uncle').getByTestId('list-empty')).toHaveText('There are no uncle blocks.', { timeout: 30_000 });
  });
});

test.describe('block pages in every view', () => {
  for (const [ device, viewport ] of Object.entries(VIEWPORTS)) {
    for (const mode of COLOR_MODES) {
      test(`${ device } ${ mode }`, async({ page }) => {
        test.setTimeout(240_000);
        const busyBlock = await findBusyBlock();
        await page.setViewportSize(viewport);
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);

        await page.goto('/blocks');
        await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /light/);
        const list = page.getByTestId('blocks-list-block').getByTestId(device === 'mobile' ? 'block-card' : 'block-row');
        // `next dev` keeps the body hidden until its styles load; a production build does not.
        await expect(list.first()).toBeVisible({ timeout: 30_000 });
        // The list is long: the first screenful is what the picture is for.
        await keepScreenshot(page, `blocks-${ device }-${ mode }`);

        await page.goto(`/block/${ busyBlock.height }`);
        await expect(page.getByTestId('block-details')).toBeVisible();
        // Nothing sticks out sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await keepScreenshot(page, `block-${ device }-${ mode }`, { fullPage: true });

        await page.goto(`/block/${ busyBlock.height }?tab=txs`);
        await expect(page.getByTestId('block-txs').getByTestId(device === 'mobile' ? 'tx-card' : 'tx-row').first()).toBeVisible({ timeout: 30_000 });
        await keepScreenshot(page, `block-txs-${ device }-${ mode }`);
      });
    }
  }
});

test.describe('withdrawals', () => {
  test('the list and its counters agree with the API, or say there are none', async({ page }) => {
    const counters = await api<{ withdrawals_count: string; withdrawals_sum: string }>('/api/v2/withdrawals/counters');
    await page.goto('/withdrawals');
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    const count = Number(counters.withdrawals_count);
    await expect(page.getByTestId('withdrawals-counters')).toContainText(`${ count.toLocaleString('en-US') } withdrawal${ count === 1 ? '' : 's' } processed`);
    const list = page.getByTestId('withdrawals-list');
    if (count === 0) {
      await expect(list.getByTestId('list-empty')).toHaveText(/^There are no withdrawals yet\./);
    } else {
      await expect(list.getByTestId('withdrawals-table').getByTestId('withdrawal-row').first()).toBeVisible();
    }
  });

  for (const [ device, viewport ] of Object.entries(VIEWPORTS)) {
    for (const mode of COLOR_MODES) {
      test(`${ device } ${ mode }`, async({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await page.goto('/withdrawals');
        await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /light/);
        await expect(page.getByTestId('withdrawals-counters')).toBeVisible();
        await keepScreenshot(page, `withdrawals-${ device }-${ mode }`);
      });
    }
  }
});
