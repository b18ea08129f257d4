import { TX_NOT_FOUND_HINTS } from '../ui/shared/AppError/AppErrorTxNotFound';

import { expect, test } from './fixtures';
import { CANONICAL_HASH, INVALID_TX_HASH_ID, REORG_HASH, STAND_IN_BLOCK } from './standIn/data';

test.describe('error screens', () => {
  test('422 for a malformed block id', async({ page }) => {
    const response = await page.goto('/block/not-a-block');
    expect(response?.status()).toBe(422);
    await expect(page.getByRole('heading', { name: 'Request cannot be processed' })).toBeVisible();
    await expect(page.getByText('Your request contained an error, perhaps a mistyped tx/block/address hash. Try again, and check the developer tools console for more info.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
  });

  test('404 for a block the API does not know', async({ page }) => {
    const response = await page.goto('/block/99999999');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Block details');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('500 when the API fails', async({ page }) => {
    const response = await page.goto('/block/500');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await expect(page.getByText('An unexpected error has occurred. Try reloading the page, or come back soon and try again.')).toBeVisible();
  });

  test('429 with the captcha widget when a site key is configured', async({ page }) => {
    const response = await page.goto('/block/429');
    expect(response?.status()).toBe(429);
    await expect(page.getByRole('heading', { name: 'Too many requests' })).toBeVisible();
    await expect(page.getByText('You have exceeded the request rate for a given time period. Please reduce the number of requests and try again soon.')).toBeVisible();
    await expect(page.getByTestId('app-error-client-key').getByTestId('captcha')).toBeAttached();
  });

  test('a block that lost consensus links to the canonical block', async({ page }) => {
    await page.goto(`/block/${ REORG_HASH }`);
    await expect(page.getByRole('heading', { name: 'Block removed due to chain reorganization' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View reorg' })).toHaveAttribute('href', `/block/${ CANONICAL_HASH }`);
  });

  test('the API message "Invalid tx hash" shows the transaction-not-found screen with the four hints', async({ page }) => {
    await page.goto(`/tx/${ INVALID_TX_HASH_ID }`);
    await expect(page.getByRole('heading', { name: 'Sorry, we are unable to locate this transaction hash' })).toBeVisible();
    for (const hint of TX_NOT_FOUND_HINTS) {
      await expect(page.getByText(hint)).toBeVisible();
    }
  });

  test('a malformed transaction hash (422) is a request that cannot be processed, not a missing transaction', async({ page }) => {
    const response = await page.goto('/tx/0xnothex');
    expect(response?.status()).toBe(422);
    await expect(page.getByRole('heading', { name: 'Request cannot be processed' })).toBeVisible();
    await expect(page).toHaveTitle('Transaction details');
  });

  test('an unknown transaction hash (404) is Page not found', async({ page }) => {
    const response = await page.goto(`/tx/0x${ '3'.repeat(64) }`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  for (const [ kind, path ] of [ [ 'address', '/address/0xnothex' ], [ 'token', '/token/0xnothex' ], [ 'NFT instance', '/token/0xnothex/instance/1' ] ]) {
    test(`a malformed ${ kind } hash is a request that cannot be processed`, async({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(422);
      await expect(page.getByRole('heading', { name: 'Request cannot be processed' })).toBeVisible();
    });
  }

  test('the primary resource is in the server HTML', async({ request }) => {
    const html = await (await request.get(`/block/${ STAND_IN_BLOCK.height }`)).text();
    expect(html).toContain(`Block #${ STAND_IN_BLOCK.height }`);
    expect(html).toContain(STAND_IN_BLOCK.hash);
  });
});
