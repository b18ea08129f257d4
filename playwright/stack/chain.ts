/**
 * What the stack specs compare pages with: the devnet node's own answers (JSON-RPC) and, to
 * find interesting entities, the API. `findChainEntities` waits until the traffic generator
 * has produced one of each kind the pages are tested with.
 */
import { expect, type Page as BrowserPage } from '@playwright/test';

import type { Block } from 'types/api/block';
import type { InternalTransaction } from 'types/api/internalTransaction';
import type { TokenInfo, TokenInstance } from 'types/api/token';
import type { TokenTransfer } from 'types/api/tokenTransfer';
import type { Transaction } from 'types/api/transaction';

import { STACK_API_URL, STACK_RPC_URL } from './env';

let rpcId = 0;

/** One JSON-RPC call to the devnet node. */
export async function rpc<T>(method: string, params: Array<unknown> = []): Promise<T> {
  const response = await fetch(STACK_RPC_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++rpcId, method, params }),
  });
  const body = await response.json() as { result?: T; error?: { message: string } };
  if (body.error) throw new Error(`${ method }: ${ body.error.message }`);
  return body.result as T;
}

/** GET from the explorer's API; throws on a non-2xx answer. */
export async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${ STACK_API_URL }${ path }`);
  if (!response.ok) throw new Error(`GET ${ path }: ${ response.status }`);
  return await response.json() as T;
}

/** Polls `read` until it returns a value (not undefined). */
export async function waitForValue<T>(read: () => Promise<T | undefined>, timeoutMs = 90_000, what = 'value'): Promise<T> {
  let value: T | undefined;
  await expect.poll(async() => {
    value = await read().catch(() => undefined);
    return value !== undefined;
  }, { timeout: timeoutMs, message: `waiting for ${ what }`, intervals: [ 500, 1000, 2000 ] }).toBe(true);
  return value as T;
}

interface Page<T> { items: Array<T>; next_page_params: Record<string, unknown> | null }

/** Every item of an API list, following next_page_params up to `maxPages`. */
export async function apiList<T>(path: string, maxPages = 20): Promise<Array<T>> {
  const items: Array<T> = [];
  let cursor: Record<string, unknown> | null = {};
  for (let page = 0; page < maxPages && cursor; page++) {
    const query = new URLSearchParams(Object.entries(cursor).map(([ key, value ]) => [ key, String(value) ]));
    const separator = path.includes('?') ? '&' : '?';
    const body: Page<T> = await api<Page<T>>(`${ path }${ query.size ? separator + query.toString() : '' }`);
    items.push(...body.items);
    cursor = body.next_page_params;
  }
  return items;
}

export interface ChainEntities {
  erc20: TokenInfo;
  erc721: TokenInfo;
  erc1155: TokenInfo;
  nftInstance: TokenInstance & { token_address: string };
  /** A mined transaction that reverted, with a revert reason. */
  revertedTx: Transaction;
  /** A transaction with internal calls. */
  internalCallsTx: Transaction;
  /** A transaction with ERC-20 token transfers and logs. */
  tokenTransferTx: Transaction;
  /** A block holding several transactions. */
  busyBlock: Block;
}

const tokenOfType = async(type: string) => (await api<Page<TokenInfo>>(`/api/v2/tokens?type=${ type }`)).items
  .find((token) => Number(token.holders_count ?? 0) > 0);

/** Waits (up to ~2 minutes from a fresh start) until the generator has made each entity. */
export async function findChainEntities(): Promise<ChainEntities> {
  const erc20 = await waitForValue(() => tokenOfType('ERC-20'), 120_000, 'an ERC-20 token');
  const erc721 = await waitForValue(() => tokenOfType('ERC-721'), 120_000, 'an ERC-721 token');
  const erc1155 = await waitForValue(() => tokenOfType('ERC-1155'), 120_000, 'an ERC-1155 token');
  const nftInstance = await waitForValue(async() => {
    const instance = (await api<Page<TokenInstance>>(`/api/v2/tokens/${ erc721.address_hash }/instances`)).items[0];
    return instance ? { ...instance, token_address: erc721.address_hash } : undefined;
  }, 120_000, 'an NFT instance');
  const txs = () => apiList<Transaction>('/api/v2/transactions?filter=validated', 6);
  const revertedTx = await waitForValue(async() => (await txs()).find((tx) => tx.status === 'error' && tx.revert_reason), 120_000,
    'a reverted transaction');
  const internalCallsTx = await waitForValue(async() => {
    const internal = (await api<Page<InternalTransaction>>('/api/v2/internal-transactions')).items[0];
    return internal ? api<Transaction>(`/api/v2/transactions/${ internal.transaction_hash }`) : undefined;
  }, 120_000, 'a transaction with internal calls');
  // List items carry no token transfers (as in Blockscout), so find one through the transfers list.
  const tokenTransferTx = await waitForValue(async() => {
    const transfer = (await api<Page<TokenTransfer>>('/api/v2/token-transfers?type=ERC-20')).items
      .find((item) => item.from.hash !== '0x0000000000000000000000000000000000000000');
    return transfer ? api<Transaction>(`/api/v2/transactions/${ transfer.transaction_hash }`) : undefined;
  }, 120_000, 'an ERC-20 transfer');
  const busyBlock = await waitForValue(async() => (await api<Page<Block>>('/api/v2/blocks')).items
    .find((block) => block.transactions_count >= 3), 120_000, 'a block with transactions');
  return { erc20, erc721, erc1155, nftInstance, revertedTx, internalCallsTx, tokenTransferTx, busyBlock };
}

/** Views every page spec takes screenshots in. */
/** How far the page is wider than the screen (px); 0 or less: nothing scrolls sideways. */
export async function sidewaysOverflow(page: BrowserPage): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

export const VIEWPORTS = { desktop: { width: 1440, height: 900 }, mobile: { width: 390, height: 844 } } as const;
export const COLOR_MODES = [ 'light', 'dark' ] as const;
