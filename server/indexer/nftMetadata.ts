/**
 * NFT instance fetcher: for each token id met in transfers, reads its URI from the
 * contract (ERC-721 `tokenURI`, ERC-1155 `uri`), then the metadata document behind it
 * through the guarded fetcher of `metadata/` (http(s) and data: only, public addresses
 * unless configured, size and time limits).
 *
 * Instances are fetched side by side, up to `concurrency` at once, each under its own
 * deadline and each stored on its own as soon as it is done: a slow, hanging or poisoned
 * document costs only its own instance, which gets a stored reason. Failures that may
 * pass (the node could not answer, a time-out, a 5xx) are tried again after a growing
 * pause; the node's outages never count as the contract's answer.
 */
import { encodeFunctionData, type Address } from 'viem';

import { ConnectionError } from '../db/errors';
import type { IndexerContext } from './context';
import { toStorableText } from './metadata/jsonLimits';
import { MetadataFetchError } from './metadata/errors';
import { fetchTokenMetadata, type FetchTokenMetadataOptions, type TokenMetadataResult } from './metadata/fetchMetadata';
import { eth_callOrNull } from './rpc/actions';
import { decodeStringOrNull, TOKEN_METADATA_ABI } from './tokenAbi';
import { retryAfterSeconds } from './utils/backoff';
import { untilFirstOrAbort } from './utils/untilFirstOrAbort';
import { isRetryable } from '../common/errors';

export interface NftMetadataOptions extends Pick<FetchTokenMetadataOptions, 'allowPrivateHosts' | 'ipfsGateway' | 'maxBytes' | 'timeoutMs'> {
  /** Instances fetched at once; default 8. */
  concurrency?: number;
  /** Longest one instance may take, token URI and document together; default 30 s. */
  deadlineMs?: number;
}

const DEFAULT_CONCURRENCY = 8;
const DEFAULT_DEADLINE_MS = 30_000;
/** Document fetches that failed in a way that may pass (time-outs, network, 5xx) before giving up. */
const MAX_FETCH_ATTEMPTS = 3;
const MAX_ERROR_LENGTH = 500;

interface PendingInstance {
  token_contract_address_hash: Address;
  token_id: string;
  type: string;
  fetch_attempts: number;
  metadata_retries: number;
}

/** What became of one instance. */
type Outcome =
  | { kind: 'done'; uri: string | null; result: TokenMetadataResult | null; error: string | null }
  | { kind: 'later'; uri: string | null; error: string; countsAsFetch: boolean };

export interface NftMetadataFetcher {
  /**
   * Starts due instances up to the concurrency limit and resolves when one of those in
   * flight is stored (to 1), or at once to 0 when nothing is due or in flight.
   */
  step(): Promise<number>;
}

const keyOf = (token: string, tokenId: string) => `${ token }:${ tokenId }`;

export function createNftMetadataFetcher(ctx: IndexerContext, options: NftMetadataOptions = {}): NftMetadataFetcher {
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const deadlineMs = options.deadlineMs ?? DEFAULT_DEADLINE_MS;
  const inFlight = new Map<string, Promise<void>>();

  async function handle(instance: PendingInstance): Promise<void> {
    const outcome = await withDeadline(fetchInstance(ctx, instance, options), deadlineMs);
    // After a stop the database may be closed; the instance stays due for the next run.
    if (ctx.signal.aborted) return;
    try {
      await ctx.writeLock.run(() => storeOutcome(ctx, instance, outcome));
    } catch (error) {
      // The database is down: nothing was stored, the instance stays due.
      if (error instanceof ConnectionError) throw error;
      // The database refused the document itself: that must not stall this instance forever.
      ctx.logger.warn({ token: instance.token_contract_address_hash, token_id: instance.token_id, err: error },
        'nft metadata could not be stored');
      await ctx.writeLock.run(() => storeOutcome(ctx, instance,
        { kind: 'done', uri: outcome.uri, result: null, error: `invalid_json: the document could not be stored` }));
    }
    if (outcome.kind === 'done' && outcome.result) {
      ctx.events.emit('token_instance', { token: instance.token_contract_address_hash, tokenId: instance.token_id });
    }
  }

  return {
    async step() {
      const free = concurrency - inFlight.size;
      if (free > 0) {
        const due = await ctx.db.query<PendingInstance>(`SELECT i.token_contract_address_hash, i.token_id, t.type, i.fetch_attempts,
            i.metadata_retries
          FROM token_instances i JOIN tokens t ON t.contract_address_hash = i.token_contract_address_hash
          WHERE i.metadata_fetched_at IS NULL AND COALESCE(i.metadata_retry_at, i.inserted_at) <= now()
            AND NOT ((i.token_contract_address_hash || ':' || i.token_id::text) = ANY($1::text[]))
          ORDER BY COALESCE(i.metadata_retry_at, i.inserted_at), i.token_contract_address_hash, i.token_id LIMIT $2`,
        [ [ ...inFlight.keys() ], free ]);
        for (const instance of due) {
          const key = keyOf(instance.token_contract_address_hash, instance.token_id);
          const running = handle(instance)
            .catch((error: unknown) => ctx.logger.debug({ err: error, key }, 'nft metadata not stored'))
            .finally(() => inFlight.delete(key));
          inFlight.set(key, running);
        }
      }
      if (inFlight.size === 0) return 0;
      await untilFirstOrAbort([ ...inFlight.values() ], ctx.signal);
      return 1;
    },
  };
}

async function withDeadline(work: Promise<Outcome>, deadlineMs: number): Promise<Outcome> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<Outcome>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'later', uri: null, error: `timeout: not done within ${ deadlineMs } ms`, countsAsFetch: true }),
      deadlineMs);
  });
  try {
    return await Promise.race([ work, deadline ]);
  } finally {
    clearTimeout(timer);
  }
}

async function fetchInstance(ctx: IndexerContext, instance: PendingInstance, options: NftMetadataOptions): Promise<Outcome> {
  const tokenId = BigInt(instance.token_id);
  const data = instance.type === 'ERC-1155' ?
    encodeFunctionData({ abi: TOKEN_METADATA_ABI, functionName: 'uri', args: [ tokenId ] }) :
    encodeFunctionData({ abi: TOKEN_METADATA_ABI, functionName: 'tokenURI', args: [ tokenId ] });
  let uri: string | null;
  try {
    uri = decodeStringOrNull(await eth_callOrNull(ctx.rpc, instance.token_contract_address_hash, data, 'latest'));
  } catch (error) {
    return { kind: 'later', uri: null, error: `node: ${ (error as Error).message }`, countsAsFetch: false };
  }
  if (!uri) return { kind: 'done', uri: null, result: null, error: 'The contract returned no token URI' };
  try {
    return { kind: 'done', uri, result: await fetchTokenMetadata(uri, { ...options, tokenId }), error: null };
  } catch (error) {
    const reason = error instanceof MetadataFetchError ? error.reason : 'network';
    const text = `${ reason }: ${ (error as Error).message }`;
    const mayPass = isRetryable(error);
    ctx.logger.debug({ token: instance.token_contract_address_hash, token_id: instance.token_id, reason }, 'nft metadata not fetched');
    return mayPass && instance.fetch_attempts + 1 < MAX_FETCH_ATTEMPTS ?
      { kind: 'later', uri, error: text, countsAsFetch: true } :
      { kind: 'done', uri, result: null, error: text };
  }
}

async function storeOutcome(ctx: IndexerContext, instance: PendingInstance, outcome: Outcome): Promise<void> {
  const key = [ instance.token_contract_address_hash, instance.token_id ];
  const error = outcome.error === null ? null : toStorableText(outcome.error).slice(0, MAX_ERROR_LENGTH);
  if (outcome.kind === 'later') {
    await ctx.db.query(`UPDATE token_instances SET token_uri = COALESCE($3, token_uri), metadata_error = $4,
        fetch_attempts = fetch_attempts + $5, metadata_retries = metadata_retries + 1,
        metadata_retry_at = now() + make_interval(secs => $6)
      WHERE token_contract_address_hash = $1 AND token_id = $2 AND metadata_fetched_at IS NULL`,
    [ ...key, outcome.uri, error, outcome.countsAsFetch ? 1 : 0, retryAfterSeconds(instance.metadata_retries) ]);
    return;
  }
  const result = outcome.result;
  await ctx.db.query(`UPDATE token_instances SET token_uri = $3, metadata = $4::jsonb,
      image_url = $5, animation_url = $6, external_url = $7, media_url = $8, media_type = $9, metadata_error = $10,
      fetch_attempts = fetch_attempts + 1, metadata_retry_at = NULL, metadata_fetched_at = now()
    WHERE token_contract_address_hash = $1 AND token_id = $2`, [
    ...key, outcome.uri, result ? JSON.stringify(result.metadata) : null,
    result?.imageUrl ?? null, result?.animationUrl ?? null, result?.externalUrl ?? null, result?.mediaUrl ?? null,
    result?.mediaType ?? null, error,
  ]);
}
