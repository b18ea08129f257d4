import { type Page } from '@playwright/test';

import { expect as baseExpect, test, keepScreenshot } from '../fixtures';
import { api, COLOR_MODES, rpc, VIEWPORTS } from './chain';
import { STACK_API_URL } from './env';
import { watchHydration } from './hydration';

// Pages compile on first visit under `next dev` and the machine may be busy: be patient.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * /api-docs against the live stack: Swagger UI renders the API's own OpenAPI document and its
 * "Try it out" reaches this instance's API; the RPC API and Eth RPC API examples run; Swagger UI
 * is loaded by this page only; the page keeps a strict CSP (no violation reported).
 */

/** Script URLs a page loaded whose code carries Swagger UI. */
function watchSwaggerScripts(page: Page): Set<string> {
  const found = new Set<string>();
  page.on('response', async(response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('swagger-ui') && body.includes('tryItOutEnabled')) found.add(response.url());
  });
  return found;
}

function watchCspViolations(page: Page): Array<string> {
  const violations: Array<string> = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('/api-docs', () => {
  test('REST API: Swagger UI lists our operations and "Try it out" on /api/v2/stats gets a 200 from this API', async({ page }) => {
    const violations = watchCspViolations(page);
    const document = await api<{ paths: Record<string, object> }>('/api/v2/openapi.json');
    expect(Object.keys(document.paths)).toContain('/api/v2/stats');

    await page.goto('/api-docs');
    await expect(page.getByTestId('page-title')).toHaveText('API documentation');
    const swagger = page.getByTestId('swagger-ui');
    await expect(swagger.locator('.opblock').first()).toBeVisible({ timeout: 60_000 });
    // Swagger UI renders only the operations in view (a virtual list): its filter finds a sample
    // of our document's paths, one in ten, each as an operation of its own.
    const filter = swagger.getByPlaceholder('Filter by tag or path');
    const sample = Object.keys(document.paths).filter((_, index) => index % 10 === 0);
    for (const path of sample) {
      await filter.fill(path);
      await expect(swagger.locator(`[data-path="${ path }"]`).first()).toBeVisible();
    }
    await filter.fill('/api/v2/stats');

    const stats = swagger.locator('.opblock-get', { has: page.locator('[data-path="/api/v2/stats"]') });
    await stats.locator('.opblock-summary-control').click();
    await stats.getByRole('button', { name: 'Execute' }).click();
    await expect(stats.locator('.live-responses-table tr.response .response-col_status')).toHaveText('200');
    await expect(stats.locator('.request-url')).toContainText(`${ new URL(STACK_API_URL).port }/api/v2/stats`);
    await expect(stats.locator('.live-responses-table tr.response .response-col_description')).toContainText('total_blocks');
    expect(violations).toEqual([]);
  });

  test('RPC API: an account balance example runs against this instance and answers status "1" with the node\'s balance', async({ page }) => {
    const hydrationFailures = watchHydration(page);
    await page.goto('/api-docs?tab=rpc_api');
    const card = page.getByTestId('rpc-account-balance');
    const url = await card.getByTestId('rpc-account-balance-url').textContent();
    expect(url).toMatch(/\/api\?module=account&action=balance&address=0x[0-9a-fA-F]{40}$/);
    // Prefilled with a real address once the latest transactions are in.
    await expect(card.getByTestId('rpc-account-balance-url')).not.toContainText('0x0000000000000000000000000000000000000000');
    const address = new URL((await card.getByTestId('rpc-account-balance-url').textContent())!).searchParams.get('address')!;

    await card.getByTestId('rpc-account-balance-example-run').click();
    const result = card.getByTestId('rpc-account-balance-example-result');
    await expect(result).toContainText('"status": "1"');
    const answer = JSON.parse((await result.textContent())!) as { result: string };
    // The balance moves with traffic and the index trails the node by a block or two: it is the node's at one of the last blocks.
    const head = Number(await rpc<string>('eth_blockNumber'));
    const recent = await Promise.all(Array.from({ length: 8 }, (_, back) =>
      rpc<string>('eth_getBalance', [ address, `0x${ Math.max(0, head - back).toString(16) }` ]).then(BigInt)));
    expect(recent).toContainEqual(BigInt(answer.result));
    // The examples fill in after the page is live; the first render matches the server's.
    expect(hydrationFailures).toEqual([]);
  });

  test('Eth RPC API: eth_chainId runs and answers 0x109; a block by number matches the node', async({ page }) => {
    await page.goto('/api-docs?tab=eth_rpc_api');
    const chainId = page.getByTestId('eth-rpc-eth_chainId');
    await chainId.getByTestId('eth-rpc-eth_chainId-example-run').click();
    await expect(chainId.getByTestId('eth-rpc-eth_chainId-example-result')).toContainText('"0x109"');

    const block = page.getByTestId('eth-rpc-eth_blockNumber');
    await block.getByTestId('eth-rpc-eth_blockNumber-example-run').click();
    const text = await block.getByTestId('eth-rpc-eth_blockNumber-example-result').textContent({ timeout: 30_000 });
    const shown = Number(JSON.parse(text!).result);
    expect(Math.abs(Number(await rpc<string>('eth_blockNumber')) - shown)).toBeLessThanOrEqual(5);
  });

  test('the sidebar\'s RPC API item opens the RPC API tab', async({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/api-docs');
    await page.getByTestId('navigation-desktop').getByRole('button', { name: 'API' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'RPC API', exact: true }).click();
    await expect(page).toHaveURL(/\/api-docs\?tab=rpc_api$/);
    await expect(page.getByTestId('rpc-api')).toBeVisible();
  });

  test('Swagger UI is loaded by /api-docs only', async({ page }) => {
    const swaggerScripts = watchSwaggerScripts(page);
    await page.goto('/api-docs');
    await expect(page.getByTestId('swagger-ui').locator('.opblock').first()).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => swaggerScripts.size).toBeGreaterThan(0);

    for (const path of [ '/', '/txs', '/api-docs?tab=rpc_api' ]) {
      const other = await page.context().newPage();
      const loaded = watchSwaggerScripts(other);
      await other.goto(path);
      await other.waitForLoadState('networkidle');
      expect({ path, swaggerScripts: [ ...loaded ] }).toEqual({ path, swaggerScripts: [] });
      await other.close();
    }
  });

  for (const mode of COLOR_MODES) {
    test(`readable in ${ mode } mode`, async({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await page.goto('/api-docs');
      const swagger = page.getByTestId('swagger-ui');
      await expect(swagger.locator('.opblock').first()).toBeVisible({ timeout: 60_000 });
      // Swagger UI's dark text sits on its own light panel in both modes.
      const colours = await swagger.locator('.opblock-summary-path').first().evaluate((element) => {
        let node: Element | null = element;
        // The first opaque background behind the text (operation rows have a faint translucent tint).
        const opaque = (colour: string) => colour.startsWith('rgb(');
        let background = 'rgba(0, 0, 0, 0)';
        while (node && !opaque(background)) {
          background = getComputedStyle(node).backgroundColor;
          node = node.parentElement;
        }
        return { text: getComputedStyle(element).color, background };
      });
      const luminance = (rgb: string) => {
        const [ r, g, b ] = rgb.match(/\d+(\.\d+)?/g)!.map(Number);
        return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
      };
      expect(luminance(colours.background) - luminance(colours.text)).toBeGreaterThan(0.5);
      await keepScreenshot(page, `api-docs-${ mode }`);
    });
  }
});
