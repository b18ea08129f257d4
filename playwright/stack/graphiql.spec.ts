import { type Page } from '@playwright/test';

import { expect as baseExpect, test } from '../fixtures';
import { api, COLOR_MODES } from './chain';

// Pages compile on first visit under `next dev` and the machine may be busy: be patient.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * /graphiql against the live stack: GraphiQL opens with a transaction query (the newest
 * transaction, as the stack names none), runs it against this instance's /api/v1/graphql and
 * shows the transaction's hash and the REST API's block number; it follows the site's colour
 * mode; its code is loaded by this page only.
 */

/** Script URLs a page loaded whose code carries GraphiQL. */
function watchGraphiqlScripts(page: Page): Set<string> {
  const found = new Set<string>();
  page.on('response', async(response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('graphiql-execute-button')) found.add(response.url());
  });
  return found;
}

test.describe('/graphiql', () => {
  test('the default query runs and shows the transaction the API knows', async({ page }) => {
    const scripts = watchGraphiqlScripts(page);
    await page.goto('/graphiql');
    await expect(page.getByTestId('page-title')).toHaveText('GraphQL playground');
    const editor = page.locator('.graphiql-query-editor');
    await expect(editor).toContainText('transaction(');
    const hash = /0x[0-9a-f]{64}/.exec(await editor.innerText())?.[0];
    expect(hash).toBeDefined();

    await page.getByRole('button', { name: 'Execute query (Ctrl-Enter)' }).click();
    const response = page.locator('.graphiql-response');
    await expect(response).toContainText(`"hash": "${ hash }"`);
    const transaction = await api<{ block_number: number; value: string }>(`/api/v2/transactions/${ hash }`);
    await expect(response).toContainText(`"blockNumber": ${ transaction.block_number }`);
    await expect(response).toContainText(`"value": "${ transaction.value }"`);
    expect(scripts.size).toBeGreaterThan(0);
  });

  test('on a phone the query editor and the response each take the width of the screen, the response under it and tall enough to read', async({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/graphiql');
    const editor = page.locator('.graphiql-query-editor');
    await expect(editor).toContainText('transaction(');
    await page.locator('.graphiql-execute-button').click();
    const response = page.locator('.graphiql-response');
    await response.scrollIntoViewIfNeeded();
    await expect(response).toContainText('"hash"');
    const editorBox = await editor.boundingBox();
    const responseBox = await response.boundingBox();
    // Beside GraphiQL's column of tool buttons the panes were 266 px wide and the response 255 px tall.
    expect(editorBox?.width ?? 0).toBeGreaterThan(300);
    expect(responseBox?.width ?? 0).toBeGreaterThan(300);
    expect(responseBox?.height ?? 0).toBeGreaterThanOrEqual(280);
    expect(responseBox?.y ?? 0).toBeGreaterThan((editorBox?.y ?? 0) + 50);
  });

  test('GraphiQL\'s code is not loaded by other pages', async({ page }) => {
    const scripts = watchGraphiqlScripts(page);
    for (const path of [ '/', '/txs', '/blocks', '/api-docs' ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect([ ...scripts ]).toEqual([]);
  });

  for (const mode of COLOR_MODES) {
    test(`follows the site's ${ mode } mode`, async({ page }) => {
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto('/graphiql');
      await expect(page.locator('.graphiql-container')).toBeVisible();
      await expect(page.locator('body')).toHaveClass(new RegExp(`graphiql-${ mode }`));
    });
  }
});
