/**
 * Deterministic prefunded accounts, derived from one fixed mnemonic along the usual
 * Ethereum path m/44'/60'/0'/0/i, so addresses are the same on every start.
 */
import { pbkdf2Sync } from 'node:crypto';

import { bytesToHex, parseEther, type Address, type Hex } from 'viem';
import { HDKey, hdKeyToAccount } from 'viem/accounts';

/**
 * The public development mnemonic that Hardhat and Anvil use; wallets and tools know its
 * addresses. Never hold value on any other chain with it.
 */
export const DEVNET_MNEMONIC = 'test test test test test test test test test test test junk';
/** How many accounts the devnet prefunds when not told otherwise. */
export const DEFAULT_ACCOUNT_COUNT = 20;
/** Balance of each prefunded account: 10,000 QNM. */
export const DEFAULT_ACCOUNT_BALANCE_WEI = parseEther('10000');

/** A prefunded account with its key; the key signs traffic locally. */
export interface DevnetAccount {
  address: Address;
  privateKey: Hex;
}

/**
 * Derives `count` accounts from `mnemonic`.
 * @dev The BIP-39 seed (PBKDF2-HMAC-SHA512, 2048 rounds, salt "mnemonic") is computed
 * once; each account is then derived from the master key.
 */
export function deriveDevnetAccounts(count: number = DEFAULT_ACCOUNT_COUNT, mnemonic: string = DEVNET_MNEMONIC): DevnetAccount[] {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512');
  const master = HDKey.fromMasterSeed(seed);
  return Array.from({ length: count }, (_, addressIndex) => {
    const account = hdKeyToAccount(master, { addressIndex });
    const key = account.getHdKey().privateKey;
    if (!key) throw new Error(`no private key at address index ${ addressIndex }`);
    return { address: account.address, privateKey: bytesToHex(key) };
  });
}
