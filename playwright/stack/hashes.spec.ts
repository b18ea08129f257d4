import { devices, type Page } from '@playwright/test';

import { expect, test, type ContextPool, keepScreenshot } from '../fixtures';
import { findChainEntities, sidewaysOverflow, type ChainEntities } from './chain';

/**
 * Hashes keep their tail (spec §5): on the details pages and in the search dropdown, at a
 * phone's width, at the 1000 px breakpoint and on a wide screen, every hash a visitor sees is
 * either whole or keeps its first characters and its last 4, cut in the middle, and never
 * sticks out of its box. Read from what is painted: which characters lie inside every box
 * that clips them.
 */

const WIDTHS = [
  { name: '390', context: { ...devices['Pixel 5'], viewport: { width: 390, height: 844 } } },
  { name: '1000', context: { ...devices['Desktop Chrome'], viewport: { width: 1000, height: 900 } } },
  { name: '1440', context: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
] as const;

interface ShownHash {
  text: string;
  /** The characters a visitor sees, in order. */
  visible: string;
  firstShown: boolean;
  lastShown: boolean;
  /** How far (px) the hash sticks out of the box it sits in. */
  overflow: number;
}

/** Every hash painted on the page: whole ones, and ones shortened in the text ("0x12…abcd"). */
function readShownHashes(): Array<ShownHash> {
  const HASH = /^(0x[0-9a-f]{40}|0x[0-9a-f]{64}|0x[0-9a-f]{2,}…[0-9a-f]{4})$/i;
  const HEAD = 6;
  const TAIL = 4;
  const textOf = (element: Element) => (element.textContent ?? '').trim();
  const isShown = (element: Element) => element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const clips = (element: Element) => [ 'hidden', 'clip' ].includes(getComputedStyle(element).overflowX);
  const isBlockBox = (element: Element) => !getComputedStyle(element).display.startsWith('inline') && getComputedStyle(element).display !== 'contents';

  const hashes = [ ...document.body.querySelectorAll('*') ].filter((element) => !(element instanceof HTMLScriptElement) &&
    HASH.test(textOf(element)) && ![ ...element.children ].some((child) => HASH.test(textOf(child))) && isShown(element));

  return hashes.map((element) => {
    const clipBoxes: Array<DOMRect> = [];
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (clips(parent)) clipBoxes.push(parent.getBoundingClientRect());
    }
    const characters: Array<{ char: string; shown: boolean }> = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index++) {
        if (!text[index].trim()) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        // Inside every box that clips it (its own text box included).
        const boxes = [ ...clipBoxes ];
        for (let parent = node.parentElement; parent && parent !== element.parentElement; parent = parent.parentElement) {
          if (clips(parent)) boxes.push(parent.getBoundingClientRect());
        }
        const shown = rect.width > 0 && boxes.every((box) => rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5);
        characters.push({ char: text[index], shown });
      }
    }
    let container = element.parentElement;
    while (container && !isBlockBox(container)) container = container.parentElement;
    const box = element.getBoundingClientRect();
    const containerBox = (container ?? document.documentElement).getBoundingClientRect();
    const overflow = Math.max(0, box.right - Math.min(containerBox.right, document.documentElement.clientWidth), containerBox.left - box.left);
    return {
      text: textOf(element),
      visible: characters.filter((item) => item.shown).map((item) => item.char).join(''),
      firstShown: characters.slice(0, HEAD).every((item) => item.shown),
      lastShown: characters.slice(-TAIL).every((item) => item.shown),
      overflow,
    };
  });
}

async function expectHashesKeepTheirTail(page: Page, where: string, minimum = 1) {
  const shown = await page.evaluate(readShownHashes);
  expect(shown.length, `hashes on ${ where }`).toBeGreaterThanOrEqual(minimum);
  for (const hash of shown) {
    const label = `${ where }: ${ hash.text } shows as "${ hash.visible }"`;
    expect(hash.firstShown && hash.lastShown, label).toBe(true);
    expect(hash.overflow, `${ label }, sticking out by`).toBeLessThanOrEqual(1);
  }
  expect(await sidewaysOverflow(page), `${ where } scrolls sideways`)
    .toBeLessThanOrEqual(0);
}

let chain: ChainEntities;
test.beforeAll(async() => {
  test.setTimeout(300_000);
  chain = await findChainEntities();
});

async function open(contexts: ContextPool, context: typeof WIDTHS[number]['context'], path: string, ready: string): Promise<Page> {
  const page = await (await contexts.open(context)).newPage();
  await page.goto(path);
  await expect(page.getByTestId(ready)).toBeVisible();
  // The page settles into the layout of its real width after hydration.
  await page.waitForTimeout(500);
  return page;
}

for (const { name, context } of WIDTHS) {
  test.describe(`hashes at ${ name } px`, () => {
    const pages = () => [
      { id: 'tx', path: `/tx/${ chain.tokenTransferTx.hash }`, ready: 'tx-details' },
      { id: 'address', path: `/address/${ chain.erc20.address_hash }`, ready: 'address-details' },
      { id: 'block', path: `/block/${ chain.busyBlock.height }`, ready: 'block-details' },
      { id: 'token', path: `/token/${ chain.erc20.address_hash }`, ready: 'token-details' },
      { id: 'nft', path: `/token/${ chain.nftInstance.token_address }/instance/${ chain.nftInstance.id }`, ready: 'instance-details' },
    ];

    test('details pages', async({ contexts }) => {
      for (const { id, path, ready } of pages()) {
        const page = await open(contexts, context, path, ready);
        await keepScreenshot(page, `hashes-${ id }-${ name }`, { fullPage: true });
        await expectHashesKeepTheirTail(page, `${ path } at ${ name } px`);
        await page.close();
      }
    });

    test('search dropdown', async({ contexts }) => {
      const page = await open(contexts, context, '/blocks', 'blocks-list-block');
      const input = page.locator('[data-testid="search-input"]:visible');
      for (const term of [ chain.tokenTransferTx.hash, chain.erc20.name ?? 'Quantum', chain.tokenTransferTx.from.hash ]) {
        await input.fill(term);
        const dropdown = page.getByTestId('search-dropdown');
        await expect(dropdown.getByTestId('search-result-item').first()).toBeVisible({ timeout: 15_000 });
        await keepScreenshot(page, `hashes-search-${ term.slice(0, 8) }-${ name }`);
        await expectHashesKeepTheirTail(page, `the search dropdown for "${ term }" at ${ name } px`);
      }
      await page.close();
    });
  });
}
