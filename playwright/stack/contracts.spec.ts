import fs from 'node:fs';
import path from 'node:path';

import { type Page } from '@playwright/test';
import type { Hex } from 'viem';
import { BUILD_DIR, CONTRACTS_DIR } from '../../server/devnet/compile';

import { expect, test, keepScreenshot } from '../fixtures';
import { api, COLOR_MODES, rpc, sidewaysOverflow, VIEWPORTS, waitForValue } from './chain';
import { watchHydration } from './hydration';
import { installWallet } from './wallet';

/**
 * Contracts end to end on the devnet: verify a demo contract from the page with the exact
 * standard-JSON input the devnet compiled it from, read its code, read a method, and write
 * one through an injected EIP-1193 wallet stand-in backed by a devnet account.
 */

interface Deployment {
  contracts: Record<string, {
    address: string; contractName: string; sourcePath: string; compilerVersion: string; standardJsonInput: string; libraries: Record<string, string>;
  }>;
}

const deployment = JSON.parse(fs.readFileSync(path.join(BUILD_DIR, 'deployment.json'), 'utf8')) as Deployment;
// Reverter: built without the optimizer, no constructor arguments, view and write methods.
const reverter = deployment.contracts.reverter;

/** Picks files as a person does: the field's "Choose file(s)" button opens the browser's file chooser. */
async function chooseFiles(page: Page, field: string, files: string | string[]) {
  const [ chooser ] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: new RegExp(`^${ field }\\b.*Choose files?$`) }).click(),
  ]);
  await chooser.setFiles(files);
}
const inputFile = path.join(BUILD_DIR, reverter.standardJsonInput);

/** Connects the injected wallet on the Write tab and sends `split(amount, parts)`; the method's block. */
async function writeSplit(page: Page, amount: string, parts: string) {
  await installWallet(page);
  await page.goto(`/address/${ reverter.address }?tab=contract&contract_tab=write`);
  await page.getByTestId('wallet-connect').click();
  await expect(page.getByTestId('wallet-connected')).toBeVisible();
  const split = page.getByTestId('method-split');
  await split.getByPlaceholder(/^amount/).fill(amount);
  await split.getByPlaceholder(/^parts/).fill(parts);
  await split.getByRole('button', { name: 'Write' }).click();
  return split;
}
test.describe('contracts', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('verify a demo contract from the page, then read its code', async({ page }) => {
    await page.goto(`/address/${ reverter.address }?tab=contract`);
    const verifyLink = page.getByTestId('verify-link');
    // A rerun finds it verified already; the flow is then the Code tab's.
    await expect(verifyLink.or(page.getByTestId('verification-badge'))).toBeVisible({ timeout: 20_000 });
    if (await verifyLink.isVisible()) {
      await verifyLink.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contract verification' })).toBeVisible();
      await page.getByTestId('verification-method').selectOption('standard-input');
      await page.getByLabel('Compiler version').selectOption(reverter.compilerVersion);
      await page.getByLabel('Contract name').fill(`${ reverter.sourcePath }:${ reverter.contractName }`);
      await chooseFiles(page, 'Standard JSON input', inputFile);
      await page.getByTestId('verification-submit').click();
      // The progress shows while the compiler runs; a cached compile can finish and leave the
      // page before a check sees it, so the contract's own page counts as well.
      await expect(page.getByTestId('verification-progress').or(page.getByTestId('verification-badge'))).toBeVisible();
      await page.waitForURL(/\/address\/[^/?]+\?tab=contract/, { timeout: 120_000 });
    }
    await expect(page.getByTestId('verification-badge')).toHaveText(/Verified|Partially verified/, { timeout: 30_000 });
    await expect(page.getByTestId('details-contract-name')).toHaveText('Reverter');
    await expect(page.getByTestId('source-viewer').first()).toContainText('contract Reverter');
    await expect(page.getByTestId('address-verified')).toHaveText('Verified');
  });

  test('the devnet verified most demo contracts at start: a proxy and its implementation, a linked library, a factory-made vault', async({ page }) => {
    const { proxy, boxImplementation, revenueSplitter, basisPoints, factoryVault } = deployment.contracts;
    // Each is verified within seconds of being indexed; the vault once the indexer has traced
    // the factory's transaction that made it, which comes after the newer blocks.
    test.setTimeout(300_000);
    const isVerified = async(address: string) => (await api<{ is_verified: boolean }>(`/api/v2/smart-contracts/${ address }`)).is_verified;
    await waitForValue(async() => (await isVerified(revenueSplitter.address) || undefined), 90_000, 'the start to verify the splitter');
    await waitForValue(async() => (await isVerified(factoryVault.address) || undefined), 240_000, 'the start to verify the factory-made vault');
    await page.goto(`/address/${ proxy.address }?tab=contract`);
    await expect(page.getByTestId('address-verified')).toHaveText('Verified');
    await expect(page.getByTestId('address-implementation')).toContainText('BoxV1');
    await expect(page.getByTestId('details-implementation').getByRole('link')).toHaveAttribute('href', new RegExp(boxImplementation.address, 'i'));
    // Opened straight on Write proxy, the sub-tab strip is the server's from the start: no jump.
    const hydrationFailures = watchHydration(page);
    await page.goto(`/address/${ proxy.address }?tab=contract&contract_tab=write_proxy`);
    await expect(page.getByTestId('contract-tab-write_proxy')).toHaveAttribute('aria-selected', 'true');
    await page.waitForLoadState('networkidle');
    expect(hydrationFailures).toEqual([]);

    await page.goto(`/address/${ revenueSplitter.address }?tab=contract`);
    await expect(page.getByTestId('details-contract-name')).toHaveText('RevenueSplitter');
    await expect(page.getByTestId('details-libraries').getByRole('link')).toHaveAttribute('href', new RegExp(basisPoints.address, 'i'));

    await page.goto(`/address/${ factoryVault.address }?tab=contract`);
    await expect(page.getByTestId('details-contract-name')).toHaveText('Vault');

    // A few are left for visitors to verify.
    await page.goto(`/address/${ deployment.contracts.orchestrator.address }?tab=contract`);
    await expect(page.getByTestId('verify-link')).toBeVisible({ timeout: 20_000 });
  });

  test('verify a flattened source: wrong settings are named beside the source, the right ones verify (partially: the build named the file contracts/CallRecorder.sol)', async({ page }) => {
    const recorder = deployment.contracts.callRecorder;
    await page.goto(`/address/${ recorder.address }/contract-verification`);
    await page.getByTestId('verification-method').selectOption('flattened-code');
    await page.getByLabel('Compiler version').selectOption(recorder.compilerVersion);
    await page.getByLabel('Contract source code').fill(fs.readFileSync(path.join(CONTRACTS_DIR, 'CallRecorder.sol'), 'utf8'));
    // Deployed with the optimizer on: without it the bytecode differs.
    await page.getByLabel('Optimization enabled').setChecked(false);
    await page.getByTestId('verification-submit').click();
    await expect(page.getByTestId('error-source_code')).toContainText('differs from the chain', { timeout: 120_000 });
    expect(page.url()).toContain('/contract-verification');

    await page.getByLabel('Optimization enabled').setChecked(true);
    await page.getByTestId('verification-submit').click();
    await page.waitForURL(/\/address\/[^/?]+\?tab=contract/, { timeout: 120_000 });
    await expect(page.getByTestId('details-contract-name')).toHaveText('CallRecorder', { timeout: 30_000 });
    await expect(page.getByTestId('verification-badge')).toHaveText('Partially verified');
    await expect(page.getByTestId('source-viewer').first()).toContainText('contract CallRecorder');
  });

  test('verify from several source files: other file names than the build\'s make a partial match', async({ page }) => {
    const orchestrator = deployment.contracts.orchestrator;
    await page.goto(`/address/${ orchestrator.address }/contract-verification`);
    await page.getByTestId('verification-method').selectOption('multi-part');
    await page.getByLabel('Compiler version').selectOption(orchestrator.compilerVersion);
    await page.getByLabel('Optimization enabled').setChecked(true);
    // The build keyed them contracts/*.sol; uploaded files have bare names, so the metadata hash differs.
    await chooseFiles(page, 'Source files', [ 'Orchestrator.sol', 'CallRecorder.sol', 'Vault.sol', 'VaultFactory.sol' ]
      .map((file) => path.join(CONTRACTS_DIR, file)));
    await page.getByTestId('verification-submit').click();
    await page.waitForURL(/\/address\/[^/?]+\?tab=contract/, { timeout: 120_000 });
    await expect(page.getByTestId('verification-badge')).toHaveText('Partially verified', { timeout: 30_000 });
    await expect(page.getByTestId('source-viewer').first()).toContainText('contract Orchestrator');
  });

  test('the verification page of a fully verified contract leads to its code', async({ page }) => {
    await page.goto(`/address/${ reverter.address }/contract-verification`);
    await page.waitForURL(/\/address\/[^/?]+\?tab=contract$/);
    await expect(page.getByTestId('details-contract-name')).toHaveText('Reverter');
  });

  test('the UML diagram of a verified contract: an image from the visualizer, zoomable, downloadable', async({ page }) => {
    await page.goto(`/address/${ reverter.address }?tab=contract`);
    await page.getByTestId('details-sol2uml').getByRole('link', { name: 'View UML diagram' }).click();
    await expect(page).toHaveURL(new RegExp(`/visualize/sol2uml\\?address=${ reverter.address }`, 'i'));
    const image = page.getByTestId('uml-image');
    await expect(image).toBeVisible({ timeout: 60_000 });
    // An <img> of an SVG data URL (never inline markup) that the browser could decode and lay out.
    expect(await image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(100);
    expect(await page.locator('svg text').filter({ hasText: 'Reverter' }).count()).toBe(0);
    const width = await image.evaluate((element) => element.getBoundingClientRect().width);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(page.getByTestId('uml-zoom')).toHaveText('150%');
    expect(await image.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(width);
    const [ download ] = await Promise.all([ page.waitForEvent('download'), page.getByTestId('uml-download').click() ]);
    expect(download.suggestedFilename()).toMatch(/\.svg$/);
    expect(fs.readFileSync(await download.path(), 'utf8')).toContain('Reverter');
  });

  test('read a method', async({ page }) => {
    await page.goto(`/address/${ reverter.address }?tab=contract&contract_tab=read`);
    const limit = page.getByTestId('method-limit');
    const onChain = BigInt(await rpc<Hex>('eth_call', [ { to: reverter.address, data: '0xa4d66daf' }, 'latest' ]));
    await expect(limit.getByTestId('method-value')).toHaveText(onChain.toString(), { timeout: 30_000 });
  });

  test('write a method through the injected wallet and follow its transaction', async({ page }) => {
    const split = await writeSplit(page, '10', '2');
    const link = split.getByTestId('write-result').getByRole('link');
    await expect(link).toBeVisible({ timeout: 30_000 });
    const href = await link.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/tx\/0x[\da-f]{64}$/);
    await expect.poll(async() => (await rpc<{ status: string } | null>('eth_getTransactionReceipt', [ href.slice(4) ]))?.status, { timeout: 30_000 })
      .toBe('0x1');
    await expect(split.getByTestId('write-result')).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
    await expect(split.getByTestId('write-result')).toContainText('Transaction succeeded');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${ href }$`));
  });

  test('a write that reverts says it failed, and why', async({ page }) => {
    // Dividing by zero panics (0x12); the node still mines it, as a failed transaction.
    const split = await writeSplit(page, '10', '0');
    const result = split.getByTestId('write-result');
    await expect(result).toHaveAttribute('data-status', 'failed', { timeout: 30_000 });
    await expect(result).toContainText('Transaction failed');
    // The reason comes from the transaction's trace, which the indexer stores a moment after the block.
    await expect(result.getByTestId('revert-reason')).toBeVisible({ timeout: 60_000 });
  });

  test('on a phone, a link to the Contract tab opens with that tab in view in the scrolled tab strip', async({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(`/address/${ reverter.address }?tab=contract`);
    const tab = page.getByTestId('tab-contract');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(async() => {
      const box = await tab.boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= VIEWPORTS.mobile.width;
    }).toBe(true);
  });

  test('contract pages in desktop and mobile, light and dark, nothing wider than the screen', async({ page }) => {
    const pages = [
      { name: 'contract-code', path: `/address/${ reverter.address }?tab=contract`, ready: 'source-viewer' },
      { name: 'contract-read', path: `/address/${ reverter.address }?tab=contract&contract_tab=read`, ready: 'method-limit' },
      { name: 'verified-contracts', path: '/verified-contracts', ready: 'contracts-list' },
      // Partially verified: the form stays (a fully verified contract's goes to its code, below).
      { name: 'contract-verification', path: `/address/${ deployment.contracts.callRecorder.address }/contract-verification`, ready: 'verification-method' },
    ];
    for (const mode of COLOR_MODES) {
      if (mode === 'dark') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      for (const [ viewportName, viewport ] of Object.entries(VIEWPORTS)) {
        await page.setViewportSize(viewport);
        for (const item of pages) {
          await page.goto(item.path);
          await expect(page.getByTestId(item.ready).first()).toBeVisible({ timeout: 30_000 });
          expect(await sidewaysOverflow(page), item.name).toBeLessThanOrEqual(0);
          const height = Math.min(await page.evaluate(() => document.documentElement.scrollHeight), viewport.height * 2);
          await keepScreenshot(page, `${ item.name }-${ viewportName }-${ mode }`, { clip: { x: 0, y: 0, width: viewport.width, height }, fullPage: true });
        }
      }
    }
  });
});
