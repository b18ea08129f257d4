/**
 * Signs transactions locally and sends them raw, with nonces counted here so a batch
 * can be sent without waiting for blocks. Fees follow the latest base fee.
 *
 * Note: a nonce above the account's next one is refused by EDR while it automines
 * ("Nonce too high ... can't be queued when automining") but queued without a word
 * otherwise, where it waits for the gap to fill. After `evm_revert` the counted nonces
 * are ahead of the node, so everything sent would wait forever: `syncNonces` catches that.
 */
import type { EIP1193Provider } from 'hardhat/types';
import {
  createPublicClient,
  custom,
  http,
  toHex,
  type AccessList,
  type Address,
  type Hash,
  type Hex,
  type PublicClient,
  type TransactionReceipt,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';

import type { DevnetAccount } from './accounts';
import { getDevnetChain } from './chain';
import type { Logger } from './logger';

/** How often receipts are polled while waiting for them. */
const RECEIPT_POLL_INTERVAL_MS = 100;
/** Give up on a receipt after this long (several blocks at the default interval). */
const RECEIPT_TIMEOUT_MS = 60_000;

/** Envelope of a transaction: EIP-1559 (type 2), EIP-2930 (type 1) or legacy (type 0). */
export type TxType = 'eip1559' | 'eip2930' | 'legacy';

/** A transaction to sign and send; `to` absent means contract creation. */
export interface TxIntent {
  /** What the transaction does, for logs and step summaries. */
  label: string;
  from: DevnetAccount;
  to?: Address;
  data?: Hex;
  value?: bigint;
  /** Always explicit: reverting transactions must still be mined, so nothing is estimated. */
  gas: bigint;
  type: TxType;
  /** Priority fee (EIP-1559) or the part of the gas price above the base fee (others). */
  tipWei: bigint;
  accessList?: AccessList;
}

/** A sent transaction. */
export interface SentTx {
  hash: Hash;
  from: Address;
  nonce: number;
}

/** Sends intents for a fixed set of accounts. */
export interface TxSender {
  client: PublicClient;
  /** Reads the latest base fee; fees of later sends are derived from it. */
  refreshFees(): Promise<bigint>;
  /**
   * Replaces every counted nonce by the node's pending count; resolves to how many
   * accounts were ahead of the node (the chain or its mempool went back). Call before
   * each batch.
   */
  syncNonces(): Promise<number>;
  send(intent: TxIntent): Promise<SentTx>;
  /** Resolves when every hash has a receipt, in the order given. */
  waitForReceipts(hashes: Hash[]): Promise<TransactionReceipt[]>;
}

/**
 * Creates a sender for `accounts` on the node at `rpcUrl`.
 * @dev Invariant: only this sender sends from these accounts while it runs, so a
 * counted nonce stays right until the node itself goes back (`evm_revert`, a dropped
 * transaction); `syncNonces` checks for that, and a failed send (nonce too high
 * included) drops the account's nonce so the next send asks the node again.
 */
export function createTxSender(args: {
  rpcUrl: string;
  chainId: number;
  accounts: DevnetAccount[];
  logger: Logger;
  /** The node in this process: asked directly instead of over HTTP (a back-fill sends thousands). */
  provider?: EIP1193Provider;
  /**
   * The node holds the accounts' keys (the devnet's own accounts) and signs with
   * `eth_sendTransaction`: the same signature (RFC 6979), made 2–3 times faster than here.
   */
  nodeSigns?: boolean;
}): TxSender {
  const chain = getDevnetChain(args.rpcUrl, args.chainId);
  const transport = args.provider ? custom(args.provider) : http(args.rpcUrl);
  const client = createPublicClient({ chain, transport, pollingInterval: RECEIPT_POLL_INTERVAL_MS });
  const signers = new Map<Address, PrivateKeyAccount>(
    args.accounts.map((account) => [ account.address, privateKeyToAccount(account.privateKey) ]),
  );
  const nonces = new Map<Address, number>();
  let baseFeeWei = 1_000_000_000n;

  async function nextNonce(address: Address): Promise<number> {
    const known = nonces.get(address);
    if (known !== undefined) return known;
    const fetched = await client.getTransactionCount({ address, blockTag: 'pending' });
    nonces.set(address, fetched);
    return fetched;
  }

  // Twice the base fee leaves room for it to rise for several blocks before a tx stalls.
  const feeCap = (tipWei: bigint) => baseFeeWei * 2n + tipWei;

  function signHere(signer: PrivateKeyAccount, intent: TxIntent, nonce: number): Promise<Hex> {
    const common = { chainId: chain.id, nonce, gas: intent.gas, to: intent.to ?? null, data: intent.data, value: intent.value ?? 0n };
    return intent.type === 'eip1559' ?
      signer.signTransaction({ ...common, type: 'eip1559', maxFeePerGas: feeCap(intent.tipWei), maxPriorityFeePerGas: intent.tipWei }) :
      intent.type === 'eip2930' ?
        signer.signTransaction({ ...common, type: 'eip2930', gasPrice: feeCap(intent.tipWei), accessList: intent.accessList ?? [] }) :
        signer.signTransaction({ ...common, type: 'legacy', gasPrice: feeCap(intent.tipWei) });
  }

  /** The node picks the envelope from the fee fields, as a wallet's node would. */
  async function sendForNodeToSign(intent: TxIntent, nonce: number): Promise<Hash> {
    const fees = intent.type === 'eip1559' ?
      { maxFeePerGas: toHex(feeCap(intent.tipWei)), maxPriorityFeePerGas: toHex(intent.tipWei) } :
      { gasPrice: toHex(feeCap(intent.tipWei)), ...(intent.type === 'eip2930' ? { accessList: intent.accessList ?? [] } : {}) };
    const request = {
      from: intent.from.address, to: intent.to, data: intent.data, value: toHex(intent.value ?? 0n), gas: toHex(intent.gas), nonce: toHex(nonce), ...fees,
    };
    return await client.request({ method: 'eth_sendTransaction', params: [ request ] } as never) as Hash;
  }

  return {
    client,
    async refreshFees() {
      const block = await client.getBlock({ blockTag: 'latest' });
      baseFeeWei = block.baseFeePerGas ?? baseFeeWei;
      return baseFeeWei;
    },
    async syncNonces() {
      const counted = [ ...nonces ];
      const onNode = await Promise.all(counted.map(([ address ]) => client.getTransactionCount({ address, blockTag: 'pending' })));
      const ahead = counted.filter(([ , nonce ], index) => nonce > onNode[index]).length;
      counted.forEach(([ address ], index) => nonces.set(address, onNode[index]));
      if (ahead > 0) args.logger.warn({ accounts: ahead }, 'nonces were ahead of the node (chain reverted?): using the node\'s');
      return ahead;
    },
    async send(intent) {
      const signer = signers.get(intent.from.address);
      if (!signer) throw new Error(`no key for ${ intent.from.address }`);
      const nonce = await nextNonce(signer.address);
      try {
        const hash = args.nodeSigns ? await sendForNodeToSign(intent, nonce) : await client.request({
          method: 'eth_sendRawTransaction', params: [ await signHere(signer, intent, nonce) ],
        });
        nonces.set(signer.address, nonce + 1);
        args.logger.trace({ label: intent.label, hash, from: signer.address, nonce }, 'tx sent');
        return { hash, from: signer.address, nonce };
      } catch (error) {
        nonces.delete(signer.address);
        throw error;
      }
    },
    async waitForReceipts(hashes) {
      const receipts: TransactionReceipt[] = [];
      for (const hash of hashes) {
        receipts.push(await client.waitForTransactionReceipt({ hash, pollingInterval: RECEIPT_POLL_INTERVAL_MS, timeout: RECEIPT_TIMEOUT_MS }));
      }
      return receipts;
    },
  };
}
