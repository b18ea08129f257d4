/**
 * Token metadata fetcher: reads name, symbol, decimals and total supply of tokens the
 * indexer has met, as of the head. Runs beside block indexing, so a token contract that
 * misbehaves never holds up blocks.
 */
import { encodeFunctionData, type Address } from 'viem';

import type { IndexerContext } from './context';
import { eth_callOrNull } from './rpc/actions';
import { decodeStringOrNull, decodeUintOrNull, TOKEN_METADATA_ABI } from './tokenAbi';

const BATCH_TOKENS = 25;
const MAX_DECIMALS = 255n;

const call = (functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') =>
  encodeFunctionData({ abi: TOKEN_METADATA_ABI, functionName });

/** Fetches metadata of up to {@link BATCH_TOKENS} tokens; resolves to how many it did. */
export async function fetchPendingTokenMetadata(ctx: IndexerContext): Promise<number> {
  const tokens = await ctx.db.query<{ contract_address_hash: Address; type: string }>(
    `SELECT contract_address_hash, type FROM tokens WHERE metadata_fetched_at IS NULL ORDER BY inserted_at LIMIT ${ BATCH_TOKENS }`);
  if (tokens.length === 0) return 0;
  const head = ctx.head.number ?? 'latest';
  const results = await Promise.all(tokens.map(async(token) => {
    const [ name, symbol, decimals, totalSupply ] = await Promise.all([
      eth_callOrNull(ctx.rpc, token.contract_address_hash, call('name'), head),
      eth_callOrNull(ctx.rpc, token.contract_address_hash, call('symbol'), head),
      token.type === 'ERC-20' ? eth_callOrNull(ctx.rpc, token.contract_address_hash, call('decimals'), head) : null,
      token.type === 'ERC-1155' ? null : eth_callOrNull(ctx.rpc, token.contract_address_hash, call('totalSupply'), head),
    ]);
    const decimalsValue = decodeUintOrNull(decimals);
    return {
      contract_address_hash: token.contract_address_hash,
      name: decodeStringOrNull(name),
      symbol: decodeStringOrNull(symbol),
      // A decimals() above 255 is not a real answer.
      decimals: decimalsValue !== null && decimalsValue <= MAX_DECIMALS ? decimalsValue.toString() : null,
      total_supply: decodeUintOrNull(totalSupply)?.toString() ?? null,
      total_supply_block_number: typeof head === 'bigint' ? Number(head) : null,
    };
  }));
  await ctx.writeLock.run(() => ctx.db.query(`UPDATE tokens t SET name = r.name, symbol = r.symbol, decimals = r.decimals,
      total_supply = CASE WHEN r.total_supply IS NOT NULL AND (t.total_supply_block_number IS NULL
        OR t.total_supply_block_number <= r.total_supply_block_number) THEN r.total_supply ELSE t.total_supply END,
      total_supply_block_number = CASE WHEN r.total_supply IS NOT NULL AND (t.total_supply_block_number IS NULL
        OR t.total_supply_block_number <= r.total_supply_block_number) THEN r.total_supply_block_number ELSE t.total_supply_block_number END,
      metadata_fetched_at = now(), updated_at = now()
    FROM json_populate_recordset(NULL::tokens, $1::json) r WHERE t.contract_address_hash = r.contract_address_hash`,
  [ JSON.stringify(results) ]));
  ctx.logger.debug({ tokens: results.length }, 'token metadata fetched');
  return results.length;
}
