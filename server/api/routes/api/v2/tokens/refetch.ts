/**
 * The operator's metadata refetch endpoints, behind `API_SENSITIVE_ENDPOINTS_KEY` (as
 * `api_key` in the query or the `x-api-key` header, as Blockscout takes it):
 * - `PATCH /api/v2/tokens/{h}/instances/refetch-metadata` (Blockscout's): every NFT
 *   instance of the token.
 * - `PATCH /api/v2/tokens/{h}/refetch-metadata`: the token's name, symbol, decimals, supply.
 * - `PATCH /api/v2/tokens/refetch-metadata`: every token and NFT instance that looks
 *   stale (no name nor symbol, no supply, no document); `?all=true` every one.
 * The indexer reads them again within seconds; answers `{message, tokens, token_instances}`.
 */
import type { FastifyRequest } from 'fastify';

import { sameSecret } from '../../../../../common/sameSecret';
import { ApiError, NotFoundError } from '../../../../../http/errors';
import { cursorBoolean, parseAddressHash, queryValue, type Query } from '../../../../../http/params';
import { markNftMetadataForRefetch, markTokenMetadataForRefetch } from '../../../../../db/queries/metadataRefetch';
import { findToken } from '../../../../../db/queries/tokens';
import type { RoutePlugin } from '../../../../routeServices';

/** 401 `{message: "Unauthorized"}`, as Blockscout answers a missing or wrong key. */
class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';

  constructor() {
    super(401, 'Unauthorized');
  }
}

export interface RefetchResult {
  message: string;
  tokens: number;
  token_instances: number;
}

/** Refetch routes; mounted at `/api/v2/tokens`, `key` from the API config (null: off). */
const metadataRefetchRoutes: RoutePlugin = async(app, options) => {
  app.addHook('onRequest', async(request: FastifyRequest<{ Querystring: Query }>) => {
    const header = request.headers['x-api-key'];
    const given = (typeof header === 'string' ? header : undefined) ?? queryValue(request.query, 'api_key') ?? queryValue(request.query, 'apikey');
    if (!options.services.sensitiveEndpointsKey || !given || !sameSecret(given, options.services.sensitiveEndpointsKey)) throw new UnauthorizedError();
  });

  async function knownToken(hash: string): Promise<string> {
    const address = parseAddressHash(hash, 'address_hash_param');
    if (!await findToken(app.db, address)) throw new NotFoundError();
    return address;
  }

  app.patch<{ Params: { hash: string } }>('/:hash/instances/refetch-metadata', async(request): Promise<RefetchResult> => {
    const token = await knownToken(request.params.hash);
    return { message: 'OK', tokens: 0, token_instances: await markNftMetadataForRefetch(app.db, { token, all: true }) };
  });

  app.patch<{ Params: { hash: string } }>('/:hash/refetch-metadata', async(request): Promise<RefetchResult> => {
    const token = await knownToken(request.params.hash);
    return { message: 'OK', tokens: await markTokenMetadataForRefetch(app.db, { token, all: true }), token_instances: 0 };
  });

  app.patch<{ Querystring: Query }>('/refetch-metadata', async(request): Promise<RefetchResult> => {
    const all = cursorBoolean(request.query, 'all') ?? false;
    return { message: 'OK', tokens: await markTokenMetadataForRefetch(app.db, { all }),
      token_instances: await markNftMetadataForRefetch(app.db, { all }) };
  });
};

export default metadataRefetchRoutes;
