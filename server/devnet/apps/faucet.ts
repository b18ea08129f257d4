/**
 * The devnet's faucet: sends a fixed amount of test QNM from an account of its own to any
 * address, at most once per address per cooldown. Its account is prefunded at genesis and
 * used by nothing else, so its nonces are its own; drips are sent one at a time.
 */
import { createWalletClient, custom, formatEther, isAddress, parseEther, type Address, type EIP1193Provider, type Hash } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

import type { DevnetAccount } from '../accounts';
import { DevnetError } from '../errors';

/** What one drip sends. */
export const FAUCET_DRIP_WEI = parseEther('10');
/** The same, as the texts of the list and the app say it. */
export const FAUCET_DRIP_QNM = formatEther(FAUCET_DRIP_WEI);
/** How long an address waits between two drips. */
export const FAUCET_COOLDOWN_MS = 10 * 60_000;

/** A drip the faucet refuses: a bad address (422) or one served too recently (429). */
export class FaucetRefusal extends DevnetError {
  override name = 'FaucetRefusal';
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, statusCode: 422 | 429, retryAfterSeconds?: number) {
    super(message, { statusCode, expose: true, retryable: false });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface FaucetOptions {
  provider: { request(args: { method: string; params?: unknown }): Promise<unknown> };
  account: DevnetAccount;
  chainId: number;
  amountWei?: bigint;
  cooldownMs?: number;
  now?: () => number;
}

export interface Faucet {
  address: Address;
  amountWei: bigint;
  /** Sends the drip to `to`; resolves with the transaction's hash once the node has it. */
  drip(to: string): Promise<{ hash: Hash; amount: string }>;
}

export function createFaucet(options: FaucetOptions): Faucet {
  const amountWei = options.amountWei ?? FAUCET_DRIP_WEI;
  const cooldownMs = options.cooldownMs ?? FAUCET_COOLDOWN_MS;
  const now = options.now ?? Date.now;
  const account = privateKeyToAccount(options.account.privateKey);
  const chain = { id: options.chainId, name: 'devnet', nativeCurrency: { name: 'QNM', symbol: 'QNM', decimals: 18 },
    rpcUrls: { default: { http: [] } } } as const;
  const wallet = createWalletClient({ account, chain, transport: custom(options.provider as EIP1193Provider) });
  const lastDrip = new Map<string, number>();
  // One drip at a time: each takes the next nonce of the faucet's account.
  let queue: Promise<unknown> = Promise.resolve();

  async function send(to: Address): Promise<Hash> {
    return await wallet.sendTransaction({ to, value: amountWei });
  }

  return {
    address: account.address,
    amountWei,
    async drip(to) {
      if (!isAddress(to, { strict: false })) throw new FaucetRefusal('Enter an address: 0x followed by 40 hexadecimal digits.', 422);
      const key = to.toLowerCase();
      const since = now() - (lastDrip.get(key) ?? -Infinity);
      if (since < cooldownMs) {
        const wait = Math.ceil((cooldownMs - since) / 1000);
        throw new FaucetRefusal(`This address got test QNM less than ${ cooldownMs / 60_000 } minutes ago. Try again in ${ Math.ceil(wait / 60) } min.`,
          429, wait);
      }
      // Counted before sending: two requests at once for one address get one drip.
      lastDrip.set(key, now());
      const sending = queue.then(() => send(to as Address));
      queue = sending.catch(() => undefined);
      try {
        return { hash: await sending, amount: formatEther(amountWei) };
      } catch (error) {
        lastDrip.delete(key);
        throw new DevnetError('The faucet could not send the transaction.', { cause: error, statusCode: 503, expose: true });
      }
    },
  };
}
