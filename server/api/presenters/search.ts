/**
 * Search as Blockscout does it: the query is read as an address, a full hash, a block
 * height or words, and each reading looks in the places it can name. Exact matches come
 * first; token matches fill the rest and are the only paged part.
 */
import type { Queryable } from '../../db';
import type { SearchRedirectResult, SearchResultItem } from '../../../types/api/search';
import { ADDRESS_HASH_PATTERN, FULL_HASH_PATTERN } from '../../../types/hashes';
import { PAGE_SIZE } from '../../http/pagination';
import {
  findBlockByHash, findBlocksByNumber, findKnownAddress, findToken, findTransactionByHash, searchTokens, searchVerifiedContracts,
  type TokenSearchCursor, type TokenSearchRow,
} from '../../db/queries/searchIndex';
import { checksumAddress } from '../../common/checksumAddress';
import { serializeAddressResult, serializeBlockResult, serializeTokenResult, serializeTransactionResult } from '../serializers/search';

/** Longer queries find nothing: no hash, height or token word is that long. */
export const MAX_QUERY_LENGTH = 256;
/** Words of a query looked up; the rest are ignored. */
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;
/** Blockscout looks for words only from three characters on. */
const MIN_WORDS_QUERY_LENGTH = 3;
const HEIGHT = /^\d{1,16}$/;
const WORD = /[\p{L}\p{N}]+/gu;

/** What a query can name. */
export type SearchQuery =
  | { kind: 'none' }
  | { kind: 'address'; hash: string }
  | { kind: 'hash'; hash: string }
  /** A height (a block) and/or words (tokens). */
  | { kind: 'text'; height: number | null; words: string | null };

/** The words of `text` as a `to_tsquery` text where each word is a prefix: `quan:* & dol:*`. */
export function toPrefixQuery(text: string): string | null {
  const words = (text.toLowerCase().match(WORD) ?? []).slice(0, MAX_WORDS).map((word) => `${ word.slice(0, MAX_WORD_LENGTH) }:*`);
  return words.length > 0 ? words.join(' & ') : null;
}

/** Reads a raw `q` (any value Fastify hands over). Hashes come back in lower case. */
export function readSearchQuery(raw: unknown): SearchQuery {
  const q = typeof raw === 'string' ? raw.trim() : '';
  if (q === '' || q.length > MAX_QUERY_LENGTH) return { kind: 'none' };
  if (ADDRESS_HASH_PATTERN.test(q)) return { kind: 'address', hash: q.toLowerCase() };
  if (FULL_HASH_PATTERN.test(q)) return { kind: 'hash', hash: q.toLowerCase() };
  const height = HEIGHT.test(q) && Number(q) <= Number.MAX_SAFE_INTEGER ? Number(q) : null;
  const words = q.length >= MIN_WORDS_QUERY_LENGTH ? toPrefixQuery(q) : null;
  return height === null && words === null ? { kind: 'none' } : { kind: 'text', height, words };
}

/** Verified contracts found by name on the first page, before the tokens (which page on). */
const MAX_CONTRACT_MATCHES = 10;

/** Verified contracts whose name has the query's words, as address results. */
async function contractMatches(db: Queryable, query: SearchQuery, limit: number): Promise<SearchResultItem[]> {
  if (query.kind !== 'text' || query.words === null || limit <= 0) return [];
  return (await searchVerifiedContracts(db, query.words, Math.min(limit, MAX_CONTRACT_MATCHES))).map(serializeAddressResult);
}

/** The exact matches of a query: by address, by hash or by height. */
async function exactMatches(db: Queryable, query: SearchQuery): Promise<SearchResultItem[]> {
  switch (query.kind) {
    case 'address': {
      const [ token, address ] = [ await findToken(db, query.hash), await findKnownAddress(db, query.hash) ];
      return [ ...token ? [ serializeTokenResult(token) ] : [], ...address ? [ serializeAddressResult(address) ] : [] ];
    }
    case 'hash': {
      const [ transaction, block ] = [ await findTransactionByHash(db, query.hash), await findBlockByHash(db, query.hash) ];
      return [ ...transaction ? [ serializeTransactionResult(transaction) ] : [], ...block ? [ serializeBlockResult(block) ] : [] ];
    }
    case 'text':
      return query.height === null ? [] : (await findBlocksByNumber(db, query.height)).map(serializeBlockResult);
    default:
      return [];
  }
}

/**
 * Quick search (the search bar's dropdown): at most one page, exact matches and tokens,
 * highest priority first (Blockscout: blocks, then tokens, then addresses and transactions).
 */
export async function presentQuickSearch(db: Queryable, raw: unknown): Promise<SearchResultItem[]> {
  const query = readSearchQuery(raw);
  const exact = [ ...await exactMatches(db, query), ...await contractMatches(db, query, PAGE_SIZE) ];
  const words = query.kind === 'text' ? query.words : null;
  const tokens = words === null ? [] : await searchTokens(db, words, { limit: PAGE_SIZE - exact.length });
  // Array#sort is stable: equal priorities keep their order.
  return [ ...exact, ...tokens.map(serializeTokenResult) ].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
}

/** The token search cursor of `next_page_params`. */
export interface SearchPageParams {
  token_holders_count: number;
  token_name: string;
  token_address_hash: string;
  items_count: number;
}

/**
 * One page of full search: the first page starts with the exact matches, every page
 * continues the token matches after `after`.
 */
export async function presentSearch(db: Queryable, raw: unknown, page: { after?: TokenSearchCursor; delivered: number }):
Promise<{ items: SearchResultItem[]; next_page_params: SearchPageParams | null }> {
  const query = readSearchQuery(raw);
  const exact = page.after ? [] : [ ...await exactMatches(db, query), ...await contractMatches(db, query, PAGE_SIZE) ];
  const words = query.kind === 'text' ? query.words : null;
  const room = PAGE_SIZE - exact.length;
  const rows: TokenSearchRow[] = words === null ? [] : await searchTokens(db, words, { after: page.after, limit: room + 1 });
  const shown = rows.slice(0, room);
  const items = [ ...exact, ...shown.map(serializeTokenResult) ];
  const last = shown[shown.length - 1];
  const next_page_params = rows.length > room ? {
    token_holders_count: last.holders_count,
    token_name: last.name_key,
    token_address_hash: last.contract_address_hash,
    items_count: page.delivered + items.length,
  } : null;
  return { items, next_page_params };
}

const NO_REDIRECT: SearchRedirectResult = { redirect: false, type: null, parameter: null };

/**
 * Where an exact query leads, as Blockscout's `check-redirect`: any well-formed address
 * (with or without `0x`), a transaction or else a block by hash, or the consensus block at
 * a height (answered with its hash).
 */
export async function presentRedirect(db: Queryable, raw: unknown): Promise<SearchRedirectResult> {
  const q = typeof raw === 'string' ? raw.trim() : '';
  if (q.length > MAX_QUERY_LENGTH) return NO_REDIRECT;
  const prefixed = /^[0-9a-fA-F]+$/.test(q) && (q.length === 40 || q.length === 64) ? `0x${ q }` : q;
  if (ADDRESS_HASH_PATTERN.test(prefixed)) return { redirect: true, type: 'address', parameter: checksumAddress(prefixed.toLowerCase()) };
  if (FULL_HASH_PATTERN.test(prefixed)) {
    const hash = prefixed.toLowerCase();
    if (await findTransactionByHash(db, hash)) return { redirect: true, type: 'transaction', parameter: hash };
    if (await findBlockByHash(db, hash)) return { redirect: true, type: 'block', parameter: hash };
    return NO_REDIRECT;
  }
  if (HEIGHT.test(q) && Number(q) <= Number.MAX_SAFE_INTEGER) {
    const [ block ] = (await findBlocksByNumber(db, Number(q))).filter((row) => row.consensus);
    if (block) return { redirect: true, type: 'block', parameter: block.hash };
  }
  return NO_REDIRECT;
}
