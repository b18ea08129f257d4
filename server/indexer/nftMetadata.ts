/**
 * NFT instance fetcher: for each token id met in transfers, reads its URI from the
 * contract (ERC-721 `tokenURI`, ERC-1155 `uri`), then the metadata document behind it
 * through the guarded fetcher of `metadata/` (http(s) and data: only, public addresses
 * unless configured, size and time limits).
 */
import { encodeFunctionData, type Address } from 'viem';

import type { IndexerContext } from './context';
import { MetadataFetchError } from './metadata/errors';
import { fetchTokenMetadata, type FetchTokenMetadataOptions } from './metadata/fetchMetadata';
import { eth_callOrNull } from './rpc/actions';
import { decodeStringOrNull, TOKEN_METADATA_ABI } from './tokenAbi';

export type NftMetadataOptions = Pick<FetchTokenMetadataOptions, 'allowPrivateHosts' | 'ipfsGateway' | 'maxBytes' | 'timeoutMs'>;

const BATCH_INSTANCES = 10;
/** Attempts for failures that may pass (time-outs, network, 5xx) before giving up. */
const MAX_ATTEMPTS = 3;
const RETRYABLE_REASONS = new Set([ 'timeout', 'network' ]);

interface PendingInstance {
  token_contract_address_hash: Address;
  token_id: string;
  type: string;
  fetch_attempts: number;
}

/** Fetches up to {@link BATCH_INSTANCES} pending instances; resolves to how many it handled. */
export async function fetchPendingNftMetadata(ctx: IndexerContext, options: NftMetadataOptions): Promise<number> {
  const instances = await ctx.db.query<PendingInstance>(`SELECT i.token_contract_address_hash, i.token_id, t.type, i.fetch_attempts
    FROM token_instances i JOIN tokens t ON t.contract_address_hash = i.token_contract_address_hash
    WHERE i.metadata_fetched_at IS NULL AND i.fetch_attempts < ${ MAX_ATTEMPTS }
    ORDER BY i.inserted_at, i.token_contract_address_hash, i.token_id LIMIT ${ BATCH_INSTANCES }`);
  const results = await Promise.all(instances.map((instance) => fetchInstance(ctx, instance, options)));
  for (const result of results) {
    await ctx.writeLock.run(() => ctx.db.query(`UPDATE token_instances SET token_uri = $3, metadata = $4::jsonb,
        image_url = $5, animation_url = $6, external_url = $7, media_url = $8, media_type = $9, metadata_error = $10,
        fetch_attempts = fetch_attempts + 1, metadata_fetched_at = CASE WHEN $11 THEN now() ELSE NULL END
      WHERE token_contract_address_hash = $1 AND token_id = $2`, [
      result.token, result.tokenId, result.uri, result.metadata === null ? null : JSON.stringify(result.metadata),
      result.imageUrl, result.animationUrl, result.externalUrl, result.mediaUrl, result.mediaType, result.error, result.final,
    ]));
    if (result.final && result.metadata) ctx.events.emit('token_instance', { token: result.token, tokenId: result.tokenId });
  }
  return instances.length;
}

async function fetchInstance(ctx: IndexerContext, instance: PendingInstance, options: NftMetadataOptions) {
  const tokenId = BigInt(instance.token_id);
  const empty = { token: instance.token_contract_address_hash, tokenId: instance.token_id, uri: null as string | null,
    metadata: null as Record<string, unknown> | null, imageUrl: null as string | null, animationUrl: null as string | null,
    externalUrl: null as string | null, mediaUrl: null as string | null, mediaType: null as string | null };
  const data = instance.type === 'ERC-1155' ?
    encodeFunctionData({ abi: TOKEN_METADATA_ABI, functionName: 'uri', args: [ tokenId ] }) :
    encodeFunctionData({ abi: TOKEN_METADATA_ABI, functionName: 'tokenURI', args: [ tokenId ] });
  const uri = decodeStringOrNull(await eth_callOrNull(ctx.rpc, instance.token_contract_address_hash, data, 'latest'));
  if (!uri) return { ...empty, error: 'The contract returned no token URI', final: true };
  try {
    const result = await fetchTokenMetadata(uri, { ...options, tokenId });
    return { ...empty, uri, ...result, error: null, final: true };
  } catch (error) {
    const reason = error instanceof MetadataFetchError ? error.reason : 'network';
    const retry = (RETRYABLE_REASONS.has(reason) || (error instanceof MetadataFetchError && (error.status ?? 0) >= 500)) &&
      instance.fetch_attempts + 1 < MAX_ATTEMPTS;
    ctx.logger.debug({ token: instance.token_contract_address_hash, token_id: instance.token_id, reason }, 'nft metadata not fetched');
    return { ...empty, uri, error: `${ reason }: ${ (error as Error).message }`.slice(0, 500), final: !retry };
  }
}
