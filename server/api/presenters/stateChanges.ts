/**
 * The state changes of a mined transaction: coin changes first, then token changes, each
 * group ordered by address. A fixed number of queries whatever the block holds.
 */
import type { Queryable } from '../../db';
import type { TransactionStateChange } from '../../../types/api/transaction';
import { loadAddressInfo } from '../../db/queries/addresses';
import { findBlockByHash } from '../../db/queries/blocks';
import {
  loadBlockActivity, loadCoinBalancesAround, loadTokenBalancesAround, type TokenBalanceKey,
} from '../../db/queries/stateChanges';
import type { TransactionRow } from '../../db/queries/transactions';
import { serializeAddress } from '../../serializers/address';
import { coinChanges, coinDeltas, serializeCoinChange, serializeTokenChange, tokenChanges, type BalanceChange } from '../serializers/stateChange';
import { serializeToken } from '../serializers/token';
import { loadTokens } from '../../db/queries/tokens';

const byKey = (a: BalanceChange, b: BalanceChange) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;

/** Every state change of `tx`; none while it is pending. */
export async function presentStateChanges(db: Queryable, tx: TransactionRow): Promise<TransactionStateChange[]> {
  if (tx.block_hash === null || tx.block_number === null || tx.index === null) return [];
  const index = tx.index;
  const block = await findBlockByHash(db, tx.block_hash);
  if (!block) return [];
  const activity = await loadBlockActivity(db, tx.block_hash);
  const own = activity.transactions.find((row) => row.index === index);
  if (!own) return [];

  const ownFrames = activity.frames.filter((frame) => frame.transaction_index === index);
  const coinAddresses = [ ...coinDeltas(own, ownFrames, block.miner_hash, block.base_fee_per_gas).keys() ];
  const coins = coinChanges(activity, index, block.miner_hash, block.base_fee_per_gas,
    await loadCoinBalancesAround(db, coinAddresses, block.number)).sort(byKey);

  const transfers = activity.tokenTransfers.filter((transfer) => transfer.transaction_index === index);
  const keys: TokenBalanceKey[] = transfers.flatMap((transfer) => [ transfer.from_address_hash, transfer.to_address_hash ].map((holder) => ({
    holder, token: transfer.token_contract_address_hash, tokenId: transfer.token_type === 'ERC-1155' ? transfer.token_id : null,
  })));
  const tokenRows = await loadTokens(db, transfers.map((transfer) => transfer.token_contract_address_hash));
  const tokens = tokenChanges(activity, index, await loadTokenBalancesAround(db, keys, block.number))
    .filter((change) => {
      const type = tokenRows.get(change.key.split(':')[1])?.type;
      // Fungible balances that did not move are left out; NFT moves always show (Blockscout).
      return type !== undefined && (type !== 'ERC-20' || change.delta !== 0n);
    })
    .sort(byKey);

  const infos = await loadAddressInfo(db, [ ...coins, ...tokens ].map((change) => change.address));
  const address = (hash: string) => serializeAddress(hash, infos.get(hash));
  return [
    ...coins.map((change) => serializeCoinChange(change, address(change.address), block.miner_hash)),
    ...tokens.map((change) => {
      const token = tokenRows.get(change.key.split(':')[1])!;
      return serializeTokenChange(change, {
        address: address(change.address),
        token: serializeToken(token),
        transfers: transfers.filter((transfer) => transfer.token_contract_address_hash === token.contract_address_hash),
      });
    }),
  ];
}
