/**
 * An injected EIP-1193 wallet for stack specs, backed by a devnet account: the contract
 * Write tabs send through it, the login page signs in with it.
 */
import type { Page } from '@playwright/test';
import { createWalletClient, http, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import { deriveDevnetAccounts } from '../../server/devnet/accounts';

import { rpc, waitForValue } from './chain';
import { STACK_RPC_URL } from './env';

// The last prefunded account: the traffic generator's nonces are not ours to race.
export const wallet = deriveDevnetAccounts()[19];

/**
 * Pays `coins` from the specs' account to `address` and waits until it is mined. A transfer,
 * not `hardhat_setBalance`: minting would raise the coin supply under the top-accounts page,
 * whose shares are of a supply the API counts every couple of minutes.
 */
export async function fund(address: string, coins = 100): Promise<void> {
  const value = `0x${ (BigInt(coins) * BigInt(10) ** BigInt(18)).toString(16) }`;
  const hash = await rpc<string>('eth_sendTransaction', [ { from: wallet.address, to: address, value } ]);
  await waitForValue(async() => (await rpc<object | null>('eth_getTransactionReceipt', [ hash ])) ?? undefined, 60_000, `the payment to ${ address }`);
}

/**
 * A `window.ethereum` that forwards every request to the devnet through the test process
 * (the page's CSP keeps the browser off the RPC port). eth_sendTransaction goes to the node
 * for its unlocked account; a node without unlocked accounts gets it signed here instead.
 */
export async function installWallet(page: Page) {
  const signer = createWalletClient({ account: privateKeyToAccount(wallet.privateKey), transport: http(STACK_RPC_URL) });
  // As a real wallet: the site learns the account once it asked for it (eth_requestAccounts), not before,
  // so wagmi's reconnect on mount finds nothing to reconnect to on a fresh page.
  let authorized = false;
  await page.exposeFunction('__devnetRequest', async(method: string, params: Array<unknown>) => {
    if (method === 'eth_requestAccounts') authorized = true;
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return authorized ? [ wallet.address ] : [];
    if (method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain') return null;
    if (method === 'eth_sendTransaction') {
      const tx = params[0] as { to: Hex; data?: Hex; value?: Hex; gas?: Hex };
      try {
        return await rpc<Hex>('eth_sendTransaction', [ { ...tx, from: wallet.address } ]);
      } catch {
        return await signer.sendTransaction({
          to: tx.to, data: tx.data, value: tx.value ? BigInt(tx.value) : undefined, gas: tx.gas ? BigInt(tx.gas) : undefined, chain: null,
        });
      }
    }
    return await rpc(method, params);
  });
  await page.addInitScript(() => {
    type Listener = (...args: Array<unknown>) => void;
    const listeners = new Map<string, Set<Listener>>();
    const request = (window as unknown as { __devnetRequest: (method: string, params: Array<unknown>) => Promise<unknown> }).__devnetRequest;
    (window as unknown as { ethereum: unknown }).ethereum = {
      isMetaMask: true,
      request: ({ method, params }: { method: string; params?: Array<unknown> }) => request(method, params ?? []),
      on: (event: string, listener: Listener) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
      removeListener: (event: string, listener: Listener) => listeners.get(event)?.delete(listener),
    };
  });
}

