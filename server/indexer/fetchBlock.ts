/**
 * Everything the indexer writes for one block, read from the node: the block with its
 * transactions, receipts, token transfers, and the balances and code those changed, all
 * read at that block's height.
 */
import { encodeFunctionData, type Address, type Hex } from 'viem';

import {
  eth_callOrNull, eth_getBalance, eth_getBlockByNumber, eth_getCode, getBlockReceipts,
  type FullBlock, type Receipt,
} from './rpc/actions';
import type { RpcClient } from './rpc/client';
import { extractTokenTransfers, touchedTokenHolders, ZERO_ADDRESS, type TokenTransfer, type TokenType } from './extract/tokenTransfers';
import { BALANCE_OF_ABI, decodeUintOrNull } from './tokenAbi';

export interface FetchedBlock {
  block: FullBlock;
  receipts: Receipt[];
  transfers: TokenTransfer[];
  coinBalances: Array<{ address: Address; value: bigint }>;
  tokenBalances: Array<{ holder: Address; token: Address; tokenType: TokenType; tokenId: bigint | null; value: bigint }>;
  createdContracts: Array<{ address: Address; code: Hex; creator: Address; transactionHash: Hex; succeeded: boolean }>;
  totalSupplies: Array<{ token: Address; value: bigint }>;
}

export interface FetchOptions {
  useBlockReceipts: boolean;
}

/** Fetches block `number`; null when the node does not have it (yet). */
export async function fetchBlock(rpc: RpcClient, number: bigint, options: FetchOptions): Promise<FetchedBlock | null> {
  const block = await eth_getBlockByNumber(rpc, number);
  if (!block) return null;
  const receipts = await getBlockReceipts(rpc, block, options.useBlockReceipts);
  const transfers = extractTokenTransfers(receipts);
  const height = block.number;

  const created = receipts.filter((receipt) => receipt.contractAddress);
  const [ coinBalances, tokenBalances, createdContracts, totalSupplies ] = await Promise.all([
    Promise.all(touchedCoinAddresses(block, receipts).map(async(address) =>
      ({ address, value: await eth_getBalance(rpc, address, height) }))),
    fetchTokenBalances(rpc, transfers, height),
    Promise.all(created.map(async(receipt) => ({
      address: receipt.contractAddress!.toLowerCase() as Address,
      code: receipt.status === 'success' ? await eth_getCode(rpc, receipt.contractAddress!, height) : '0x' as Hex,
      creator: receipt.from.toLowerCase() as Address,
      transactionHash: receipt.transactionHash.toLowerCase() as Hex,
      succeeded: receipt.status === 'success',
    }))),
    fetchTotalSupplies(rpc, transfers, height),
  ]);
  return { block, receipts, transfers, coinBalances, tokenBalances, createdContracts, totalSupplies };
}

/** Addresses whose coin balance the block may have changed. */
export function touchedCoinAddresses(block: FullBlock, receipts: Receipt[]): Address[] {
  const addresses = new Set<string>([ block.miner.toLowerCase() ]);
  for (const tx of block.transactions) {
    addresses.add(tx.from.toLowerCase());
    if (tx.to) addresses.add(tx.to.toLowerCase());
  }
  for (const receipt of receipts) if (receipt.contractAddress) addresses.add(receipt.contractAddress.toLowerCase());
  for (const withdrawal of block.withdrawals ?? []) addresses.add(withdrawal.address.toLowerCase());
  addresses.delete(ZERO_ADDRESS);
  return [ ...addresses ] as Address[];
}

async function fetchTokenBalances(rpc: RpcClient, transfers: TokenTransfer[], height: bigint) {
  const holders = touchedTokenHolders(transfers);
  const balances = await Promise.all(holders.map(async(key) => {
    const data = key.tokenType === 'ERC-1155' ?
      encodeFunctionData({ abi: BALANCE_OF_ABI, functionName: 'balanceOf', args: [ key.holder, key.tokenId ?? 0n ] }) :
      encodeFunctionData({ abi: BALANCE_OF_ABI, functionName: 'balanceOf', args: [ key.holder ] });
    const value = decodeUintOrNull(await eth_callOrNull(rpc, key.token, data, height));
    return value === null ? null : { ...key, value };
  }));
  // A contract without balanceOf keeps no balances we could show.
  return balances.filter((balance) => balance !== null);
}

async function fetchTotalSupplies(rpc: RpcClient, transfers: TokenTransfer[], height: bigint) {
  // Only mints and burns change a supply; plain transfers leave it as it was.
  const tokens = [ ...new Set(transfers
    .filter((transfer) => transfer.tokenType !== 'ERC-1155' && (transfer.from === ZERO_ADDRESS || transfer.to === ZERO_ADDRESS))
    .map((transfer) => transfer.token)) ];
  const data = encodeFunctionData({ abi: BALANCE_OF_ABI, functionName: 'totalSupply' });
  const supplies = await Promise.all(tokens.map(async(token) =>
    ({ token, value: decodeUintOrNull(await eth_callOrNull(rpc, token, data, height)) })));
  return supplies.filter((supply): supply is { token: Address; value: bigint } => supply.value !== null);
}
