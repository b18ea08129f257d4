/**
 * One chain as the demo uses it: a viem client for reads and the devnet's transaction sender
 * (local nonces, fees from the latest base fee) for the demo's own accounts.
 */
import { createPublicClient, custom, toHex, type Address, type Hash, type Hex, type PublicClient } from 'viem';

import type { DevnetAccount } from '../accounts';
import { getDevnetChain } from '../chain';
import type { Logger } from '../logger';
import type { Devnet } from '../node';
import { createTxSender, type TxSender } from '../txSender';

/** A tip that gets a transaction into the next block of a devnet. */
const TIP_WEI = 1_000_000_000n;

export interface ChainSide {
  name: 'l1' | 'l2';
  devnet: Devnet;
  client: PublicClient;
  sender: TxSender;
}

/**
 * @param nodeSigns the node's genesis holds every account of `accounts` and signs for them
 * (the L1, whose genesis is the demo's); otherwise transactions are signed here.
 */
export function createChainSide(name: ChainSide['name'], devnet: Devnet, accounts: DevnetAccount[], logger: Logger, nodeSigns: boolean): ChainSide {
  const client = createPublicClient({ chain: getDevnetChain(devnet.url, devnet.chainId), transport: custom(devnet.provider), pollingInterval: 100,
    // Every read sees the chain as it is now: the jobs decide from it.
    cacheTime: 0 });
  const sender = createTxSender({ rpcUrl: devnet.url, chainId: devnet.chainId, accounts, logger, provider: devnet.provider, nodeSigns });
  return { name, devnet, client, sender };
}

/** A transaction of the demo's: explicit gas, as reverting ones must still be mined and nothing is estimated. */
export interface DemoTx {
  label: string;
  from: DevnetAccount;
  /** Absent: a contract creation. */
  to?: Address;
  data: Hex;
  gas: bigint;
  value?: bigint;
}

/** Sends an EIP-1559 transaction; resolves with its hash once the node has it. */
export async function sendTx(side: ChainSide, tx: DemoTx): Promise<Hash> {
  return (await side.sender.send({ ...tx, type: 'eip1559', tipWei: TIP_WEI })).hash;
}

/**
 * Adds `amountWei` to an account's balance without a transaction: how the demo mints on L2
 * what deposits mint there in OP (the deposit's `mint`), since it cannot send 0x7e transactions.
 */
export async function mintOnDevnet(side: ChainSide, address: Address, amountWei: bigint): Promise<void> {
  if (amountWei <= 0n) return;
  const balance = await side.client.getBalance({ address });
  await side.devnet.provider.request({ method: 'hardhat_setBalance', params: [ address, toHex(balance + amountWei) ] });
}
