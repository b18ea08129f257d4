
import type { Transaction } from '../../types/api/transaction';

import { expect as baseExpect, test } from '../fixtures';
import { apiList, findChainEntities } from './chain';

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * CSV export in Chromium against the one-command start (ALTCHA, no third party): the address
 * page's "Download CSV" link opens the export page, the ALTCHA widget solves itself, and the
 * downloaded file holds the address's transactions of the period as the API lists them.
 */
test('an address\'s transactions download as CSV behind the ALTCHA captcha', async({ page }) => {
  const address = (await findChainEntities()).tokenTransferTx.from.hash;
  await page.goto(`/address/${ address }`);
  await page.getByTestId('csv-export-link').first().click();
  await expect(page).toHaveURL(/\/csv-export\?type=transactions&address=/);
  await expect(page.getByTestId('page-title')).toHaveText('Export data to CSV file');

  const today = new Date().toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByTestId('csv-from').fill(weekAgo);
  await page.getByTestId('csv-to').fill(today);
  // The widget fetches a challenge from our API and solves it by itself.
  await expect(page.getByTestId('csv-download')).toBeEnabled({ timeout: 60_000 });
  const [ firstRequest, download ] = await Promise.all([
    page.waitForRequest((request) => request.url().includes('-csv?')),
    page.waitForEvent('download'),
    page.getByTestId('csv-download').click(),
  ]);
  const firstSolution = new URL(firstRequest.url()).searchParams.get('recaptcha_response');
  expect(download.suggestedFilename()).toBe(`transactions_${ address.toLowerCase() }_${ weekAgo }_${ today }.csv`);
  const body = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const lines = body.split('\r\n').filter(Boolean);
  expect(lines[0]).toMatch(/^TxHash,BlockNumber,UnixTimestamp,/);
  const hashes = lines.slice(1).map((line) => line.split(',')[0]);

  // Rows are the API's mined transactions of the period, newest first; the chain runs on, so compare the file's blocks only.
  const items = await apiList<Transaction>(`/api/v2/addresses/${ address }/transactions`);
  const lastBlock = Number(lines[1]?.split(',')[1] ?? 0);
  const expected = items.filter((item) => item.block_number !== null && item.block_number <= lastBlock).map((item) => item.hash);
  expect(hashes.length).toBeGreaterThan(0);
  expect(hashes).toEqual(expected.slice(0, hashes.length));

  // A solution opens one download: a second one solves a new challenge (the widget solves it by itself).
  const solutions: Array<string | null> = [];
  page.on('request', (request) => {
    if (request.url().includes('-csv?')) solutions.push(new URL(request.url()).searchParams.get('recaptcha_response'));
  });
  await expect(page.getByTestId('csv-download')).toBeEnabled({ timeout: 60_000 });
  const [ second ] = await Promise.all([ page.waitForEvent('download'), page.getByTestId('csv-download').click() ]);
  expect(second.suggestedFilename()).toBe(download.suggestedFilename());
  expect(solutions).toHaveLength(1);
  expect(solutions[0]).toBeTruthy();
  expect(solutions[0]).not.toBe(firstSolution);
});

test('in dark mode the date pickers are drawn for a dark page (their calendar icons stay visible)', async({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  const address = (await findChainEntities()).tokenTransferTx.from.hash;
  await page.goto(`/csv-export?type=transactions&address=${ address }`);
  const from = page.getByTestId('csv-from');
  await expect(from).toBeVisible();
  expect(await from.evaluate((element) => getComputedStyle(element).colorScheme)).toBe('dark');
});
