import { devices, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';

import type { Transaction } from 'types/api/transaction';

import { expect, test, type ContextPool } from '../fixtures';
import { api, rpc } from './chain';

/**
 * Live lists keep the reader's place: on a phone, scrolled down /blocks or an address's
 * transactions, new rows must not push what the reader looks at (Chromium's layout-shift
 * entries, summed as CLS, stay under 0.05); they wait behind the "N new …" notice instead,
 * and come in at the top once the reader asks or scrolls back up.
 */

const PHONE = { ...devices['Pixel 5'], viewport: { width: 390, height: 844 } };
/** Google's "good" CLS is 0.1; a list that only grows above the reader should stay far below it. */
const MAX_CLS = 0.05;
const NEW_BLOCKS = 3;
/** On a stack just started, catch-up may still be writing the blocks under the head: page 1 fills as they come. */
const FULL_PAGE_TIMEOUT_MS = 60_000;

declare global {
  interface Window { __layoutShift: number; __shiftedNodes: string[]; __shiftObserver: PerformanceObserver }
}

/** A page whose layout shifts, outside the reader's own taps and keys, add up in `window.__layoutShift`. */
async function shiftTrackedPage(contexts: ContextPool, options: BrowserContextOptions = PHONE): Promise<Page> {
  const context = await contexts.open(options);
  const page = await context.newPage();
  // Shifts right after a tap or key press are the reader's own doing and do not count (as in CLS).
  await page.addInitScript(() => {
    window.__layoutShift = 0;
    window.__shiftedNodes = [];
    type Rect = { y: number; height: number };
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean;
      sources?: Array<{ node?: Node | null; previousRect: Rect; currentRect: Rect }>; };
    window.__shiftObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<Shift>) {
        if (entry.hadRecentInput) continue;
        window.__layoutShift += entry.value;
        // What moved, so a failure names it.
        for (const { node, previousRect, currentRect } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          const what = element ? `${ element.tagName }[${ element.getAttribute('data-testid') ?? '' }] "${ (element.textContent ?? '').slice(0, 30) }"` : '(removed)';
          window.__shiftedNodes.push(`${ entry.value.toFixed(3) } ${ what } y ${ Math.round(previousRect.y) }→${ Math.round(currentRect.y) }, ` +
            `h ${ Math.round(previousRect.height) }→${ Math.round(currentRect.height) }`);
        }
      }
    });
    window.__shiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
  return page;
}

const phonePage = (contexts: ContextPool) => shiftTrackedPage(contexts, PHONE);

const nodeHeight = async() => Number(await rpc<string>('eth_blockNumber'));
/** The address with the most transactions among the newest ones: it gets new ones every few blocks. */
async function busyAddress(): Promise<string> {
  const { items } = await api<{ items: Array<Transaction> }>('/api/v2/transactions?filter=validated');
  const counts = new Map<string, number>();
  for (const tx of items) {
    for (const hash of [ tx.from.hash, tx.to?.hash ]) if (hash) counts.set(hash, (counts.get(hash) ?? 0) + 1);
  }
  return [ ...counts.entries() ].sort((a, b) => b[1] - a[1])[0][0];
}

/** The height a block card shows. */
const cardHeight = async(card: Locator) => Number(await card.getByTestId('block-entity').first().textContent());

/**
 * Waits until the list holds new rows back for the reader who has just scrolled. Rows that came
 * a moment before the scroll went in at the top of the page (nothing moved for anyone then),
 * and their render can land just after the scroll: the reader's place is read once that is over.
 */
async function waitUntilRowsWait(page: Page) {
  await expect(page.getByTestId('new-items-notice')).toBeVisible({ timeout: 30_000 });
}

/** Layout shift summed from now until `blocks` more blocks were mined and had time to arrive, and what moved. */
async function shiftWhileBlocksArrive(page: Page, blocks: number): Promise<{ cls: number; moved: string }> {
  // Shifts reported late belong to before now: the observer's pending entries are dropped with the sum.
  await page.evaluate(() => { window.__shiftObserver.takeRecords(); window.__layoutShift = 0; window.__shiftedNodes = []; });
  const start = await nodeHeight();
  await expect.poll(nodeHeight, { timeout: 30_000 }).toBeGreaterThanOrEqual(start + blocks);
  // The indexer and the socket follow the node within a block time.
  await page.waitForTimeout(3_000);
  const cls = await page.evaluate(() => window.__layoutShift);
  const moved = (await page.evaluate(() => window.__shiftedNodes)).slice(0, 20).join('\n');
  test.info().annotations.push({ type: 'CLS', description: cls.toFixed(4) });
  return { cls, moved };
}

test.describe('live lists on a phone, scrolled down', () => {
  test('/blocks: new blocks wait behind the notice, no layout shift', async({ contexts }) => {
    const page = await phonePage(contexts);
    await page.goto('/blocks');
    const cards = page.getByTestId('blocks-list-block').getByTestId('block-card');
    await expect(cards).toHaveCount(50, { timeout: FULL_PAGE_TIMEOUT_MS });
    // Let hydration and the first live block settle before reading.
    await page.waitForTimeout(2_000);
    // Scrolled down a little: the reader is on the first cards, the top of the list still on screen.
    await page.evaluate(() => window.scrollTo(0, 200));
    await waitUntilRowsWait(page);
    const readHeight = await cardHeight(cards.first());
    const readTop = await cards.first().evaluate((card) => card.getBoundingClientRect().top);

    const { cls, moved } = await shiftWhileBlocksArrive(page, NEW_BLOCKS);
    expect(cls, `layout shift while ${ NEW_BLOCKS } blocks arrived; moved:\n${ moved }`).toBeLessThan(MAX_CLS);
    // The card the reader was on is still the first, where it was.
    expect(await cardHeight(cards.first())).toBe(readHeight);
    expect(Math.abs(await cards.first().evaluate((card) => card.getBoundingClientRect().top) - readTop)).toBeLessThan(2);

    const notice = page.getByTestId('new-items-notice');
    await expect(notice).toHaveText(/^\d+ new blocks? (has|have) come in · Show$/);
    await expect(notice).toBeInViewport();
    const waiting = Number(await notice.getAttribute('data-count'));
    await notice.click();
    // The waiting blocks come in and the count starts again (blocks keep coming every second,
    // so the notice may be back at once with the newest ones).
    await expect.poll(async() => (await notice.isVisible() ? Number(await notice.getAttribute('data-count')) : 0)).toBeLessThan(waiting);
    await expect.poll(() => cardHeight(cards.first())).toBeGreaterThan(readHeight);
    await expect(cards).toHaveCount(50);
    await page.close();
  });

  test('/blocks: deep in the list, the notice stays in view and scrolling back up brings the blocks in', async({ contexts }) => {
    const page = await phonePage(contexts);
    await page.goto('/blocks');
    const cards = page.getByTestId('blocks-list-block').getByTestId('block-card');
    await expect(cards).toHaveCount(50, { timeout: FULL_PAGE_TIMEOUT_MS });
    await page.waitForTimeout(2_000);
    await cards.nth(10).evaluate((card) => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY));
    await waitUntilRowsWait(page);
    // The reader's card is the one at the top of the screen: the 10th, or a later one if blocks went
    // in at the top a moment before the scroll (the browser kept the card in place).
    const readIndex = await cards.evaluateAll((all) => all.findIndex((card) => Math.abs(card.getBoundingClientRect().top) < 2));
    expect(readIndex).toBeGreaterThanOrEqual(10);
    const reader = cards.nth(readIndex);
    const topBefore = await cardHeight(cards.first());
    const readHeight = await cardHeight(reader);

    const { cls, moved } = await shiftWhileBlocksArrive(page, NEW_BLOCKS);
    expect(cls, `layout shift while ${ NEW_BLOCKS } blocks arrived; moved:\n${ moved }`).toBeLessThan(MAX_CLS);
    expect(await cardHeight(reader)).toBe(readHeight);
    expect(Math.abs(await reader.evaluate((card) => card.getBoundingClientRect().top))).toBeLessThan(2);
    await expect(page.getByTestId('new-items-notice')).toBeInViewport();
    expect(await cardHeight(cards.first())).toBe(topBefore);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => cardHeight(cards.first())).toBeGreaterThan(topBefore);
    await expect(page.getByTestId('new-items-notice')).toBeHidden();
    await page.close();
  });

  test('/blocks: at the top of the page new blocks come straight in', async({ contexts }) => {
    const page = await phonePage(contexts);
    await page.goto('/blocks');
    const cards = page.getByTestId('blocks-list-block').getByTestId('block-card');
    await expect(cards).toHaveCount(50, { timeout: FULL_PAGE_TIMEOUT_MS });
    const topBefore = await cardHeight(cards.first());
    await expect.poll(() => cardHeight(cards.first()), { timeout: 20_000 }).toBeGreaterThan(topBefore);
    await expect(page.getByTestId('new-items-notice')).toBeHidden();
    await page.close();
  });

  test('/address: new transactions wait behind the notice, no layout shift', async({ contexts }) => {
    const hash = await busyAddress();
    const page = await phonePage(contexts);
    await page.goto(`/address/${ hash }`);
    const cards = page.getByTestId('address-txs').getByTestId('tx-card');
    await expect(cards.first()).toBeVisible();
    // The reader starts once the page has loaded (the counters of a busy address can take a while on a loaded machine).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    // The reader is on the first transactions of the list.
    await cards.first().evaluate((card) => window.scrollTo(0, card.getBoundingClientRect().top + window.scrollY - 150));
    await waitUntilRowsWait(page);
    const firstHash = () => cards.first().locator('[data-tx-hash]').getAttribute('data-tx-hash');
    const readHash = await firstHash();

    const { cls, moved } = await shiftWhileBlocksArrive(page, NEW_BLOCKS * 2);
    expect(cls, `layout shift while new transactions arrived; moved:\n${ moved }`).toBeLessThan(MAX_CLS);
    expect(await firstHash()).toBe(readHash);

    const notice = page.getByTestId('new-items-notice');
    await expect(notice).toHaveText(/^\d+ new transactions? (has|have) come in · Show$/);
    const waiting = Number(await notice.getAttribute('data-count'));
    await notice.click();
    // They come in and the count starts again (the busiest address gets new ones all the time).
    await expect.poll(async() => (await notice.isVisible() ? Number(await notice.getAttribute('data-count')) : 0)).toBeLessThan(waiting);
    await expect.poll(firstHash).not.toBe(readHash);
    await page.close();
  });
});

test.describe('pages whose parts arrive late', () => {
  const DESKTOP = { viewport: { width: 1440, height: 900 } };
  const shiftSoFar = async(page: Page) => {
    const cls = await page.evaluate(() => window.__layoutShift);
    const moved = (await page.evaluate(() => window.__shiftedNodes)).slice(0, 20).join('\n');
    return { cls, moved };
  };

  test('/api-docs: Swagger UI arrives without moving what is in view, on a phone and on a desktop', async({ contexts }) => {
    for (const options of [ PHONE, DESKTOP ]) {
      const page = await shiftTrackedPage(contexts, options);
      await page.goto('/api-docs');
      await expect(page.locator('.swagger-ui .opblock').first()).toBeVisible({ timeout: 60_000 });
      await page.waitForTimeout(1_000);
      const { cls, moved } = await shiftSoFar(page);
      test.info().annotations.push({ type: 'CLS /api-docs', description: `${ options.viewport?.width }px: ${ cls.toFixed(4) }` });
      // Google's "good" is 0.1; the audit measured 0.20 on a desktop and 0.37 on a phone.
      expect(cls, moved).toBeLessThan(0.1);
      await page.close();
    }
  });

  test('/stats: the counters and charts arrive without moving what is in view, on a phone and on a desktop', async({ contexts }) => {
    for (const options of [ PHONE, DESKTOP ]) {
      const page = await shiftTrackedPage(contexts, options);
      await page.goto('/stats');
      await expect(page.getByTestId('stats-counter-value').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('stats-counter-skeleton')).toHaveCount(0);
      await page.waitForTimeout(1_000);
      const { cls, moved } = await shiftSoFar(page);
      test.info().annotations.push({ type: 'CLS /stats', description: `${ options.viewport?.width }px: ${ cls.toFixed(4) }` });
      // The audit measured 0.146 on a phone: eight placeholder tiles for sixteen counters.
      expect(cls, moved).toBeLessThan(0.05);
      await page.close();
    }
  });
});
