/**
 * An address's tokens, NFTs and NFT collections: cursors, the order of token types
 * (Blockscout lists ERC-721, then ERC-1155, then ERC-404), and the embedded tokens and
 * instances, loaded per page.
 */
import type { Queryable } from '../../db';
import type { AddressNftCollection, AddressTokenBalance } from '../../../types/api/address';
import type { TokenInfo, TokenInstance } from '../../../types/api/token';
import type { Paginated } from '../../../types/api/shared';
import { InvalidParamError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import { cursorAddressHash, cursorDecimal, parseOptionalEnum, type Query } from '../../http/params';
import {
  BALANCE_TOKEN_PREFIX, listAddressTokens, listAllAddressTokenBalances, listNftCollections, type BalanceCursor, type BalanceRow,
} from '../../db/queries/tokenBalances';
import { listAddressNfts, listCollectionInstances, TOKEN_PREFIX } from '../../db/queries/tokenInstances';
import { NFT_TOKEN_TYPES, TOKEN_TYPES } from '../../../types/api/token';
import { tokenFromColumns } from '../../db/queries/tokens';
import { serializeToken } from '../serializers/token';
import { serializeNftCollection, serializeTokenBalance } from '../serializers/tokenBalance';
import { instanceOfTransfer, serializeTokenInstance } from '../serializers/tokenInstance';
import { presentInstances } from './tokenInstances';

/** Instances shown inside one collection (Blockscout's preview size). */
export const COLLECTION_PREVIEW_SIZE = 9;

/** The token of a balance row; null if the token row is missing (never expected). */
function tokenOfBalance(row: BalanceRow): TokenInfo | null {
  return row[`${ BALANCE_TOKEN_PREFIX }contract_address_hash`] ? serializeToken(tokenFromColumns(row, BALANCE_TOKEN_PREFIX)) : null;
}

/** A balance row as TokenBalance; the instance (owner and uniqueness not looked up) for balances of one id. */
function presentBalance(row: BalanceRow): AddressTokenBalance {
  const token = tokenOfBalance(row);
  const instance = instanceOfTransfer(row);
  return serializeTokenBalance(row, token, instance && serializeTokenInstance(instance, { token, owner: null, isUnique: null }));
}

type BalanceParams = { fiat_value: null; value: string; token_contract_address_hash: string; token_id?: string };

function balanceCursorOf(row: BalanceRow): BalanceParams {
  const cursor: BalanceParams = { fiat_value: null, value: row.value, token_contract_address_hash: row.token_contract_address_hash };
  if (row.token_id !== null) cursor.token_id = row.token_id;
  return cursor;
}

function readBalanceCursor(query: Query): BalanceCursor | undefined {
  const token = cursorAddressHash(query, 'token_contract_address_hash');
  const value = cursorDecimal(query, 'value');
  const tokenId = cursorDecimal(query, 'token_id') ?? '-1';
  return token !== undefined && value !== undefined ? { token, value, tokenId } : undefined;
}

/** `/addresses/{h}/tokens`: positive balances of the given types, largest value first. */
export async function addressTokensPage(db: Queryable, query: Query, address: string, types: readonly string[] | undefined):
Promise<Paginated<AddressTokenBalance, BalanceParams & { items_count: number }>> {
  const before = readBalanceCursor(query);
  const page = await paginate((limit) => listAddressTokens(db, address, { types: types ?? TOKEN_TYPES, before, limit }), balanceCursorOf, query);
  return { items: page.rows.map(presentBalance), next_page_params: page.nextPageParams };
}

/** `/addresses/{h}/token-balances`: every positive balance, without instances (as Blockscout). */
export async function addressTokenBalances(db: Queryable, address: string): Promise<AddressTokenBalance[]> {
  const rows = await listAllAddressTokenBalances(db, address);
  return rows.map((row) => serializeTokenBalance(row, tokenOfBalance(row), null));
}

/** The NFT types to list, in Blockscout's order; all of them without a filter. */
export function nftTypesOf(types: readonly string[] | undefined): string[] {
  return NFT_TOKEN_TYPES.filter((type) => types === undefined || types.includes(type));
}

/** The token type a phased cursor is in; it must be one of the listed types. */
function readPhase(query: Query, types: string[]): string | undefined {
  const type = parseOptionalEnum(query, 'token_type', TOKEN_TYPES);
  if (type !== undefined && !types.includes(type)) throw new InvalidParamError('token_type', `expected one of ${ types.join(', ') }`);
  return type;
}

/**
 * Fills a page type by type: the cursor's type continues after its key, later types
 * start from their beginning, until `limit` rows are found. Each row is tagged with the
 * type it was listed under, which the next cursor names.
 */
async function phased<Row extends object, Key>(types: string[], phase: string | undefined, key: Key | undefined, limit: number,
  fetch: (type: string, after: Key | undefined, limit: number) => Promise<Row[]>): Promise<Array<Row & { phase: string }>> {
  const rows: Array<Row & { phase: string }> = [];
  const start = phase === undefined ? 0 : types.indexOf(phase);
  for (let index = start; index < types.length && rows.length < limit; index++) {
    const found = await fetch(types[index], index === start ? key : undefined, limit - rows.length);
    rows.push(...found.map((row) => ({ ...row, phase: types[index] })));
  }
  return rows;
}

/** `/addresses/{h}/nft`: the address's NFTs, by type, token address and id. */
export async function addressNftPage(db: Queryable, query: Query, address: string, types: string[]):
Promise<Paginated<TokenInstance, { token_contract_address_hash: string; token_id: string; token_type: string; items_count: number }>> {
  const phase = readPhase(query, types);
  const token = cursorAddressHash(query, 'token_contract_address_hash');
  const tokenId = cursorDecimal(query, 'token_id');
  const key = phase !== undefined && token !== undefined && tokenId !== undefined ? { token, tokenId } : undefined;
  const page = await paginate((limit) => phased(types, key && phase, key, limit,
    (type, after, count) => listAddressNfts(db, address, type, { after, limit: count })),
  (row) => ({ token_contract_address_hash: row.token_contract_address_hash, token_id: row.token_id, token_type: row.phase }), query);
  const items = await presentInstances(db, page.rows.map((row) => {
    const token = tokenFromColumns(row, TOKEN_PREFIX);
    return { row, tokenType: token.type, token: serializeToken(token), value: row.value };
  }));
  return { items, next_page_params: page.nextPageParams };
}

/** `/addresses/{h}/nft/collections`: one item per token, with up to nine of its instances. */
export async function addressCollectionsPage(db: Queryable, query: Query, address: string, types: string[]):
Promise<Paginated<AddressNftCollection, { token_contract_address_hash: string; token_type: string; items_count: number }>> {
  const phase = readPhase(query, types);
  const afterToken = cursorAddressHash(query, 'token_contract_address_hash');
  const key = phase !== undefined && afterToken !== undefined ? afterToken : undefined;
  const page = await paginate((limit) => phased(types, key && phase, key, limit,
    (type, after, count) => listNftCollections(db, address, type, { afterToken: after, limit: count })),
  (row) => ({ token_contract_address_hash: row.token_contract_address_hash, token_type: row.phase }), query);
  const tokens = page.rows.map((row) => tokenFromColumns(row, BALANCE_TOKEN_PREFIX));
  const held = await listCollectionInstances(db, address, tokens.map((token) => ({ hash: token.contract_address_hash, type: token.type })),
    COLLECTION_PREVIEW_SIZE);
  const typeOf = new Map(tokens.map((token) => [ token.contract_address_hash, token.type ]));
  const instances = await presentInstances(db, held.map((row) => ({
    row, tokenType: typeOf.get(row.token_contract_address_hash) ?? 'ERC-721', token: null, value: row.value })));
  const items = tokens.map((token, index) => serializeNftCollection(serializeToken(token), page.rows[index].amount,
    instances.filter((_, position) => held[position].token_contract_address_hash === token.contract_address_hash)));
  return { items, next_page_params: page.nextPageParams };
}
