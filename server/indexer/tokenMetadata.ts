/**
 * Token metadata fetcher: reads name, symbol, decimals and total supply of tokens the
 * indexer has met, as of the head. Runs beside block indexing, so a token contract that
 * misbehaves never holds up blocks.
 *
 * A token is finished only on the contract's own answers (a value, or a definite "no"
 * such as a revert). When the node cannot answer (see `rpc/classify.ts`) the token is
 * left unfinished and tried again after a growing pause, so an outage never becomes
 * "this token has no name" and one stubborn token never holds back the others.
 */
import { encodeFunctionData, type Address } from 'viem';

import type { IndexerContext } from './context';
import { eth_callOrNull } from './rpc/actions';
import { decodeStringOrNull, decodeUintOrNull, TOKEN_METADATA_ABI } from './tokenAbi';
import { retryAfterSeconds } from './utils/backoff';

const BATCH_TOKENS = 25;
const MAX_DECIMALS = 255n;

const call = (functionName: 'name' | 'symbol' | 'decimals' | 'totalSupply') =>
  encodeFunctionData({ abi: TOKEN_METADATA_ABI, functionName });

interface PendingToken {
  contract_address_hash: Address;
  type: string;
  metadata_retries: number;
}

/** Fetches metadata of up to {@link BATCH_TOKENS} due tokens; resolves to how many it tried. */
export async function fetchPendingTokenMetadata(ctx: IndexerContext): Promise<number> {
  const tokens = await ctx.db.query<PendingToken>(`SELECT contract_address_hash, type, metadata_retries FROM tokens
    WHERE metadata_fetched_at IS NULL AND COALESCE(metadata_retry_at, inserted_at) <= now()
    ORDER BY COALESCE(metadata_retry_at, inserted_at) LIMIT ${ BATCH_TOKENS }`);
  if (tokens.length === 0) return 0;
  const head = ctx.head.number ?? 'latest';
  const outcomes = await Promise.allSettled(tokens.map((token) => readTokenMetadata(ctx, token, head)));

  const results = outcomes.flatMap((outcome) => outcome.status === 'fulfilled' ? [ outcome.value ] : []);
  const unanswered = tokens.filter((_, index) => outcomes[index].status === 'rejected');
  await ctx.writeLock.run(async() => {
    if (results.length > 0) await storeTokenMetadata(ctx, results);
    if (unanswered.length > 0) await postponeTokens(ctx, unanswered);
  });
  if (unanswered.length > 0) {
    const reason = (outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult).reason as Error;
    ctx.logger.debug({ tokens: unanswered.length, err: reason }, 'token metadata postponed: the node could not answer');
  }
  ctx.logger.debug({ tokens: results.length }, 'token metadata fetched');
  return tokens.length;
}

async function readTokenMetadata(ctx: IndexerContext, token: PendingToken, head: bigint | 'latest') {
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
}

async function storeTokenMetadata(ctx: IndexerContext, results: Array<Awaited<ReturnType<typeof readTokenMetadata>>>) {
  // A supply read at an older head than the stored one (written by a block) is not newer.
  const newerSupply = `r.total_supply IS NOT NULL AND (t.total_supply_block_number IS NULL
    OR t.total_supply_block_number <= r.total_supply_block_number)`;
  await ctx.db.query(`UPDATE tokens t SET name = r.name, symbol = r.symbol, decimals = r.decimals,
      total_supply = CASE WHEN ${ newerSupply } THEN r.total_supply ELSE t.total_supply END,
      total_supply_block_number = CASE WHEN ${ newerSupply } THEN r.total_supply_block_number ELSE t.total_supply_block_number END,
      metadata_fetched_at = now(), metadata_retry_at = NULL, metadata_retries = 0, updated_at = now()
    FROM json_populate_recordset(NULL::tokens, $1::json) r WHERE t.contract_address_hash = r.contract_address_hash`,
  [ JSON.stringify(results) ]);
}

async function postponeTokens(ctx: IndexerContext, tokens: PendingToken[]) {
  const rows = tokens.map((token) => ({
    contract_address_hash: token.contract_address_hash,
    metadata_retries: token.metadata_retries + 1,
    retry_after_seconds: retryAfterSeconds(token.metadata_retries),
  }));
  await ctx.db.query(`UPDATE tokens t SET metadata_retries = r.metadata_retries,
      metadata_retry_at = now() + make_interval(secs => r.retry_after_seconds)
    FROM json_to_recordset($1::json) AS r(contract_address_hash text, metadata_retries int, retry_after_seconds float8)
    WHERE t.contract_address_hash = r.contract_address_hash`, [ JSON.stringify(rows) ]);
}
