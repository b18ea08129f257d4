/**
 * `/api/v2/tokens`: token list, one token, its counters, holders, transfers and NFT instances.
 */

import type { TokenCounters, TokenInfo, TokenInstance, TokenInstanceTransfersCount } from '../../../../../../types/api/token';
import { NotFoundError } from '../../../../../http/errors';
import {
  cursorAddressHash, parseAddressHash, parseBracketedList, parseOptionalEnum, parseUint256, queryValue, type Query,
} from '../../../../../http/params';
import { inventoryPage, presentInstances } from '../../../../presenters/tokenInstances';
import { holderPage, tokenListPage } from '../../../../presenters/tokens';
import { tokenTransferPage } from '../../../../presenters/tokenTransfers';
import { listInstanceHolders, listTokenHolders } from '../../../../../db/queries/tokenBalances';
import { findInstance } from '../../../../../db/queries/tokenInstances';
import { countTokenTransfers, listInstanceTokenTransfers, listTokenTokenTransfers } from '../../../../../db/queries/tokenTransfers';
import { NFT_TOKEN_TYPES, TOKEN_TYPES } from '../../../../../../types/api/token';
import { findToken, listTokens, type TokenRow } from '../../../../../db/queries/tokens';
import { serializeToken, serializeTokenCounters } from '../../../../serializers/token';
import type { RoutePlugin } from '../../../../routeServices';

type TokenParams = { Params: { hash: string }; Querystring: Query };
type InstanceParams = { Params: { hash: string; id: string }; Querystring: Query };

/** Longest `q` the search takes; longer text matches no token name anyway. */
const MAX_QUERY_LENGTH = 256;

const isNft = (row: TokenRow) => (NFT_TOKEN_TYPES as readonly string[]).includes(row.type);

/** Token routes; mounted at `/api/v2/tokens`. */
const tokenRoutes: RoutePlugin = async(app) => {
  /** The token of the path, or 404. */
  async function token(hash: string): Promise<TokenRow> {
    const row = await findToken(app.db, parseAddressHash(hash, 'address_hash_param'));
    if (!row) throw new NotFoundError();
    return row;
  }

  /** The NFT token of the path and the parsed id; 404 for unknown or fungible tokens (Blockscout). */
  async function nft(params: { hash: string; id: string }): Promise<{ row: TokenRow; id: string }> {
    const id = parseUint256(params.id, 'token_id_param');
    const row = await token(params.hash);
    if (!isNft(row)) throw new NotFoundError();
    return { row, id };
  }

  app.get<{ Querystring: Query }>('/', async(request) => {
    const { query } = request;
    const types = parseBracketedList(query, 'type', TOKEN_TYPES);
    const sort = parseOptionalEnum(query, 'sort', [ 'fiat_value', 'holders_count', 'circulating_market_cap' ] as const);
    const order = parseOptionalEnum(query, 'order', [ 'asc', 'desc' ] as const);
    const q = queryValue(query, 'q')?.trim().slice(0, MAX_QUERY_LENGTH) || undefined;
    // Without market data, only "holders ascending" differs from the default order.
    const holdersOrder = sort === 'holders_count' && order === 'asc' ? 'asc' : 'desc';
    return tokenListPage(query, (after, limit) => listTokens(app.db, { q, types, holdersOrder, after, limit }));
  });

  app.get<TokenParams>('/:hash', async(request): Promise<TokenInfo> => serializeToken(await token(request.params.hash)));

  app.get<TokenParams>('/:hash/counters', async(request): Promise<TokenCounters> => {
    const row = await token(request.params.hash);
    return serializeTokenCounters(row.holders_count, await countTokenTransfers(app.db, row.contract_address_hash));
  });

  app.get<TokenParams>('/:hash/transfers', async(request) => {
    const { contract_address_hash: hash } = await token(request.params.hash);
    return tokenTransferPage(app.db, request.query, (before, limit) => listTokenTokenTransfers(app.db, hash, { before, limit }));
  });

  app.get<TokenParams>('/:hash/holders', async(request) => {
    const { contract_address_hash: hash } = await token(request.params.hash);
    return holderPage(app.db, request.query, (before, limit) => listTokenHolders(app.db, hash, { before, limit }));
  });

  app.get<TokenParams>('/:hash/instances', async(request) => {
    const holder = cursorAddressHash(request.query, 'holder_address_hash');
    const row = await token(request.params.hash);
    // With a holder, Blockscout answers only for NFT tokens; without, a fungible token has no instances.
    if (holder !== undefined && !isNft(row)) throw new NotFoundError();
    return inventoryPage(app.db, request.query, row, holder);
  });

  app.get<InstanceParams>('/:hash/instances/:id', async(request): Promise<TokenInstance> => {
    const { row, id } = await nft(request.params);
    const instance = await findInstance(app.db, row.contract_address_hash, id);
    if (!instance) throw new NotFoundError();
    const [ item ] = await presentInstances(app.db, [ { row: instance, tokenType: row.type, token: serializeToken(row) } ]);
    return item;
  });

  app.get<InstanceParams>('/:hash/instances/:id/transfers', async(request) => {
    const { row, id } = await nft(request.params);
    return tokenTransferPage(app.db, request.query,
      (before, limit) => listInstanceTokenTransfers(app.db, row.contract_address_hash, id, { before, limit }));
  });

  app.get<InstanceParams>('/:hash/instances/:id/holders', async(request) => {
    const { row, id } = await nft(request.params);
    return holderPage(app.db, request.query, (before, limit) => listInstanceHolders(app.db, row.contract_address_hash, id, { before, limit }));
  });

  app.get<InstanceParams>('/:hash/instances/:id/transfers-count', async(request): Promise<TokenInstanceTransfersCount> => {
    const { row, id } = await nft(request.params);
    return { transfers_count: await countTokenTransfers(app.db, row.contract_address_hash, id) };
  });
};

export default tokenRoutes;
