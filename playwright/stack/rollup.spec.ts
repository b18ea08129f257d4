import type { Page } from '@playwright/test';

import type { OptimismDeposit, OptimismWithdrawal } from 'types/api/optimism';
import type { Paginated } from 'types/api/shared';

import { expect, test, keepScreenshot } from '../fixtures';
import { api, waitForValue } from './chain';
import { STACK_CHALLENGE_PERIOD_SECONDS, STACK_L1_EXPLORER_URL, STACK_ROLLUP_WEB_URL } from './env';

/**
 * The rollup pages on the stack's rollup demo (an L1 beside the devnet and a relay that plays
 * the OP protocol's events), through the second web app, configured at run time as an OP-stack
 * rollup's explorer: the rollup sidebar, the four pages with live rows that match the API and
 * link to L1, a deposit's transaction page saying it came from L1, and one withdrawal moving
 * through its statuses without anyone touching the page's code.
 */

const url = (path: string) => `${ STACK_ROLLUP_WEB_URL }${ path }`;
type Page_<T> = Paginated<T, Record<string, unknown>>;

const LIFECYCLE = [ 'Waiting for state root', 'Ready to prove', 'In challenge period', 'Ready for relay', 'Relayed' ];

/** Opens a list page once the API has a first item for it (these lists are not live: a page opened empty stays empty). */
async function openList(page: Page, path: string, apiPath: string, heading: string, rowTestId: string) {
  await waitForValue(async() => (await api<Page_<unknown>>(apiPath)).items[0], 120_000, `a first item of ${ apiPath }`);
  await page.goto(url(path));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByTestId(rowTestId).first()).toBeVisible();
  await expect(page.getByTestId('l2-count')).toContainText(/A total of [\d,]+ /);
}

test.describe('rollup', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the sidebar is the rollup\'s: deposits and withdrawals beside transactions, batches and output roots beside blocks', async({ page }) => {
    await page.goto(url('/'));
    await page.getByTestId('navigation-desktop').getByRole('button', { name: 'Blockchain' }).click();
    const popover = page.getByRole('dialog');
    for (const [ name, href ] of [ [ 'Deposits (L1 to L2)', '/l2-deposits' ], [ 'Withdrawals (L2 to L1)', '/l2-withdrawals' ],
      [ 'Txn batches', '/l2-txn-batches' ], [ 'Output roots', '/l2-output-roots' ] ]) {
      await expect(popover.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    // Beacon withdrawals belong to the L1 layout only.
    await expect(popover.getByRole('link', { name: 'Withdrawals', exact: true })).toHaveCount(0);
  });

  test('deposits: the newest match the API, link to L1 and to the L2 transaction, which says it came from L1', async({ page }) => {
    // A deposit is listed as soon as L1 has it; its L2 transaction follows when the relay has sent it and the
    // indexer has it. Take the newest deposit whose L2 transaction the API already serves.
    const deposit = await waitForValue(async() => {
      for (const item of (await api<Page_<OptimismDeposit>>('/api/v2/optimism/deposits')).items.slice(0, 5)) {
        if (await api(`/api/v2/transactions/${ item.l2_transaction_hash }`).then(() => true, () => false)) return item;
      }
    }, 90_000, 'a deposit whose L2 transaction is indexed');
    await openList(page, '/l2-deposits', '/api/v2/optimism/deposits', 'Deposits (L1 to L2)', 'l2-deposit-row');
    // Its row, found by its L1 transaction: newer deposits arrive on the page while it is read.
    const row = page.getByTestId('l2-deposit-row')
      .filter({ has: page.locator(`a[href="${ STACK_L1_EXPLORER_URL }/tx/${ deposit.l1_transaction_hash }"]`) });
    await expect(row).toHaveCount(1);
    await expect(row.locator(`a[href="${ STACK_L1_EXPLORER_URL }/block/${ deposit.l1_block_number }"]`)).toBeVisible();
    await expect(row.locator(`a[href="${ STACK_L1_EXPLORER_URL }/address/${ deposit.l1_transaction_origin }"]`)).toBeVisible();
    await keepScreenshot(page, 'rollup-deposits');

    await row.locator(`a[href="/tx/${ deposit.l2_transaction_hash }"]`).click();
    await expect(page).toHaveURL(new RegExp(`/tx/${ deposit.l2_transaction_hash }$`));
    const fromL1 = page.getByTestId('details-l1-deposit');
    await expect(fromL1).toBeVisible();
    await expect(fromL1.locator(`a[href="${ STACK_L1_EXPLORER_URL }/tx/${ deposit.l1_transaction_hash }"]`)).toBeVisible();
  });

  test('output roots and txn batches list what the API has, newest first, linked to their L2 blocks', async({ page }) => {
    await openList(page, '/l2-output-roots', '/api/v2/optimism/output-roots', 'Output roots', 'l2-output-root-row');
    const roots = (await api<Page_<{ l2_block_number: number; output_root: string }>>('/api/v2/optimism/output-roots')).items;
    const firstRoot = page.getByTestId('l2-output-root-row').first();
    // The newest on the page is the API's newest or, if one came since, the one before it.
    const shownBlock = Number((await firstRoot.locator('a[href^="/block/"]').first().getAttribute('href'))?.split('/').pop());
    expect(roots.slice(0, 2).map((root) => root.l2_block_number)).toContain(shownBlock);

    await openList(page, '/l2-txn-batches', '/api/v2/optimism/batches', 'Txn batches', 'l2-txn-batch-row');
    const blocks = await page.getByTestId('l2-txn-batch-row').locator('a[href^="/block/"]').evaluateAll((links) =>
      links.map((link) => Number(link.getAttribute('href')!.split('/').pop())).filter((number) => Number.isFinite(number)));
    const distinct = [ ...new Set(blocks) ];
    expect(distinct.length).toBeGreaterThan(1);
    expect(distinct).toEqual([ ...distinct ].sort((a, b) => b - a));
    await expect(page.getByTestId('l2-txn-batch-row').first().locator(`a[href^="${ STACK_L1_EXPLORER_URL }/tx/"]`).first()).toBeVisible();
  });

  test('a withdrawal moves through its statuses on the page, to "Relayed"', async({ page }) => {
    // A withdrawal not proven yet (the relay starts one every few steps), so its whole way to L1 is ahead.
    const pending = await waitForValue(async() => (await api<Page_<OptimismWithdrawal>>('/api/v2/optimism/withdrawals')).items
      .find((item) => LIFECYCLE.indexOf(item.status) < 2), 120_000, 'a withdrawal not proven yet');
    await page.goto(url('/l2-withdrawals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals (L2 to L1)' })).toBeVisible();
    const row = page.getByTestId('l2-withdrawal-row').filter({ has: page.locator(`a[href="/tx/${ pending.l2_transaction_hash }"]`) });
    const seen: string[] = [];
    let timeLeftChecked = false;
    await expect.poll(async() => {
      await page.reload();
      const status = (await row.getByTestId('withdrawal-status').textContent({ timeout: 30_000 }))?.trim() ?? '';
      const known = LIFECYCLE.find((text) => status.startsWith(text)) ?? status;
      if (seen.at(-1) !== known) seen.push(known);
      // The time left shows once the page is hydrated and until the period ends: checked while enough of it is left.
      const end = (await api<Page_<OptimismWithdrawal>>('/api/v2/optimism/withdrawals')).items
        .find((item) => item.l2_transaction_hash === pending.l2_transaction_hash)?.challenge_period_end;
      if (known === 'In challenge period' && end && new Date(end).getTime() - Date.now() > 10_000) {
        await expect(row.getByTestId('withdrawal-time-left')).toHaveText(/^\d+m left$/, { timeout: 5000 });
        timeLeftChecked = true;
      }
      return known;
    }, { timeout: (STACK_CHALLENGE_PERIOD_SECONDS + 120) * 1000, intervals: [ 3000 ] }).toBe('Relayed');
    // Never backwards, and the relayed row names its L1 transaction.
    const order = seen.map((status) => LIFECYCLE.indexOf(status));
    expect(order.every((index, position) => index >= 0 && (position === 0 || index > order[position - 1])), seen.join(' → ')).toBe(true);
    expect(seen.length, seen.join(' → ')).toBeGreaterThan(1);
    expect(timeLeftChecked, `the time left beside "In challenge period" (seen: ${ seen.join(' → ') })`).toBe(true);
    await expect(row.locator(`a[href^="${ STACK_L1_EXPLORER_URL }/tx/"]`)).toBeVisible();
    await keepScreenshot(page, 'rollup-withdrawals');
  });

  test('the home page has the latest deposits under its own tab', async({ page }) => {
    await page.goto(url('/'));
    await page.getByRole('tab', { name: 'Deposits' }).click();
    await expect(page.getByTestId('latest-deposit').first()).toBeVisible({ timeout: 30_000 });
    expect(await page.getByTestId('latest-deposit').count()).toBeLessThanOrEqual(6);
    await expect(page.getByRole('link', { name: 'View all deposits' })).toHaveAttribute('href', '/l2-deposits');
  });
});
