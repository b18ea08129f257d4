/**
 * For each kind of traffic, a builder that turns the generator's local view of
 * balances and owners into one transaction. Builders only read the random source and
 * that view, so the same seed yields the same transactions.
 */
import { encodeFunctionData, type Address } from 'viem';

import type { DevnetAccount } from './accounts';
import { getArtifact, type DemoContractName } from './compile';
import { DEMO_TOKENS, type DemoAddresses } from './deploy';
import { buildDataTokenUri } from './metadata';
import type { Rng } from './prng';
import type { TxKind } from './trafficKinds';
import type { TxIntent, TxType } from './txSender';

/** Kind to send instead when a builder has nothing to act on (e.g. no NFT to transfer). */
const FALLBACK_KIND: Partial<Record<TxKind, TxKind>> = {
  erc20_transfer: 'erc20_mint',
  erc20_burn: 'erc20_mint',
  erc721_transfer: 'erc721_mint_http_uri',
  erc721_burn: 'erc721_mint_http_uri',
  erc1155_transfer_single: 'erc1155_mint_batch',
  erc1155_transfer_batch: 'erc1155_mint_batch',
};

type TokenRole = keyof typeof DEMO_TOKENS;
/** ERC-1155 ids in use. */
const MULTI_TOKEN_IDS = [ 1n, 2n, 3n, 4n, 5n ];
/** Keep at least this many NFTs alive before burning one. */
const MIN_NFTS_BEFORE_BURN = 4;

/** The generator's own view of chain state, updated as transactions are sent. */
export interface TrafficState {
  addresses: DemoAddresses;
  deployer: DevnetAccount;
  /** Accounts that trade; index into this array everywhere below. */
  users: DevnetAccount[];
  metadataBaseUrl: string;
  tokenBalances: Record<TokenRole, bigint[]>;
  /** NFT id → index of its owner in `users`. */
  nftOwners: Map<bigint, number>;
  nextNftId: bigint;
  /** ERC-1155 id → balance per user. */
  multiBalances: Map<bigint, bigint[]>;
}

/** A fresh view for just-deployed contracts (nothing minted yet). */
export function createTrafficState(
  args: { addresses: DemoAddresses; deployer: DevnetAccount; users: DevnetAccount[]; metadataBaseUrl: string },
): TrafficState {
  const zeros = () => args.users.map(() => 0n);
  return {
    ...args,
    tokenBalances: { stableToken: zeros(), governanceToken: zeros() },
    nftOwners: new Map(),
    nextNftId: 1n,
    multiBalances: new Map(MULTI_TOKEN_IDS.map((id) => [ id, zeros() ])),
  };
}

/** Mostly EIP-1559, sometimes legacy or EIP-2930, like wallets in the wild. */
function pickTxType(rng: Rng): TxType {
  const roll = rng.next();
  return roll < 0.8 ? 'eip1559' : roll < 0.95 ? 'legacy' : 'eip2930';
}

/** A priority fee of 0.1 to 3 gwei. */
const pickTip = (rng: Rng) => rng.bigint(1n, 30n) * 100_000_000n;
const REVERT_TIP_WEI = 1_000_000_000n;
const MILLI_QNM_WEI = 10n ** 15n;

type Intent = Omit<TxIntent, 'label'>;
type Builder = (rng: Rng, state: TrafficState) => Intent | undefined;

/** A call of `functionName` on a demo contract at `to`. */
function callTx(
  rng: Rng,
  from: DevnetAccount,
  to: Address,
  contract: DemoContractName,
  functionName: string,
  args: readonly unknown[],
  gas: bigint,
  value?: bigint,
): Intent {
  const data = encodeFunctionData({ abi: getArtifact(contract).abi, functionName, args });
  return { from, to, data, gas, value, type: pickTxType(rng), tipWei: pickTip(rng) };
}

/** Indexes of users whose entry in `balances` is positive. */
function holders(balances: bigint[]): number[] {
  return balances.flatMap((balance, index) => (balance > 0n ? [ index ] : []));
}

const anyUser = (rng: Rng, state: TrafficState) => rng.int(0, state.users.length - 1);

/** A user other than `not`, uniformly. */
function otherUser(rng: Rng, state: TrafficState, not: number): number {
  const pick = rng.int(0, state.users.length - 2);
  return pick >= not ? pick + 1 : pick;
}

const pickToken = (rng: Rng): TokenRole => (rng.chance(0.5) ? 'stableToken' : 'governanceToken');
const multiBalances = (state: TrafficState, id: bigint) => state.multiBalances.get(id) as bigint[];

function nativeTransfer(type: TxType): Builder {
  return (rng, state) => {
    const from = anyUser(rng, state);
    const to = state.users[otherUser(rng, state, from)].address;
    const accessList = type === 'eip2930' ? [ { address: state.addresses.stableToken, storageKeys: [] } ] : undefined;
    const value = rng.bigint(1n, 2_000n) * MILLI_QNM_WEI;
    // An access-list entry costs 2,400 gas on top of the 21,000 of a transfer.
    const gas = type === 'eip2930' ? 30_000n : 21_000n;
    return { from: state.users[from], to, value, gas, type, tipWei: pickTip(rng), accessList };
  };
}

/** Sent with a fixed gas limit, so the node mines it with status 0 instead of refusing it. */
function reverting(functionName: string, args: (rng: Rng) => bigint[]): Builder {
  return (rng, state) => {
    const from = state.users[anyUser(rng, state)];
    const data = encodeFunctionData({ abi: getArtifact('Reverter').abi, functionName, args: args(rng) });
    return { from, to: state.addresses.reverter, data, gas: 100_000n, type: pickTxType(rng), tipWei: REVERT_TIP_WEI };
  };
}

const BUILDERS: Record<TxKind, Builder> = {
  native_eip1559: nativeTransfer('eip1559'),
  native_legacy: nativeTransfer('legacy'),
  native_eip2930: nativeTransfer('eip2930'),

  erc20_transfer(rng, state) {
    const role = pickToken(rng);
    const balances = state.tokenBalances[role];
    const candidates = holders(balances);
    if (candidates.length === 0) return undefined;
    const from = rng.pick(candidates);
    const to = otherUser(rng, state, from);
    const amount = balances[from] * BigInt(rng.int(1, 40)) / 100n || balances[from];
    balances[from] -= amount;
    balances[to] += amount;
    return callTx(rng, state.users[from], state.addresses[role], 'DemoToken', 'transfer', [ state.users[to].address, amount ], 90_000n);
  },
  erc20_mint(rng, state) {
    const role = pickToken(rng);
    const to = anyUser(rng, state);
    const amount = BigInt(rng.int(100, 10_000)) * 10n ** BigInt(DEMO_TOKENS[role].decimals);
    state.tokenBalances[role][to] += amount;
    return callTx(rng, state.deployer, state.addresses[role], 'DemoToken', 'mint', [ state.users[to].address, amount ], 100_000n);
  },
  erc20_burn(rng, state) {
    const role = pickToken(rng);
    const balances = state.tokenBalances[role];
    const candidates = holders(balances);
    if (candidates.length === 0) return undefined;
    const from = rng.pick(candidates);
    const amount = balances[from] * BigInt(rng.int(1, 10)) / 100n || balances[from];
    balances[from] -= amount;
    return callTx(rng, state.users[from], state.addresses[role], 'DemoToken', 'burn', [ amount ], 70_000n);
  },

  erc721_mint_data_uri(rng, state) {
    const to = anyUser(rng, state);
    const tokenId = state.nextNftId++;
    state.nftOwners.set(tokenId, to);
    // Storing a ~1 kB URI costs about 32 storage slots.
    const args = [ state.users[to].address, buildDataTokenUri(tokenId) ];
    return callTx(rng, state.deployer, state.addresses.nft, 'DemoNFT', 'mintWithURI', args, 1_500_000n);
  },
  erc721_mint_http_uri(rng, state) {
    const to = anyUser(rng, state);
    state.nftOwners.set(state.nextNftId++, to);
    return callTx(rng, state.deployer, state.addresses.nft, 'DemoNFT', 'mint', [ state.users[to].address ], 150_000n);
  },
  erc721_transfer(rng, state) {
    if (state.nftOwners.size === 0) return undefined;
    const tokenId = rng.pick([ ...state.nftOwners.keys() ]);
    const from = state.nftOwners.get(tokenId) as number;
    const to = otherUser(rng, state, from);
    state.nftOwners.set(tokenId, to);
    const method = rng.chance(0.5) ? 'safeTransferFrom' : 'transferFrom';
    const args = [ state.users[from].address, state.users[to].address, tokenId ];
    return callTx(rng, state.users[from], state.addresses.nft, 'DemoNFT', method, args, 120_000n);
  },
  erc721_burn(rng, state) {
    if (state.nftOwners.size < MIN_NFTS_BEFORE_BURN) return undefined;
    const tokenId = rng.pick([ ...state.nftOwners.keys() ]);
    const from = state.nftOwners.get(tokenId) as number;
    state.nftOwners.delete(tokenId);
    // Clearing a stored data: URI zeroes about 32 slots at ~5,000 gas each.
    return callTx(rng, state.users[from], state.addresses.nft, 'DemoNFT', 'burn', [ tokenId ], 350_000n);
  },

  erc1155_mint(rng, state) {
    const to = anyUser(rng, state);
    const id = rng.pick(MULTI_TOKEN_IDS);
    const amount = BigInt(rng.int(1, 20));
    multiBalances(state, id)[to] += amount;
    const args = [ state.users[to].address, id, amount ];
    return callTx(rng, state.deployer, state.addresses.multiToken, 'DemoMultiToken', 'mint', args, 100_000n);
  },
  erc1155_mint_batch(rng, state) {
    const to = anyUser(rng, state);
    const picked = MULTI_TOKEN_IDS.filter(() => rng.chance(0.6));
    const ids = picked.length >= 2 ? picked : MULTI_TOKEN_IDS.slice(0, 2);
    const amounts = ids.map(() => BigInt(rng.int(1, 50)));
    ids.forEach((id, index) => { multiBalances(state, id)[to] += amounts[index]; });
    const args = [ state.users[to].address, ids, amounts ];
    const gas = 80_000n + 30_000n * BigInt(ids.length);
    return callTx(rng, state.deployer, state.addresses.multiToken, 'DemoMultiToken', 'mintBatch', args, gas);
  },
  erc1155_transfer_single(rng, state) {
    const options = MULTI_TOKEN_IDS.flatMap((id) => holders(multiBalances(state, id)).map((user) => ({ id, user })));
    if (options.length === 0) return undefined;
    const { id, user } = rng.pick(options);
    const balances = multiBalances(state, id);
    const to = otherUser(rng, state, user);
    const amount = BigInt(rng.int(1, Number(balances[user] < 10n ? balances[user] : 10n)));
    balances[user] -= amount;
    balances[to] += amount;
    const args = [ state.users[user].address, state.users[to].address, id, amount, '0x' ];
    return callTx(rng, state.users[user], state.addresses.multiToken, 'DemoMultiToken', 'safeTransferFrom', args, 100_000n);
  },
  erc1155_transfer_batch(rng, state) {
    const heldIds = (user: number) => MULTI_TOKEN_IDS.filter((id) => multiBalances(state, id)[user] > 0n);
    const candidates = state.users.map((_, user) => user).filter((user) => heldIds(user).length >= 2);
    if (candidates.length === 0) return undefined;
    const user = rng.pick(candidates);
    const to = otherUser(rng, state, user);
    const ids = heldIds(user);
    const amounts = ids.map((id) => {
      const balances = multiBalances(state, id);
      const amount = balances[user] / 2n || 1n;
      balances[user] -= amount;
      balances[to] += amount;
      return amount;
    });
    const args = [ state.users[user].address, state.users[to].address, ids, amounts, '0x' ];
    const gas = 80_000n + 40_000n * BigInt(ids.length);
    return callTx(rng, state.users[user], state.addresses.multiToken, 'DemoMultiToken', 'safeBatchTransferFrom', args, gas);
  },

  proxy_call(rng, state) {
    const from = state.users[anyUser(rng, state)];
    // The proxy has no ABI of its own: calls use the implementation's.
    return rng.chance(0.5) ?
      callTx(rng, from, state.addresses.proxy, 'BoxV1', 'increment', [], 80_000n) :
      callTx(rng, from, state.addresses.proxy, 'BoxV1', 'store', [ BigInt(rng.int(0, 1_000_000)) ], 80_000n);
  },
  internal_calls(rng, state) {
    const from = anyUser(rng, state);
    const args = [ rng.bytes32(), state.users[otherUser(rng, state, from)].address ];
    const value = rng.bigint(10n, 500n) * MILLI_QNM_WEI;
    return callTx(rng, state.users[from], state.addresses.orchestrator, 'Orchestrator', 'run', args, 1_500_000n, value);
  },
  factory_create(rng, state) {
    const from = anyUser(rng, state);
    const args = [ state.users[otherUser(rng, state, from)].address, BigInt(rng.int(1, 1_000_000)) ];
    const value = rng.chance(0.5) ? 10n * MILLI_QNM_WEI : 0n;
    return callTx(rng, state.users[from], state.addresses.vaultFactory, 'VaultFactory', 'create', args, 600_000n, value);
  },
  factory_create2(rng, state) {
    const from = anyUser(rng, state);
    const args = [ rng.bytes32(), state.users[otherUser(rng, state, from)].address, BigInt(rng.int(1, 1_000_000)) ];
    return callTx(rng, state.users[from], state.addresses.vaultFactory, 'VaultFactory', 'create2', args, 600_000n);
  },
  library_call(rng, state) {
    // RevenueSplitter delegate-calls its linked BasisPoints library, then pays both payees.
    const from = state.users[anyUser(rng, state)];
    const value = rng.bigint(10n, 500n) * MILLI_QNM_WEI;
    return callTx(rng, from, state.addresses.revenueSplitter, 'RevenueSplitter', 'pay', [], 200_000n, value);
  },

  revert_require: reverting('spendWithRequire', (rng) => [ BigInt(rng.int(1_001, 100_000)) ]),
  revert_custom_error: reverting('spendWithCustomError', (rng) => [ BigInt(rng.int(1_001, 100_000)) ]),
  revert_panic: reverting('split', (rng) => [ BigInt(rng.int(1, 1_000)), 0n ]),
};

/**
 * Builds the transaction for `kind`, or for its fallback when there is nothing to act
 * on; the returned label is the kind actually built.
 */
export function buildTx(kind: TxKind, rng: Rng, state: TrafficState): TxIntent & { label: TxKind } {
  const intent = BUILDERS[kind](rng, state);
  if (intent) return { ...intent, label: kind };
  const fallback = FALLBACK_KIND[kind];
  if (!fallback) throw new Error(`no transaction for ${ kind } and no fallback`);
  return buildTx(fallback, rng, state);
}
