import { randomBytes } from 'node:crypto';

import { type Page } from '@playwright/test';
import { decodeAbiParameters } from 'viem';

import { formatNumber, formatUnits } from 'lib/format';
import type { TokenTransfer } from 'types/api/tokenTransfer';
import type { Transaction } from 'types/api/transaction';

import { expect, test, keepScreenshot } from '../fixtures';
import { api, COLOR_MODES, rpc, sidewaysOverflow, type ChainEntities, VIEWPORTS, waitForValue } from './chain';
import { fund } from './wallet';

/**
 * Transaction page against the live devnet: for a reverted transaction, an ERC-20 transfer and
 * one with internal calls, the details and tabs show what the node reports
 * (eth_getTransactionByHash, eth_getTransactionReceipt, debug_traceTransaction); a pending
 * transaction turns mined without a reload; unknown and malformed hashes get the spec's screens
 * (404 and 422, §8); the page opens on the details and says how fast the transaction was confirmed.
 */

interface RpcTx { hash: string; from: string; to: string | null; value: string; nonce: string; gas: string; type: string; blockNumber: string | null }
interface RpcLog { address: string; topics: Array<string>; data: string }
interface RpcReceipt {
  status: string; blockNumber: string; transactionIndex: string; gasUsed: string; effectiveGasPrice: string;
  contractAddress: string | null; logs: Array<RpcLog>;
}
interface StructLog { op: string; depth: number; stack?: Array<string> }
interface RpcTrace { failed: boolean; returnValue: string; structLogs: Array<StructLog> }

type TxEntities = Pick<ChainEntities, 'revertedTx' | 'internalCallsTx' | 'tokenTransferTx'>;
interface Page_<T> { items: Array<T>; next_page_params: unknown }

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const CALL_OPS = [ 'CALL', 'CALLCODE', 'DELEGATECALL', 'STATICCALL' ];
const INTERNAL_OPS = [ ...CALL_OPS, 'CREATE', 'CREATE2', 'SELFDESTRUCT' ];
const UNKNOWN_HASH = `0x${ '0'.repeat(64) }`;
const NOT_FOUND_TITLE = 'Sorry, we are unable to locate this transaction hash';

const nodeTx = (hash: string) => rpc<RpcTx>('eth_getTransactionByHash', [ hash ]);
const nodeReceipt = (hash: string) => rpc<RpcReceipt>('eth_getTransactionReceipt', [ hash ]);
/** The node's step-by-step trace of a contract transaction; asked again if it once comes back without steps. */
const nodeTrace = (hash: string, withStack = false) => waitForValue(async() => {
  const trace = await rpc<RpcTrace>('debug_traceTransaction', [ hash, { disableStorage: true, disableMemory: true, disableStack: !withStack } ]);
  return trace.structLogs.length > 0 ? trace : undefined;
}, 20_000, `debug_traceTransaction of ${ hash }`);
const detail = (page: Page, id: string) => page.getByTestId(`details-${ id }`);
const hrefAddress = (href: string | null) => href?.replace('/address/', '').toLowerCase();

/**
 * The transactions part of `findChainEntities()`. Its ERC-20 transfer is looked for in the
 * `token_transfers` of `/api/v2/transactions` items, which our list leaves null, so it never
 * resolves; the transfer is found through `/api/v2/token-transfers` here instead.
 */
async function findTxEntities(): Promise<TxEntities> {
  const validated = () => api<Page_<Transaction>>('/api/v2/transactions?filter=validated').then((page) => page.items);
  const revertedTx = await waitForValue(async() => (await validated()).find((tx) => tx.status === 'error' && tx.revert_reason), 120_000,
    'a reverted transaction');
  const internalCallsTx = await waitForValue(async() => {
    const internal = (await api<Page_<{ transaction_hash: string }>>('/api/v2/internal-transactions')).items[0];
    return internal ? api<Transaction>(`/api/v2/transactions/${ internal.transaction_hash }`) : undefined;
  }, 120_000, 'a transaction with internal calls');
  const tokenTransferTx = await waitForValue(async() => {
    const transfers = (await api<Page_<TokenTransfer>>('/api/v2/token-transfers?type=ERC-20')).items;
    for (const transfer of transfers.filter((item) => item.type === 'token_transfer')) {
      const tx = await api<Transaction>(`/api/v2/transactions/${ transfer.transaction_hash }`);
      if (tx.status === 'ok' && tx.token_transfers?.length === 1) return tx;
    }
    return undefined;
  }, 120_000, 'an ERC-20 transfer');
  return { revertedTx, internalCallsTx, tokenTransferTx };
}

async function ethCallString(to: string, selector: string): Promise<string> {
  const data = await rpc<string>('eth_call', [ { to, data: selector }, 'latest' ]);
  return decodeAbiParameters([ { type: 'string' } ], data as `0x${ string }`)[0];
}

/** The fields both the node and the page know, read from the node. */
async function expectDetailsMatchNode(page: Page, hash: string) {
  const [ tx, receipt ] = await Promise.all([ nodeTx(hash), nodeReceipt(hash) ]);
  await page.goto(`/tx/${ hash }`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction details' })).toBeVisible();
  await expect(detail(page, 'hash')).toContainText(hash);
  await expect(page.getByTestId('tx-status')).toHaveAttribute('data-status', receipt.status === '0x1' ? 'success' : 'failed');
  await expect(detail(page, 'block').getByRole('link')).toHaveText(String(Number(receipt.blockNumber)));
  expect(hrefAddress(await detail(page, 'from').getByRole('link').getAttribute('href'))).toBe(tx.from.toLowerCase());
  const to = tx.to ?? receipt.contractAddress;
  expect(hrefAddress(await detail(page, 'to').getByRole('link').first().getAttribute('href'))).toBe(to?.toLowerCase());
  await expect(page.getByTestId('tx-value')).toHaveText(`${ formatUnits(BigInt(tx.value)) } QNM`);
  await expect(page.getByTestId('tx-nonce')).toHaveText(String(Number(tx.nonce)));
  await expect(page.getByTestId('tx-gas-limit')).toHaveText(formatNumber(BigInt(tx.gas)));
  await expect(page.getByTestId('tx-gas-used')).toHaveText(formatNumber(BigInt(receipt.gasUsed)));
  await expect(page.getByTestId('tx-type')).toHaveText(new RegExp(`^${ Number(tx.type) } \\(`));
  await expect(page.getByTestId('tx-position')).toHaveText(String(Number(receipt.transactionIndex)));
  const fee = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice);
  await expect(page.getByTestId('tx-fee')).toHaveText(`${ formatUnits(fee) } QNM`);

  await page.getByTestId('tab-logs').click();
  if (receipt.logs.length === 0) {
    await expect(page.getByTestId('list-empty')).toHaveText('There are no logs for this transaction.');
  } else {
    await expect(page.getByTestId('log-item')).toHaveCount(receipt.logs.length);
    const shownAddresses = await page.getByTestId('log-item').evaluateAll((items) => items.map((item) => (
      item.querySelector('a[href^="/address/"]')?.getAttribute('href')?.replace('/address/', '').toLowerCase()
    )));
    expect(shownAddresses).toEqual(receipt.logs.map((log) => log.address.toLowerCase()));
  }
  // The lists are tabs beside the details: back to the details.
  await page.getByTestId('tab-index').click();
  return { tx, receipt };
}

let chain: TxEntities;

test.beforeAll(async() => {
  test.setTimeout(180_000);
  chain = await findTxEntities();
});

test.describe('transaction details match the node', () => {
  test('reverted transaction: failed status, the revert reason the node returned', async({ page }) => {
    const { revertedTx } = chain;
    const { receipt } = await expectDetailsMatchNode(page, revertedTx.hash);
    expect(receipt.status).toBe('0x0');
    const trace = await nodeTrace(revertedTx.hash);
    expect(trace.failed).toBe(true);
    const data = trace.returnValue.startsWith('0x') ? trace.returnValue : `0x${ trace.returnValue }`;
    const selector = data.slice(2, 10);
    const reason = detail(page, 'revert-reason');
    if (selector === '08c379a0') {
      const [ text ] = decodeAbiParameters([ { type: 'string' } ], `0x${ data.slice(10) }`);
      await expect(reason.getByTestId('revert-reason')).toHaveText(text);
    } else if (selector === '4e487b71') {
      const code = BigInt(`0x${ data.slice(10, 74) }`);
      await expect(reason.getByTestId('revert-reason')).toContainText(`Panic 0x${ code.toString(16).padStart(2, '0') }`);
    } else {
      // A custom error: its selector and its first argument, as the node returned them.
      await expect(reason).toContainText(`0x${ selector }`);
      if (data.length >= 74) await expect(reason.getByTestId('decoded-param').first()).toContainText(BigInt(`0x${ data.slice(10, 74) }`).toString());
    }
  });

  test('ERC-20 transfer: the amount is the receipt\'s Transfer log in the token\'s decimals', async({ page }) => {
    const { tokenTransferTx } = chain;
    const { receipt } = await expectDetailsMatchNode(page, tokenTransferTx.hash);
    const log = receipt.logs.find((item) => item.topics[0] === TRANSFER_TOPIC && item.topics.length === 3);
    expect(log, 'an ERC-20 Transfer log in the receipt').toBeDefined();
    if (!log) return;
    const decimals = Number(await rpc<string>('eth_call', [ { to: log.address, data: '0x313ce567' }, 'latest' ]));
    const symbol = await ethCallString(log.address, '0x95d89b41');
    const amount = BigInt(log.data);
    const shown = `${ formatUnits(amount, decimals, { maxFractionDigits: 6 }) } ${ symbol }`;
    const exact = `${ formatUnits(amount, decimals) } ${ symbol }`;

    const summary = detail(page, 'token-transfers').getByTestId('transfer-amount');
    await expect(summary).toHaveText(shown);
    await expect(summary).toHaveAttribute('title', exact);

    await page.getByTestId('tab-token_transfers').click();
    const row = page.getByTestId('token-transfers-table').getByTestId('token-transfer-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('transfer-amount')).toHaveText(shown);
    const from = `0x${ log.topics[1].slice(26) }`;
    const to = `0x${ log.topics[2].slice(26) }`;
    const links = await row.getByTestId('from-to').locator('a[href^="/address/"]').evaluateAll((items) => items.map((item) => item.getAttribute('href')));
    expect(links.map(hrefAddress)).toEqual([ from, to ]);
    // The type filter: ERC-721 only hides it, ERC-20 shows it again; the choice is in the URL.
    await page.getByRole('button', { name: 'ERC-721' }).click();
    await expect(page.getByTestId('list-empty')).toHaveText('No token transfers of the chosen types.');
    await expect(page).toHaveURL(/type=ERC-721/);
    await page.getByRole('button', { name: 'ERC-721' }).click();
    await expect(row).toHaveCount(1);
  });

  test('internal calls: the tab lists the calls the node executed, with their targets', async({ page }) => {
    const { internalCallsTx } = chain;
    await expectDetailsMatchNode(page, internalCallsTx.hash);
    const trace = await nodeTrace(internalCallsTx.hash, true);
    const ops = trace.structLogs.filter((log) => INTERNAL_OPS.includes(log.op));
    expect(ops.length, `internal call ops of ${ internalCallsTx.hash } (${ trace.structLogs.length } steps)`).toBeGreaterThan(0);

    await page.getByTestId('tab-internal').click();
    const rows = page.getByTestId('internal-txs-table').getByTestId('internal-tx-row');
    await expect(rows).toHaveCount(Math.min(ops.length, 50));
    const types = await rows.getByTestId('internal-tx-type').allTextContents();
    expect(types).toEqual(ops.slice(0, 50).map((log) => log.op.toLowerCase()));
    for (const [ index, log ] of ops.slice(0, 50).entries()) {
      if (!CALL_OPS.includes(log.op) || !log.stack) continue;
      const target = `0x${ log.stack[log.stack.length - 2].slice(-40) }`;
      const hrefs = await rows.nth(index).getByTestId('from-to').locator('a[href^="/address/"]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('href')));
      expect(hrefAddress(hrefs[hrefs.length - 1]), `target of internal call ${ index }`).toBe(target);
    }
  });

  test('raw trace is JSON of the call frames the node executed', async({ page }) => {
    const { internalCallsTx } = chain;
    const tx = await nodeTx(internalCallsTx.hash);
    await page.goto(`/tx/${ internalCallsTx.hash }?tab=raw_trace`);
    const json = page.getByTestId('raw-trace-json');
    await expect(json).toBeVisible();
    const frames = JSON.parse(await json.textContent() ?? '') as Array<{ traceAddress: Array<number>; action: { from?: string } }>;
    const top = frames.find((frame) => frame.traceAddress.length === 0);
    expect(top?.action.from).toBe(tx.from.toLowerCase());
    const internalOps = (await nodeTrace(internalCallsTx.hash)).structLogs.filter((log) => INTERNAL_OPS.includes(log.op));
    expect(frames.length).toBe(internalOps.length + 1);
    await expect(page.getByTestId('tx-raw-trace').getByRole('button', { name: 'Copy to clipboard' })).toBeVisible();
  });

  test('state changes: the sender pays value plus fee, and its balances are the node\'s', async({ page }) => {
    const { tokenTransferTx } = chain;
    const [ tx, receipt ] = await Promise.all([ nodeTx(tokenTransferTx.hash), nodeReceipt(tokenTransferTx.hash) ]);
    await page.goto(`/tx/${ tokenTransferTx.hash }?tab=state`);
    const sender = page.getByTestId('state-changes-table')
      .locator(`[data-testid="state-change-row"][data-address="${ tx.from.toLowerCase() }"][data-type="coin"]`);
    await expect(sender).toHaveCount(1);
    const paid = BigInt(receipt.gasUsed) * BigInt(receipt.effectiveGasPrice) + BigInt(tx.value);
    await expect(sender.getByTestId('state-change')).toHaveAttribute('title', `-${ formatUnits(paid) } QNM`);
    // Before/after are the sender's balances around this transaction, inside its block. The node
    // tells balances only between blocks: before is the balance at the end of the previous block
    // when this transaction opens its block, after the balance at the end of the block when it
    // closes it (another transaction of the block may pay the sender through a contract call, so
    // looking at senders and recipients alone is not enough).
    const block = await rpc<{ transactions: Array<string> }>('eth_getBlockByNumber', [ receipt.blockNumber, false ]);
    const index = Number(receipt.transactionIndex);
    const height = Number(receipt.blockNumber);
    const balanceAt = async(number: number) => formatUnits(BigInt(await rpc<string>('eth_getBalance', [ tx.from, `0x${ number.toString(16) }` ])));
    if (index === 0) await expect(sender.getByTestId('state-before')).toHaveAttribute('title', `${ await balanceAt(height - 1) } QNM`);
    if (index === block.transactions.length - 1) await expect(sender.getByTestId('state-after')).toHaveAttribute('title', `${ await balanceAt(height) } QNM`);
  });
});

test.describe('live updates', () => {
  test('confirmations grow as blocks arrive, without a reload', async({ page }) => {
    const { tokenTransferTx } = chain;
    await page.goto(`/tx/${ tokenTransferTx.hash }`);
    const confirmations = page.getByTestId('tx-confirmations');
    const read = async() => Number((await confirmations.textContent())?.replace(/\D/g, ''));
    await expect(confirmations).toBeVisible();
    await page.evaluate(() => { (window as unknown as { noReload: boolean }).noReload = true; });
    const first = await read();
    const head = Number(await rpc<string>('eth_blockNumber'));
    expect(Math.abs(first - (head - (tokenTransferTx.block_number ?? 0) + 1))).toBeLessThanOrEqual(3);
    await expect.poll(read, { timeout: 30_000, message: 'confirmations go up' }).toBeGreaterThan(first);
    expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
  });

  test('a pending transaction shows "Pending" and becomes mined without a reload', async({ page }) => {
    // A fresh account of its own, so the traffic generator's nonces are untouched: its nonce-1
    // transaction waits in the pool until the test sends nonce 0.
    const account = `0x${ randomBytes(20).toString('hex') }`;
    await fund(account);
    await rpc('hardhat_impersonateAccount', [ account ]);
    try {
      const send = (nonce: string) => rpc<string>('eth_sendTransaction', [ { from: account, to: account, value: '0x1', nonce, gas: '0x5208' } ]);
      const queued = await send('0x1');
      await waitForValue(() => api<Transaction>(`/api/v2/transactions/${ queued }`).then((tx) => (tx.block_number === null ? tx : undefined)),
        60_000, 'the API to see the pending transaction');
      await page.goto(`/tx/${ queued }`);
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-status', 'pending');
      await expect(page.getByTestId('tx-block-pending')).toHaveText('Pending');
      await page.evaluate(() => { (window as unknown as { noReload: boolean }).noReload = true; });

      await send('0x0');
      const receipt = await waitForValue(async() => (await nodeReceipt(queued)) ?? undefined, 30_000, 'the node to mine it');
      await expect(page.getByTestId('tx-status')).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
      await expect(detail(page, 'block').getByRole('link')).toHaveText(String(Number(receipt.blockNumber)));
      await expect(page.getByTestId('tx-position')).toHaveText(String(Number(receipt.transactionIndex)));
      expect(await page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);
    } finally {
      await rpc('hardhat_stopImpersonatingAccount', [ account ]);
    }
  });
});

test.describe('details the API adds', () => {
  test('a mined transaction says how long it took to be confirmed, as the API gives it', async({ page }) => {
    const { hash } = chain.tokenTransferTx;
    const seconds = (ms: number) => formatNumber(ms / 1000, { maxFractionDigits: 2 });
    const wording = async() => {
      const [ lower, upper ] = (await api<Transaction>(`/api/v2/transactions/${ hash }`)).confirmation_duration;
      expect(upper, 'confirmation_duration from the API').toBeGreaterThan(0);
      return lower > 0 && lower < upper ? `Confirmed within ${ seconds(lower) }–${ seconds(upper) } secs` :
        `Confirmed within ${ seconds(upper) } ${ seconds(upper) === '1' ? 'sec' : 'secs' }`;
    };
    // The API derives it from the average block time, which may move while the page loads.
    const before = await wording();
    await page.goto(`/tx/${ hash }`);
    const shown = await detail(page, 'timestamp').getByTestId('tx-confirmation-duration').textContent();
    expect([ before, await wording() ]).toContain(shown);
  });

  test('a failed transaction opens on its details, not on an empty list', async({ page }) => {
    const { revertedTx } = chain;
    await page.goto(`/tx/${ revertedTx.hash }`);
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('tx-status')).toHaveAttribute('data-status', 'failed');
    await expect(page.getByText('There are no token transfers for this transaction.')).toBeHidden();
  });

  test('an NFT transfer labels the token ID and the token', async({ page }) => {
    const transfer = (await api<Page_<TokenTransfer>>('/api/v2/token-transfers?type=ERC-721')).items[0];
    expect(transfer, 'an ERC-721 transfer').toBeDefined();
    await page.goto(`/tx/${ transfer.transaction_hash }`);
    const line = detail(page, 'token-transfers').getByTestId('tx-token-transfer-what').first();
    await expect(line).toContainText(/^for\s*token ID\s*\S+\s*of\s*/);
  });
});

test.describe('bad hashes (spec §8)', () => {
  test('an unknown hash answers 404 with "Page not found"', async({ page }) => {
    const response = await page.goto(`/tx/${ UNKNOWN_HASH }`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Transaction details');
  });

  for (const hash of [ '0x123', '0xbad' ]) {
    test(`a malformed hash (${ hash }) answers 422 with "Request cannot be processed", not the transaction-not-found screen`, async({ page }) => {
      const response = await page.goto(`/tx/${ hash }`);
      expect(response?.status()).toBe(422);
      await expect(page.getByRole('heading', { name: 'Request cannot be processed' })).toBeVisible();
      await expect(page.getByRole('heading', { name: NOT_FOUND_TITLE })).toBeHidden();
    });
  }
});

test.describe('screenshots', () => {
  for (const [ viewportName, viewport ] of Object.entries(VIEWPORTS)) {
    for (const mode of COLOR_MODES) {
      test(`${ viewportName } ${ mode }`, async({ page }) => {
        await page.setViewportSize(viewport);
        if (mode === 'dark') await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
        await page.goto(`/tx/${ chain.tokenTransferTx.hash }`);
        await expect(page.getByTestId('tx-details')).toBeVisible();
        await expect(page.getByTestId('tx-confirmation-duration')).toBeVisible();
        // Nothing may stick out sideways.
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await keepScreenshot(page, `tx-${ viewportName }-${ mode }`, { fullPage: true });
        await page.goto(`/tx/${ chain.tokenTransferTx.hash }?tab=token_transfers`);
        await expect(page.locator('[data-testid="token-transfer-row"]:visible, [data-testid="token-transfer-card"]:visible').first()).toBeVisible();
        await keepScreenshot(page, `tx-transfers-${ viewportName }-${ mode }`);
        await page.goto(`/tx/${ chain.internalCallsTx.hash }?tab=logs`);
        await expect(page.getByTestId('tx-logs')).toBeVisible();
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await keepScreenshot(page, `tx-logs-${ viewportName }-${ mode }`, { fullPage: true });
      });
    }
  }
});
