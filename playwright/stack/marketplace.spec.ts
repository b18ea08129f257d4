import type { Page } from '@playwright/test';

import { expect, keepScreenshot, test } from '../fixtures';
import { rpc, sidewaysOverflow, VIEWPORTS } from './chain';
import { installWallet, wallet } from './wallet';

/**
 * The marketplace on the one-command start: the devnet serves a sample list of apps (its
 * faucet inside the explorer, well-known tools outside it). /apps searches, filters and keeps
 * favorites; the faucet runs in the frame of /apps/qnm-faucet, reaches the visitor's wallet
 * through the explorer and sends test QNM that the node really holds.
 */

const titles = (page: Page) => page.getByTestId('apps-list').getByTestId('app-title').allTextContents();

test.describe('apps list', () => {
  test('lists the devnet\'s apps by title; search and categories narrow it', async({ page }) => {
    await page.goto('/apps');
    await expect(page.getByRole('heading', { level: 1, name: 'Apps' })).toBeVisible();
    await expect(page.getByTestId('app-card').first()).toBeVisible();
    const all = await titles(page);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all).toEqual([ ...all ].sort((a, b) => a.localeCompare(b, 'en')));
    expect(all).toContain('QNM Faucet');

    await page.getByTestId('apps-search').fill('fAUc');
    await expect.poll(() => titles(page)).toEqual([ 'QNM Faucet' ]);
    await page.getByTestId('apps-search').fill('no such app');
    await expect(page.getByTestId('apps-empty')).toHaveText('No apps match your search.');
    await page.getByTestId('apps-search').fill('');

    const category = page.getByRole('group', { name: 'Category' });
    await category.getByRole('button', { name: 'Developer tools' }).click();
    const tools = await titles(page);
    expect(tools.length).toBeGreaterThanOrEqual(1);
    expect(tools).not.toContain('QNM Faucet');
    await category.getByRole('button', { name: 'All apps' }).click();
    await expect.poll(() => titles(page)).toEqual(all);
  });

  test('a starred app is kept under Favorites, after a reload too', async({ page }) => {
    await page.goto('/apps');
    // The list arrives after hydration: from then on the buttons answer.
    await expect(page.getByTestId('app-card').first()).toBeVisible();
    const category = page.getByRole('group', { name: 'Category' });
    await category.getByRole('button', { name: 'Favorites' }).click();
    await expect(page.getByTestId('apps-empty')).toHaveText('You have no favorite apps yet. Mark an app with its star to keep it here.');
    await category.getByRole('button', { name: 'All apps' }).click();
    await page.getByRole('button', { name: 'Add QNM Faucet to favorites' }).click();
    await expect(page.getByRole('button', { name: 'Remove QNM Faucet from favorites' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByTestId('app-card').first()).toBeVisible();
    await page.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Favorites (1)' }).click();
    await expect.poll(() => titles(page)).toEqual([ 'QNM Faucet' ]);
  });

  test('details show what the list says; external apps open in a new tab', async({ page }) => {
    await page.goto('/apps');
    const faucet = page.locator('[data-testid="app-card"][data-app-id="qnm-faucet"]');
    await faucet.getByRole('button', { name: 'More info' }).click();
    const details = page.getByTestId('app-details');
    await expect(details.getByRole('heading', { name: 'QNM Faucet' })).toBeVisible();
    await expect(details).toContainText('By Devnet');
    await expect(details).toContainText('Sends 10 QNM of test coins to the connected wallet');
    await expect(details.getByRole('link', { name: 'Launch app' })).toHaveAttribute('href', '/apps/qnm-faucet');
    await details.getByRole('button', { name: 'Close' }).click();
    await expect(details).toBeHidden();

    const external = page.locator('[data-testid="app-card"]').filter({ has: page.getByRole('link', { name: 'Open site' }) }).first();
    const link = external.getByRole('link', { name: 'Open site' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  });

  for (const [ device, viewport ] of Object.entries(VIEWPORTS)) {
    test(`fits a ${ device } screen`, async({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/apps');
      await expect(page.getByTestId('app-card').first()).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      const lefts = await page.getByTestId('app-card').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      // One column on a phone, several side by side on a desktop.
      expect(new Set(lefts).size).toBe(device === 'mobile' ? 1 : Math.min(lefts.length, 3));
      await keepScreenshot(page, `apps-${ device }`);
    });
  }
});

test.describe('an app in the explorer', () => {
  test('the faucet gets the wallet\'s account through the explorer and sends it 10 QNM', async({ page }) => {
    await installWallet(page);
    const before = BigInt(await rpc<string>('eth_getBalance', [ wallet.address, 'latest' ]));
    await page.goto('/apps/qnm-faucet');
    await expect(page.getByTestId('app-title')).toHaveText('QNM Faucet');
    const app = page.frameLocator('[data-testid="app-frame"]');
    // The wallet has not given this site its account yet: the app asks for it (eth_requestAccounts through the bridge).
    await expect(app.getByTestId('faucet-account')).toHaveText('No wallet connected.', { timeout: 15_000 });
    await app.getByRole('button', { name: 'Connect wallet' }).click();
    await expect(app.getByTestId('faucet-account')).toHaveText(`Wallet: ${ wallet.address }`, { timeout: 15_000 });
    await expect(app.getByLabel('Address')).toHaveValue(wallet.address);
    await app.getByRole('button', { name: 'Send 10 QNM' }).click();
    const status = app.getByTestId('faucet-status');
    await expect(status).toHaveText(/^Sent 10 QNM\. Transaction 0x[0-9a-f]{64}$/, { timeout: 15_000 });
    const hash = (await status.textContent())?.split(' ').at(-1) ?? '';
    const tx = await rpc<{ to: string; value: string }>('eth_getTransactionByHash', [ hash ]);
    expect(tx.to.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(BigInt(tx.value)).toBe(10n ** 19n);
    await expect.poll(async() => BigInt(await rpc<string>('eth_getBalance', [ wallet.address, 'latest' ])) > before, { timeout: 15_000 }).toBe(true);

    await keepScreenshot(page, 'apps-faucet');
    // Asking again within the cooldown is refused in words.
    await app.getByRole('button', { name: 'Send 10 QNM' }).click();
    await expect(status).toHaveText(/^This address got test QNM less than 10 minutes ago/);
  });

  test('an id the list does not have gets the 404 screen', async({ page }) => {
    await page.goto('/apps/no-such-app');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 15_000 });
  });

  test('the search bar lists apps first, and an app result leads to its page', async({ page }) => {
    await page.goto('/blocks');
    const input = page.getByTestId('search-input').locator('visible=true');
    await input.fill('faucet');
    const dropdown = page.getByTestId('search-dropdown').locator('visible=true');
    const apps = dropdown.getByTestId('search-category-app');
    await expect(apps).toContainText('Apps');
    await apps.getByTestId('search-result-item').first().click();
    await expect(page).toHaveURL(/\/apps\/qnm-faucet$/);
  });
});

test('the devnet\'s sample featured networks and footer links show; the network icons invert in dark mode', async({ page }) => {
  await page.goto('/apps');
  const footer = page.getByTestId('footer');
  await expect(footer.getByTestId('footer-link-groups')).toBeVisible({ timeout: 15_000 });
  await expect(footer.getByText('This devnet')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Faucet' })).toHaveAttribute('href', /\/apps\/qnm-faucet$/);

  await page.getByTestId('navigation-desktop').getByRole('button', { name: 'Network menu' }).click();
  await expect(page.getByRole('tab')).toHaveText([ 'Mainnets', 'Testnets' ]);
  await page.getByRole('tab', { name: 'Testnets' }).click();
  const devnet = page.getByRole('link', { name: 'QNM Devnet' });
  await expect(devnet).toHaveAttribute('href', new URL(page.url()).origin);
  const iconFilter = () => devnet.locator('img').evaluate((image) => getComputedStyle(image).filter);
  expect(await iconFilter()).toBe('none');
  await page.keyboard.press('Escape');
  await page.getByTestId('color-mode-toggle').first().click();
  await page.getByTestId('navigation-desktop').getByRole('button', { name: 'Network menu' }).click();
  await page.getByRole('tab', { name: 'Testnets' }).click();
  await expect.poll(iconFilter).toBe('invert(1)');
});
