/**
 * Etherscan's list paging (GUIDE §11): `page` (1-based) and `offset` (page size), with
 * `page × offset` at most 10,000 rows, so every list query reads a bounded window along its
 * index; `sort=asc|desc` (default desc).
 */
import { EtherscanError } from './envelope';
import type { EtherscanParams } from './params';

/** The largest window a list may reach, and the default page size. */
export const MAX_RESULT_WINDOW = 10_000;
export const WINDOW_TOO_LARGE = `Result window is too large, PageNo x Offset size must be less than or equal to ${ MAX_RESULT_WINDOW }`;

export interface Paging {
  /** Rows to skip. */
  skip: number;
  /** Rows to answer. */
  limit: number;
  /** `skip + limit`: what a merge of several index scans needs from each. */
  window: number;
  order: 'asc' | 'desc';
}

function positive(params: EtherscanParams, name: string): number | undefined {
  const raw = params.optional(name);
  if (raw === undefined) return undefined;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw new EtherscanError(`Invalid ${ name } param: expected a positive integer`);
  return Number(raw);
}

export function readPaging(params: EtherscanParams, defaultOrder: 'asc' | 'desc' = 'desc', defaultOffset = MAX_RESULT_WINDOW): Paging {
  const page = positive(params, 'page') ?? 1;
  const offset = positive(params, 'offset') ?? defaultOffset;
  if (page * offset > MAX_RESULT_WINDOW) throw new EtherscanError(WINDOW_TOO_LARGE, []);
  const sort = params.optional('sort')?.toLowerCase();
  if (sort !== undefined && sort !== 'asc' && sort !== 'desc') throw new EtherscanError('Invalid sort param: expected asc or desc');
  return { skip: (page - 1) * offset, limit: offset, window: page * offset, order: sort ?? defaultOrder };
}
