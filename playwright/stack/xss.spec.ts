import { createRequire } from 'node:module';

import { type Page } from '@playwright/test';
import { encodeDeployData, encodeFunctionData, type Hex } from 'viem';

import { getArtifact } from 'server/devnet/compile';
import type { TokenInfo } from 'types/api/token';

import { expect, test } from '../fixtures';
import { api, rpc, waitForValue } from './chain';
import { STACK_API_URL } from './env';
import { fund } from './wallet';

/**
 * A token whose name is markup (`<img src=x onerror=alert(1)>`), deployed on the devnet
 * during the test, is shown as text everywhere its name appears: the token list, the token
 * page and the search dropdown. No `<img src="x">` is ever created and no dialog opens.
 */

const HOSTILE_NAME = '<img src=x onerror=alert(1)>';
// A fresh symbol per run, so the search finds this run's token and nothing else.
const SYMBOL = `XSS${ Date.now().toString(36).toUpperCase().slice(-5) }`;
const label = `${ HOSTILE_NAME } (${ SYMBOL })`;

interface Receipt { status: string; contractAddress: string | null }

async function waitForReceipt(hash: string): Promise<Receipt> {
  return waitForValue(async() => (await rpc<Receipt | null>('eth_getTransactionReceipt', [ hash ])) ?? undefined, 60_000, `receipt of ${ hash }`);
}

/**
 * Sends from an account of its own: a random address, paid from the specs' account and
 * unlocked with `hardhat_impersonateAccount`, so no nonce is shared with the traffic generator.
 */
async function sendFrom(from: string, tx: { to?: string; data: Hex }): Promise<Receipt> {
  const hash = await rpc<string>('eth_sendTransaction', [ { from, ...tx, gas: '0x2dc6c0' } ]);
  const receipt = await waitForReceipt(hash);
  expect(receipt.status).toBe('0x1');
  return receipt;
}

/** A random account, funded and unlocked on the devnet. */
async function freshAccount(): Promise<string> {
  const from = `0x${ Array.from({ length: 40 }, () => Math.floor(Math.random() * 16).toString(16)).join('') }`;
  await fund(from);
  await rpc('hardhat_impersonateAccount', [ from ]);
  return from;
}

async function deployHostileToken(): Promise<string> {
  const from = await freshAccount();
  const { abi, bytecode } = getArtifact('DemoToken');
  const deployment = await sendFrom(from, { data: encodeDeployData({ abi, bytecode, args: [ HOSTILE_NAME, SYMBOL, 18 ] }) });
  const token = deployment.contractAddress as string;
  // A mint gives the token a transfer and a holder, as the indexer catalogues tokens from their transfers.
  await sendFrom(from, { to: token, data: encodeFunctionData({ abi, functionName: 'mint', args: [ from, BigInt(10) ** BigInt(21) ] }) });
  return token;
}

async function expectNoInjectedImage(page: Page) {
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => document.querySelectorAll('img[onerror]').length)).toBe(0);
}

let tokenAddress: string;

test.beforeAll(async() => {
  test.setTimeout(180_000);
  const deployed = await deployHostileToken();
  const token = await waitForValue(async() => {
    const info = await api<TokenInfo>(`/api/v2/tokens/${ deployed }`);
    return info.name === HOSTILE_NAME && Number(info.holders_count) > 0 ? info : undefined;
  }, 120_000, 'the API to know the hostile token');
  // Checksummed, as the pages link it.
  tokenAddress = token.address_hash;
});

test('a token named with markup shows as text on /tokens, its page and in the search dropdown', async({ page }) => {
  const dialogs: Array<string> = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`/tokens?q=${ SYMBOL }`);
  const row = page.getByTestId('token-row').filter({ hasText: label });
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: label })).toHaveAttribute('href', `/token/${ tokenAddress }`);
  await expectNoInjectedImage(page);

  await page.goto(`/token/${ tokenAddress }`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
  await expect(page.getByTestId('token-holder-row').or(page.getByTestId('token-transfer-row')).first()).toBeVisible();
  await expectNoInjectedImage(page);

  const search = page.locator('[data-testid="search-input"]:visible').first();
  await search.click();
  await search.fill(SYMBOL);
  const dropdown = page.locator('[data-testid="search-dropdown"]:visible');
  await expect(dropdown.getByText(HOSTILE_NAME, { exact: false }).first()).toBeVisible({ timeout: 20_000 });
  await expect(dropdown).toContainText(SYMBOL);
  await expectNoInjectedImage(page);

  expect(dialogs).toEqual([]);
});

// Markup in comments and a string, and a Trojan-source comment: RLO … PDF (balanced, as solc requires).
const HOSTILE_SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity 0.8.28;

/// @notice <img src=x onerror=alert(1)><script>alert(2)</script>
contract HostileSource {
    string public note = "<b onmouseover=alert(3)>bold</b>";

    function isAdmin() external pure returns (bool) {
        bool granted = false;
        /* \u202e } \u2066if (granted)\u2069 \u2066 begin admins only \u2069 \u202c */
        return granted;
    }
}
`;

/** Compiles HOSTILE_SOURCE with the devnet's solc-js release, optimizer off. */
function compileHostileSource(): Hex {
  const solc = createRequire(__filename)('solc') as { compile(input: string): string };
  const output = JSON.parse(solc.compile(JSON.stringify({
    language: 'Solidity', sources: { 'HostileSource.sol': { content: HOSTILE_SOURCE } },
    settings: { outputSelection: { '*': { '*': [ 'evm.bytecode.object' ] } } },
  }))) as { contracts?: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>; errors?: Array<{ formattedMessage: string }> };
  const object = output.contracts?.['HostileSource.sol']?.HostileSource?.evm.bytecode.object;
  if (!object) throw new Error(`solc: ${ output.errors?.map((error) => error.formattedMessage).join('\n') }`);
  return `0x${ object }`;
}

test('a verified source holding markup and bidi controls shows as text, the controls marked and warned of', async({ page }) => {
  test.setTimeout(180_000);
  const dialogs: Array<string> = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const deployed = await sendFrom(await freshAccount(), { data: compileHostileSource() });
  const address = deployed.contractAddress as string;
  await waitForValue(async() => ((await api<{ is_contract: boolean }>(`/api/v2/addresses/${ address }`).catch(() => null))?.is_contract ? true : undefined),
    60_000, 'the API to know the contract');
  const response = await fetch(`${ STACK_API_URL }/api/v2/smart-contracts/${ address }/verification/via/flattened-code`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ compiler_version: 'v0.8.28+commit.7893614a', source_code: HOSTILE_SOURCE, is_optimization_enabled: false, license_type: 'mit' }),
  });
  expect(response.status).toBe(200);
  await waitForValue(async() => ((await api<{ is_verified: boolean }>(`/api/v2/smart-contracts/${ address }`)).is_verified ? true : undefined),
    120_000, 'the verification');

  await page.goto(`/address/${ address }?tab=contract`);
  const viewer = page.getByTestId('source-viewer').first();
  await expect(viewer).toContainText('<img src=x onerror=alert(1)><script>alert(2)</script>', { timeout: 30_000 });
  await expect(viewer).toContainText('"<b onmouseover=alert(3)>bold</b>"');
  await expect(viewer.getByTestId('bidi-warning')).toBeVisible();
  // Each of the six direction controls is shown as a visible mark, not applied.
  await expect(viewer.getByTestId('bidi-char')).toHaveCount(6);
  await expectNoInjectedImage(page);
  // The source may travel in the page's JSON data (an inert application/json script); no script that runs holds it.
  expect(await page.locator('script:not([type="application/json"])').evaluateAll((scripts) =>
    scripts.filter((script) => script.textContent?.includes('alert(2)')).length)).toBe(0);
  expect(await page.locator('b[onmouseover]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});
