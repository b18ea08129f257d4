import { type Locator } from '@playwright/test';

import { expect, test, keepScreenshot } from '../fixtures';
import { COLOR_MODES, rpc, VIEWPORTS } from './chain';

/**
 * Top accounts against the live devnet: the balances are the node's own (eth_getBalance at
 * one of the last blocks: balances move with every block), largest first, ranks run on
 * across pages, and the supply shares (when the API knows the supply) add up to at most 100%.
 */

const nodeHeight = async() => Number(await rpc<string>('eth_blockNumber'));

/** Wei → whole coins as the page prints them exactly: grouped, trailing zeros trimmed. */
function coins(wei: bigint): string {
  const unit = BigInt(10) ** BigInt(18);
  const whole = (wei / unit).toLocaleString('en-US');
  const fraction = (wei % unit).toString().padStart(18, '0').replace(/0+$/, '');
  return fraction ? `${ whole }.${ fraction }` : whole;
}

/** The exact balance behind a rounded cell (kept in its title). */
async function exactBalance(row: Locator): Promise<string> {
  return (await row.getByTestId('account-balance').locator('[title]').getAttribute('title')) ?? '';
}

const toWei = (text: string) => {
  const [ whole, fraction = '' ] = text.replace(/,/g, '').split('.');
  return BigInt(whole + fraction.padEnd(18, '0'));
};

test.describe('top accounts', () => {
  test('balances are the node\'s, largest first, ranked 1 to 50', async({ page }) => {
    await page.goto('/accounts');
    await expect(page.getByRole('heading', { level: 1, name: 'Top accounts' })).toBeVisible();
    const rows = page.getByTestId('accounts-table').getByTestId('account-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    const count = await rows.count();
    expect(count).toBeGreaterThan(0);

    const ranks = await rows.getByTestId('account-rank').allTextContents();
    expect(ranks).toEqual(Array.from({ length: count }, (_, index) => String(index + 1)));

    const balances: Array<bigint> = [];
    for (let index = 0; index < count; index++) balances.push(toWei(await exactBalance(rows.nth(index))));
    for (let index = 1; index < balances.length; index++) {
      expect(balances[index - 1] >= balances[index], `row ${ index } ≥ row ${ index + 1 }`).toBe(true);
    }

    // The five largest: each equals what the node reports at one of the last blocks.
    const tip = await nodeHeight();
    for (let index = 0; index < Math.min(5, count); index++) {
      const row = rows.nth(index);
      const hash = await row.getAttribute('data-hash');
      const shown = await exactBalance(row);
      const history: Array<string> = [];
      for (let height = tip; height >= Math.max(0, tip - 15); height--) {
        history.push(coins(BigInt(await rpc<string>('eth_getBalance', [ hash, `0x${ height.toString(16) }` ]))));
      }
      expect(history, `balance of ${ hash }`).toContain(shown);
    }

    // Shares of the supply, when the API gives the supply, never exceed the whole (each is
    // rounded to 4 decimals, so their sum may pass 100 by half a unit of the last per row). The
    // supply is counted every two minutes while balances are live, and the stack's rollup demo
    // mints what its L1 deposits bring (on OP, deposits create L2 coins): at most a few coins in
    // two minutes, below 0.005 % of the devnet's 200,000.
    const shares = await page.getByTestId('accounts-table').getByTestId('account-share').allTextContents();
    const total = shares.reduce((sum, text) => sum + Number(text.replace(/[%,]/g, '')), 0);
    expect(total).toBeLessThanOrEqual(100 + shares.length * 0.00005 + 0.005);
  });

  test('one page holds up to 50 accounts and the next page carries on the ranking', async({ page }) => {
    await page.goto('/accounts');
    const rows = page.getByTestId('accounts-table').getByTestId('account-row');
    await expect(rows.first()).toBeVisible({ timeout: 30_000 });
    const next = page.getByRole('button', { name: 'Next page' });
    if (!(await next.isVisible()) || await next.isDisabled()) {
      // A young devnet may have 50 accounts or fewer: then they all fit on the one page, ranked from 1.
      expect(await rows.count()).toBeLessThanOrEqual(50);
      await expect(rows.last().getByTestId('account-rank')).toHaveText(String(await rows.count()));
      return;
    }
    const lastOnFirst = toWei(await exactBalance(rows.last()));
    await next.click();
    await expect(page.getByTestId('pagination-page')).toHaveText('2');
    await expect(rows.first().getByTestId('account-rank')).toHaveText('51', { timeout: 30_000 });
    expect(toWei(await exactBalance(rows.first())) <= lastOnFirst).toBe(true);
  });

  for (const [ device, viewport ] of Object.entries(VIEWPORTS)) {
    for (const mode of COLOR_MODES) {
      test(`${ device } ${ mode }`, async({ page }) => {
        await page.setViewportSize(viewport);
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await page.goto('/accounts');
        await expect(page.locator('html')).toHaveClass(mode === 'dark' ? /dark/ : /light/);
        await expect(page.getByTestId(device === 'mobile' ? 'account-card' : 'account-row').first()).toBeVisible({ timeout: 30_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await keepScreenshot(page, `accounts-${ device }-${ mode }`);
      });
    }
  }
});
