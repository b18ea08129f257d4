/**
 * `module=account` (GUIDE §11): balances, transaction, internal transaction and token
 * transfer lists of an address, its tokens and the blocks it produced. Refusals use
 * Blockscout's words; an empty list is `status: "0"` with `result: []`.
 */
import { listAddressPendingTransactionsInWindow, listAddressTransactions } from '../../db/queries/addressTransactions';
import { findCoinBalances, listAccounts } from '../../db/queries/addresses';
import { findHeadNumber, listMinedBlocks } from '../../db/queries/blocks';
import { findCoinBalanceAt } from '../../db/queries/coinBalances';
import { listAddressInternals, listTransactionInternals } from '../../db/queries/internalTransactions';
import type { ListWindow } from '../../db/queries/sql';
import { findTokenBalance, listAddressTokensByOffset } from '../../db/queries/tokenBalances';
import { listTokenTransfersInWindow } from '../../db/queries/tokenTransfers';
import { loadContractAbis } from '../presenters/contractAbis';
import {
  serializeAddressToken, serializeInternalTransaction, serializeMinedBlock, serializePendingTransaction, serializeTokenTransfer,
  serializeTransaction,
} from '../serializers/etherscanAccount';
import type { Queryable } from '../../db';
import { ADDRESS_HASH_PATTERN } from '../../../types/hashes';
import type { EtherscanContext, EtherscanModule } from './dispatch';
import { EtherscanError, list, ok, type EtherscanAnswer, type JsonRpcStyleAnswer } from './envelope';
import { readPaging } from './paging';
import type { EtherscanParams } from './params';

/** Addresses per `balance`/`balancemulti` call, as Etherscan. */
const MAX_BALANCE_ADDRESSES = 20;
const NFT_TYPES = [ 'ERC-721', 'ERC-1155' ] as const;

/** Paging plus the block and time bounds every account list takes; `latest` is the indexed head. */
async function readWindow(params: EtherscanParams, db: Queryable): Promise<ListWindow> {
  const startBlock = params.blockNumber('startblock', 'Invalid startblock format');
  const endBlock = params.blockNumber('endblock', 'Invalid endblock format');
  const window = {
    ...readPaging(params),
    startTimestamp: params.unixTime('start_timestamp') ?? params.unixTime('starttimestamp'),
    endTimestamp: params.unixTime('end_timestamp') ?? params.unixTime('endtimestamp'),
    // Nothing is indexed above the head: `endblock=latest` bounds nothing.
    endBlock: endBlock === 'latest' ? undefined : endBlock,
  };
  return { ...window, startBlock: startBlock === 'latest' ? (await findHeadNumber(db)) ?? 0 : startBlock };
}

function filterBy(params: EtherscanParams): 'from' | 'to' | undefined {
  const value = params.optional('filter_by', 'filterby')?.toLowerCase();
  if (value === undefined) return undefined;
  if (value !== 'from' && value !== 'to') throw new EtherscanError('Invalid filter_by param: expected from or to');
  return value;
}

/** The `address` comma list (≤ 20), lower-cased, in the order given. */
function balanceAddresses(params: EtherscanParams): string[] {
  const raw = params.optional('address');
  if (raw === undefined) throw new EtherscanError('Query parameter \'address\' is required');
  const items = raw.split(',').map((item) => item.trim());
  if (items.length > MAX_BALANCE_ADDRESSES) throw new EtherscanError(`Maximum of ${ MAX_BALANCE_ADDRESSES } addresses allowed`);
  if (items.some((item) => !ADDRESS_HASH_PATTERN.test(item))) throw new EtherscanError('Invalid address hash');
  return items.map((item) => item.toLowerCase());
}

async function balances(context: EtherscanContext, asList: boolean): Promise<EtherscanAnswer> {
  const addresses = balanceAddresses(context.params);
  const found = await findCoinBalances(context.db, addresses);
  if (!asList && addresses.length === 1) return ok(found.get(addresses[0]) ?? '0');
  // `stale` would flag a balance older than the indexed head; ours follow every block that touches them.
  return ok(addresses.map((account) => ({ account, balance: found.get(account) ?? '0', stale: false })));
}

async function txlist({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const address = params.address('address');
  const window = await readWindow(params, db);
  const [ rows, head ] = await Promise.all([ listAddressTransactions(db, address, { ...window, filterBy: filterBy(params) }), findHeadNumber(db) ]);
  const abis = await loadContractAbis(db, rows.map((row) => row.to_address_hash));
  return list(rows.map((row) => serializeTransaction(row, head, abis)), 'No transactions found');
}

async function txlistinternal({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const window = await readWindow(params, db);
  let rows;
  if (params.optional('txhash') !== undefined) {
    rows = await listTransactionInternals(db, params.hash('txhash'), window);
  } else if (params.optional('address') !== undefined) {
    rows = await listAddressInternals(db, params.address('address'), window);
  } else {
    throw new EtherscanError('Query parameter txhash or address is required');
  }
  return list(rows.map(serializeInternalTransaction), 'No internal transactions found');
}

function tokenTransfers(types: readonly string[]) {
  return async({ params, db }: EtherscanContext): Promise<EtherscanAnswer> => {
    const address = params.optionalAddress('address', 'Invalid address format');
    const contract = params.optionalAddress('contractaddress');
    if (!address && !contract) throw new EtherscanError('Query parameter address or contractaddress is required');
    const window = await readWindow(params, db);
    const [ rows, head ] = await Promise.all([ listTokenTransfersInWindow(db, { address, contract, types }, window), findHeadNumber(db) ]);
    const abis = await loadContractAbis(db, rows.map((row) => row.to_address_hash));
    return list(rows.map((row) => serializeTokenTransfer(row, head, abis)), 'No token transfers found');
  };
}

async function tokenbalance({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const missing = [ 'contractaddress', 'address' ].filter((name) => params.optional(name) === undefined);
  if (missing.length > 0) throw new EtherscanError(`Required query parameters missing: ${ missing.join(', ') }`);
  const token = params.address('contractaddress');
  return ok(await findTokenBalance(db, token, params.address('address')));
}

async function tokenlist({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const address = params.address('address');
  const { skip, limit } = readPaging(params);
  return list((await listAddressTokensByOffset(db, address, skip, limit)).map(serializeAddressToken), 'No tokens found');
}

async function getminedblocks({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const address = params.address('address');
  const { skip, limit } = readPaging(params);
  return list((await listMinedBlocks(db, address, skip, limit)).map(serializeMinedBlock), 'No blocks found');
}

async function pendingtxlist({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const address = params.address('address');
  return list((await listAddressPendingTransactionsInWindow(db, address, readPaging(params))).map(serializePendingTransaction), 'No transactions found');
}

async function listaccounts({ params, db }: EtherscanContext): Promise<EtherscanAnswer> {
  const { skip, limit } = readPaging(params);
  const rows = await listAccounts(db, skip, limit);
  return list(rows.map((row) => ({ address: row.hash, balance: row.fetched_coin_balance ?? '0', stale: false })), 'No accounts found');
}

/** A JSON-RPC block tag as `eth_getBalance` takes it: null for the latest. */
function blockTag(value: string | undefined): number | null | 'invalid' {
  if (value === undefined || [ 'latest', 'pending', 'safe', 'finalized' ].includes(value)) return null;
  if (value === 'earliest') return 0;
  if (/^0x[0-9a-fA-F]{1,13}$/.test(value)) return Number(value);
  if (/^\d{1,15}$/.test(value)) return Number(value);
  return 'invalid';
}

/** Blockscout's `eth_get_balance`: the balance at a block, answered in JSON-RPC's shape. */
async function ethGetBalance({ params, db }: EtherscanContext): Promise<JsonRpcStyleAnswer> {
  const id = params.jsonRpcId();
  const address = params.optional('address');
  if (address === undefined) return { jsonrpc: '2.0', id, error: 'Query parameter \'address\' is required' };
  if (!ADDRESS_HASH_PATTERN.test(address)) return { jsonrpc: '2.0', id, error: 'Invalid address hash' };
  const block = blockTag(params.optional('block'));
  if (block === 'invalid') return { jsonrpc: '2.0', id, error: 'Invalid block' };
  const balance = await findCoinBalanceAt(db, address.toLowerCase(), block);
  return { jsonrpc: '2.0', id, result: `0x${ BigInt(balance).toString(16) }` };
}

export const accountModule: EtherscanModule = {
  balance: (context) => balances(context, false),
  balancemulti: (context) => balances(context, true),
  txlist,
  txlistinternal,
  tokentx: tokenTransfers([ 'ERC-20' ]),
  tokennfttx: tokenTransfers(NFT_TYPES),
  tokenbalance,
  tokenlist,
  getminedblocks,
  pendingtxlist,
  listaccounts,
  eth_get_balance: ethGetBalance,
};
