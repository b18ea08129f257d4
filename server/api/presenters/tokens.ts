/**
 * Pages of tokens and of holders: their keyset cursors (GUIDE §1.3) and the addresses
 * a holders page embeds, loaded in one query.
 */
import type { Queryable } from '../../db';
import type { TokenHolder, TokenInfo, TokensPagingParams } from '../../../types/api/token';
import type { Paginated } from '../../../types/api/shared';
import { InvalidParamError } from '../../http/errors';
import { paginate } from '../../http/pagination';
import { cursorAddressHash, cursorBoolean, cursorDecimal, cursorInt, cursorText, type Query } from '../../http/params';
import { loadAddressInfo } from '../../db/queries/addresses';
import type { HolderCursor, HolderRow } from '../../db/queries/tokenBalances';
import { NAME_KEY_LENGTH, type TokenListCursor, type TokenListRow } from '../../db/queries/tokens';
import { serializeAddress } from '../../serializers/address';
import { serializeToken } from '../serializers/token';
import { serializeHolder } from '../serializers/tokenBalance';

/** Largest `holders_count` a cursor may carry (the column is a 32-bit integer). */
const MAX_HOLDERS_COUNT = 2 ** 31 - 1;

/** The tokens list cursor after `row`, with Blockscout's keys (market data is always null here). */
function tokenCursorOf(row: TokenListRow): Omit<TokensPagingParams, 'items_count'> {
  return {
    contract_address_hash: row.contract_address_hash,
    fiat_value: null,
    holders_count: row.holders_count,
    is_name_null: row.name_is_null,
    market_cap: null,
    // The first NAME_KEY_LENGTH characters order the list; they are the cursor's name.
    name: row.name_is_null ? null : row.name_key,
  };
}

/**
 * The tokens cursor a client sent back, or undefined for the first page. A null name
 * arrives as an absent `name` (clients drop null parameters), so absent means ''.
 */
function readTokenCursor(query: Query): TokenListCursor | undefined {
  const hash = cursorAddressHash(query, 'contract_address_hash');
  const holdersCount = cursorInt(query, 'holders_count');
  const nameIsNull = cursorBoolean(query, 'is_name_null') ?? false;
  const name = cursorText(query, 'name', NAME_KEY_LENGTH * 2) ?? '';
  if (holdersCount !== undefined && holdersCount > MAX_HOLDERS_COUNT) {
    throw new InvalidParamError('holders_count', `expected an integer from 0 to ${ MAX_HOLDERS_COUNT }`);
  }
  if (hash === undefined || holdersCount === undefined) return undefined;
  return { hash, holdersCount, nameIsNull, nameKey: nameIsNull ? '' : name };
}

/** One page of the tokens list; `fetch` runs the query after the cursor. */
export async function tokenListPage(query: Query, fetch: (after: TokenListCursor | undefined, limit: number) => Promise<TokenListRow[]>):
Promise<Paginated<TokenInfo, TokensPagingParams>> {
  const after = readTokenCursor(query);
  const page = await paginate((limit) => fetch(after, limit), tokenCursorOf, query);
  return { items: page.rows.map(serializeToken), next_page_params: page.nextPageParams };
}

/** A holders cursor: `address_hash`, `value` and, for balances of one id, `token_id`. */
type HolderParams = { address_hash: string; value: string; token_id?: string };

function holderCursorOf(row: HolderRow): HolderParams {
  return row.token_id === null ? { address_hash: row.address_hash, value: row.value } :
    { address_hash: row.address_hash, value: row.value, token_id: row.token_id };
}

/** The holders cursor a client sent back (`token_id` absent: a balance without id). */
function readHolderCursor(query: Query): HolderCursor | undefined {
  const address = cursorAddressHash(query, 'address_hash');
  const value = cursorDecimal(query, 'value');
  const tokenId = cursorDecimal(query, 'token_id') ?? '-1';
  return address !== undefined && value !== undefined ? { address, value, tokenId } : undefined;
}

/** Serializes holders with their address info, loaded in one query. */
async function presentHolders(db: Queryable, rows: HolderRow[]): Promise<TokenHolder[]> {
  const infos = await loadAddressInfo(db, rows.map((row) => row.address_hash));
  return rows.map((row) => serializeHolder(row, serializeAddress(row.address_hash, infos.get(row.address_hash))));
}

/** One page of holders (of a token or of one id); `fetch` runs the query before the cursor. */
export async function holderPage(db: Queryable, query: Query, fetch: (before: HolderCursor | undefined, limit: number) => Promise<HolderRow[]>):
Promise<Paginated<TokenHolder, HolderParams & { items_count: number }>> {
  const before = readHolderCursor(query);
  const page = await paginate((limit) => fetch(before, limit), holderCursorOf, query);
  return { items: await presentHolders(db, page.rows), next_page_params: page.nextPageParams };
}
