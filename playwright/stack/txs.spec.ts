import { type Locator, type Page } from '@playwright/test';

import { expect as baseExpect, test, keepScreenshot } from '../fixtures';
import { COLOR_MODES, rpc, VIEWPORTS } from './chain';

// Pages compile on first visit under `next dev` and the machine may be busy: be patient.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * /txs against the live devnet: validated rows are what the node reports, keyset pages do not
 * repeat, the pending tab renders, hashes link to their pages, the live "N new" notice
 * works, and the layout holds on a phone and in dark mode.
 */

interface RpcTx { hash: string; from: string; to: string | null; blockNumber: string | null; value: string }
interface RpcReceipt { status: string; contractAddress: string | null }

const PAGE_SIZE = 50;

/** Wei (hex or decimal) as whole QNM, every digit, trailing zeros trimmed: what the exact value says. */
function weiToQnm(wei: string): string {
  const amount = BigInt(wei);
  const unit = BigInt(10) ** BigInt(18);
  const fraction = (amount % unit).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${ amount / unit }.${ fraction }` : String(amount / unit);
}

const addressOf = (scope: Locator) => scope.locator('span[title^="0x"]').first().getAttribute('title');
const rowHashes = (page: Page) => page.getByTestId('tx-row').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-tx-hash')));

test.describe('transactions page', () => {
  test('validated rows show what the node reports', async({ page }) => {
    await page.goto('/txs');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Validated' })).toHaveAttribute('aria-selected', 'true');
    const rows = page.getByTestId('tx-row');
    await expect(rows).toHaveCount(PAGE_SIZE);
    for (let index = 0; index < 8; index++) {
      const row = rows.nth(index);
      const hash = await row.getAttribute('data-tx-hash');
      const tx = await rpc<RpcTx>('eth_getTransactionByHash', [ hash ]);
      const receipt = await rpc<RpcReceipt>('eth_getTransactionReceipt', [ hash ]);
      expect((await addressOf(row.getByTestId('tx-from')))?.toLowerCase()).toBe(tx.from.toLowerCase());
      const to = tx.to ?? receipt.contractAddress;
      expect((await addressOf(row.getByTestId('tx-to')))?.toLowerCase()).toBe(to?.toLowerCase());
      if (!tx.to) await expect(row.getByTestId('tx-to')).toHaveAttribute('data-created-contract', 'true');
      const valueTitle = await row.getByTestId('tx-value').locator('[title]').getAttribute('title');
      expect(valueTitle?.replace(/,/g, '')).toBe(weiToQnm(tx.value));
      await expect(row.getByTestId('tx-block')).toHaveText(String(Number(tx.blockNumber)));
      await expect(row.getByTestId('tx-status')).toHaveAttribute('data-status', receipt.status === '0x1' ? 'success' : 'failed');
    }
    // Newest first: block numbers never go up down the page.
    const blocks = (await page.getByTestId('tx-row').getByTestId('tx-block').allTextContents()).map(Number);
    expect(blocks).toEqual([ ...blocks ].sort((a, b) => b - a));
  });

  test('next and previous pages keep 50 rows without repeats', async({ page }) => {
    await page.goto('/txs');
    await expect(page.getByTestId('tx-row')).toHaveCount(PAGE_SIZE);
    const first = await rowHashes(page);
    expect(new Set(first).size).toBe(PAGE_SIZE);
    const blocksOf = async() => (await page.getByTestId('tx-row').getByTestId('tx-block').allTextContents()).map(Number);
    const firstBlocks = await blocksOf();

    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByTestId('pagination-page')).toHaveText('2');
    await expect.poll(async() => {
      const hashes = await rowHashes(page);
      return hashes.length === PAGE_SIZE && !hashes.includes(first[0]);
    }).toBe(true);
    const second = await rowHashes(page);
    expect(second).toHaveLength(PAGE_SIZE);
    expect(new Set(second).size).toBe(PAGE_SIZE);
    expect(second.filter((hash) => first.includes(hash))).toEqual([]);
    // The second page starts where the first ended.
    expect((await blocksOf())[0]).toBeLessThanOrEqual(firstBlocks[firstBlocks.length - 1]);

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(page.getByTestId('pagination-page')).toHaveText('1');
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect.poll(async() => {
      const hashes = await rowHashes(page);
      return hashes.length === PAGE_SIZE && hashes.every((hash) => !second.includes(hash));
    }).toBe(true);
    const back = await rowHashes(page);
    expect(back).toHaveLength(PAGE_SIZE);
    expect(new Set(back).size).toBe(PAGE_SIZE);
  });

  test('a page reloaded on page 2 shows the same rows', async({ page }) => {
    await page.goto('/txs');
    await expect.poll(async() => (await rowHashes(page)).length).toBe(PAGE_SIZE);
    const first = await rowHashes(page);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    // Page 1 stays on screen (dimmed) until page 2 has loaded.
    await expect.poll(async() => {
      const hashes = await rowHashes(page);
      return hashes.length === PAGE_SIZE && !hashes.some((hash) => first.includes(hash));
    }).toBe(true);
    const second = await rowHashes(page);
    await page.reload();
    await expect(page.getByTestId('pagination-page')).toHaveText('2');
    await expect.poll(() => rowHashes(page)).toEqual(second);
  });

  test('the pending tab renders its list or says it is empty', async({ page }) => {
    await page.goto('/txs');
    await page.getByRole('tab', { name: 'Pending' }).click();
    await expect(page).toHaveURL(/[?&]tab=pending/);
    const list = page.getByTestId('txs-pending');
    await expect(list.getByTestId('list-empty').or(list.getByTestId('tx-row').first())).toBeVisible();
    if (await list.getByTestId('list-empty').isVisible()) {
      await expect(list.getByTestId('list-empty')).toHaveText('There are no pending transactions.');
    } else {
      await expect(list.getByTestId('tx-row').first().getByTestId('tx-status')).toHaveAttribute('data-status', 'pending');
    }
    // No watch list for visitors who are not signed in.
    await expect(page.getByRole('tab', { name: 'Watch list' })).toHaveCount(0);
  });

  test('the type filter keeps only that type, in the URL', async({ page }) => {
    await page.goto('/txs');
    await expect(page.getByTestId('tx-row').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Transaction type' }).selectOption('coin_transfer');
    await expect(page).toHaveURL(/[?&]type=coin_transfer/);
    await expect.poll(async() => {
      const rows = await page.getByTestId('tx-row').evaluateAll((items) => items.map((item) =>
        Array.from(item.querySelectorAll('[data-testid="tx-type"]')).map((tag) => tag.textContent)));
      return rows.length > 0 && rows.every((types) => types.includes('Coin transfer'));
    }, { timeout: 15_000 }).toBe(true);
  });

  test('a transaction hash links to its page', async({ page }) => {
    await page.goto('/txs');
    const row = page.getByTestId('tx-row').first();
    const hash = await row.getAttribute('data-tx-hash');
    const link = row.getByTestId('tx-entity').getByRole('link');
    await expect(link).toHaveAttribute('href', `/tx/${ hash }`);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/tx/${ hash }$`), { timeout: 60_000 });
  });

  test('new transactions are announced on page 1 and load on click', async({ page }) => {
    await page.goto('/txs');
    await expect(page.getByTestId('tx-row')).toHaveCount(PAGE_SIZE);
    const before = await rowHashes(page);
    const notice = page.getByTestId('new-txs-notice');
    await expect(notice).toBeVisible({ timeout: 45_000 });
    expect(await rowHashes(page)).toEqual(before);
    await notice.click();
    await expect(notice).toBeHidden();
    await expect.poll(async() => (await rowHashes(page))[0]).not.toBe(before[0]);
    await expect(page.getByTestId('tx-row')).toHaveCount(PAGE_SIZE);
  });

  for (const [ device, viewport ] of Object.entries(VIEWPORTS)) {
    for (const mode of COLOR_MODES) {
      test(`screenshot ${ device } ${ mode }`, async({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await page.goto('/txs');
        await expect(page.locator('html')).toHaveClass(new RegExp(mode));
        if (device === 'mobile') {
          await expect(page.getByTestId('tx-card').first()).toBeVisible();
          await expect(page.getByTestId('txs-table')).toBeHidden();
          await expect(page.getByTestId('tx-card').first().getByTestId('tx-from')).toBeVisible();
        } else {
          await expect(page.getByTestId('tx-row').first()).toBeVisible();
          await expect(page.getByTestId('txs-cards')).toBeHidden();
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await keepScreenshot(page, `txs-${ device }-${ mode }`, { fullPage: false });
      });
    }
  }
});
