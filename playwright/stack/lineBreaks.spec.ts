import { devices, type Page } from '@playwright/test';

import { expect, test } from '../fixtures';
import { api, waitForValue } from './chain';

/**
 * What holds together on a line, at a phone's width, at the 1000 px breakpoint and on a wide
 * screen: the address hash at the top of the address page stays on one line; the "→" between
 * a sender and a recipient never stands alone on a line (it goes with the recipient, however
 * long a token's name); and on the home page the latest blocks fill their column beside the
 * latest transactions instead of ending in empty space.
 */

const WIDTHS = [
  { name: '390', context: { ...devices['Pixel 5'], viewport: { width: 390, height: 844 } } },
  { name: '1000', context: { ...devices['Desktop Chrome'], viewport: { width: 1000, height: 900 } } },
  { name: '1440', context: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
] as const;

/** Arrows (→) whose middle is not level with the middle of what follows them. */
function strandedArrows(): Array<string> {
  const arrows = [ ...document.querySelectorAll('span[aria-hidden], div[aria-hidden]') ]
    .filter((element) => element.textContent === '→' && element.getClientRects().length > 0);
  return arrows.flatMap((arrow) => {
    // The arrow's own box (it may sit in a wrapper with a hidden "to" for screen readers).
    const box = arrow.parentElement && arrow.parentElement.textContent?.startsWith('→') && arrow.parentElement.children.length <= 2 ?
      arrow.parentElement : arrow;
    const next = box.nextElementSibling;
    if (!next || next.getClientRects().length === 0) return [];
    const a = box.getBoundingClientRect();
    const b = next.getBoundingClientRect();
    const level = Math.abs((a.top + a.bottom) / 2 - (b.top + b.bottom) / 2) < Math.max(a.height, 12) / 2;
    return level ? [] : [ `→ then "${ (next.textContent ?? '').slice(0, 40) }"` ];
  });
}

async function expectNoStrandedArrow(page: Page, where: string) {
  expect(await page.evaluate(strandedArrows), where).toEqual([]);
}

test.describe('lines that hold together', () => {
  for (const width of WIDTHS) {
    test(`at ${ width.name } px: one-line address hash, arrows beside their recipient`, async({ contexts }) => {
      const context = await contexts.open(width.context);
      const page = await context.newPage();
      try {
        // A transfer of a token with a long name, so a line has to wrap somewhere.
        const transfer = await waitForValue(async() => (await api<{ items: Array<{ transaction_hash: string; token: { name: string | null } }> }>(
          '/api/v2/token-transfers')).items.find((item) => (item.token.name ?? '').length >= 12), 120_000, 'a transfer of a long-named token');
        const sender = await api<{ from: { hash: string } }>(`/api/v2/transactions/${ transfer.transaction_hash }`);

        await page.goto(`/address/${ sender.from.hash }`);
        const hash = page.getByTestId('address-hash');
        await expect(hash).toHaveText(sender.from.hash);
        const lineHeight = await hash.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 24);
        expect((await hash.boundingBox())?.height ?? 0).toBeLessThanOrEqual(lineHeight * 1.5);
        await page.waitForLoadState('networkidle');
        await expectNoStrandedArrow(page, 'address transactions');

        for (const path of [ '/', '/txs', `/tx/${ transfer.transaction_hash }`, `/address/${ sender.from.hash }?tab=token_transfers` ]) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await expectNoStrandedArrow(page, path);
        }
      } finally {
        await page.close();
      }
    });
  }

  test('on a wide screen the latest blocks fill their column beside the latest transactions', async({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('latest-block')).toHaveCount(4, { timeout: 30_000 });
    const bottom = async(selector: string) => page.locator(selector).last().evaluate((element) => element.getBoundingClientRect().bottom);
    const blocksEnd = await bottom('[data-testid="latest-block"]');
    const txsEnd = await bottom('[data-testid="latest-tx"]');
    expect(Math.abs(blocksEnd - txsEnd)).toBeLessThanOrEqual(4);
    // Each card still shows what a block is: its transactions, reward, gas and validator.
    const card = page.getByTestId('latest-block').first();
    await expect(card).toContainText('Txn');
    await expect(card).toContainText('Validator');
    await expect(card.getByTestId('latest-block-gas').getByRole('meter')).toBeVisible();
  });
});
