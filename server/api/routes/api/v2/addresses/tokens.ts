/**
 * `/api/v2/addresses/{hash}`: token transfers, token balances, tokens and NFTs of one address.
 * Any well-formed address answers (an address nobody has sent tokens to has empty lists).
 */

import type { AddressTokenBalance } from '../../../../../../types/api/address';
import { cursorAddressHash, parseAddressHash, parseBracketedList, parseOptionalEnum, type Query } from '../../../../../http/params';
import { addressCollectionsPage, addressNftPage, addressTokenBalances, addressTokensPage, nftTypesOf } from '../../../../presenters/tokenBalances';
import { tokenTransferPage, type TokenTransferPage } from '../../../../presenters/tokenTransfers';
import { listAddressTokenTransfers } from '../../../../../db/queries/tokenTransfers';
import { TOKEN_TYPES } from '../../../../../../types/api/token';
import type { RoutePlugin } from '../../../../routeServices';

type AddressRequest = { Params: { hash: string }; Querystring: Query };

const addressOf = (request: { params: { hash: string } }) => parseAddressHash(request.params.hash, 'address_hash_param');

/** Mounted at `/api/v2/addresses` beside the other address routes; registers only the token tabs. */
const addressTokenRoutes: RoutePlugin = async(app) => {
  app.get<AddressRequest>('/:hash/token-transfers', async(request): Promise<TokenTransferPage> => {
    const address = addressOf(request);
    const direction = parseOptionalEnum(request.query, 'filter', [ 'to', 'from' ] as const);
    const types = parseBracketedList(request.query, 'type', TOKEN_TYPES);
    const token = cursorAddressHash(request.query, 'token');
    return tokenTransferPage(app.db, request.query,
      (before, limit) => listAddressTokenTransfers(app.db, address, { direction, types, token, before, limit }));
  });

  app.get<AddressRequest>('/:hash/token-balances', async(request): Promise<AddressTokenBalance[]> =>
    addressTokenBalances(app.db, addressOf(request)));

  app.get<AddressRequest>('/:hash/tokens', async(request) => {
    const address = addressOf(request);
    return addressTokensPage(app.db, request.query, address, parseBracketedList(request.query, 'type', TOKEN_TYPES));
  });

  app.get<AddressRequest>('/:hash/nft', async(request) => {
    const address = addressOf(request);
    return addressNftPage(app.db, request.query, address, nftTypesOf(parseBracketedList(request.query, 'type', TOKEN_TYPES)));
  });

  app.get<AddressRequest>('/:hash/nft/collections', async(request) => {
    const address = addressOf(request);
    return addressCollectionsPage(app.db, request.query, address, nftTypesOf(parseBracketedList(request.query, 'type', TOKEN_TYPES)));
  });
};

export default addressTokenRoutes;
