/**
 * What `/csv-export?type=` can export (Blockscout's types), the resource each calls, the
 * filter it accepts, and how the downloaded file is named.
 */
import type { ResourceName } from 'lib/api/resources';
import { FULL_HASH_PATTERN } from 'types/hashes';

/** The CSV resource of a token's whole list, at the token's own path (`hash`). */
type TokenListResource = 'general:csv_export_token_holders';
/** The CSV resources of an address's or token's rows in a period, with no path params. */
type PeriodListResource = Exclude<Extract<ResourceName, `general:csv_export_${ string }`>, TokenListResource>;

export type ExportType = {
  /** Words of the page's sentence ("Export transactions for address …"). */
  text: string;
  fileName: string;
  filterType?: 'address' | 'topic';
  /** Whose rows these are: the page says "for address" or "for token". */
  subject: 'address' | 'token';
} & (
  /** A token's list (holders): the whole list, no period, at the token's own path. */
  { resource: TokenListResource; isTokenList: true } |
  { resource: PeriodListResource; isTokenList?: false }
);

export const EXPORT_TYPES = {
  transactions: { text: 'transactions', resource: 'general:csv_export_txs', fileName: 'transactions', filterType: 'address', subject: 'address' },
  'internal-transactions': { text: 'internal transactions', resource: 'general:csv_export_internal_txs', fileName: 'internal_transactions',
    filterType: 'address', subject: 'address' },
  'token-transfers': { text: 'token transfers', resource: 'general:csv_export_token_transfers', fileName: 'token_transfers', filterType: 'address',
    subject: 'address' },
  // A token's own transfers (Blockscout's `type=token`): the same export, which the API tells apart by the address.
  token: { text: 'token transfers', resource: 'general:csv_export_token_transfers', fileName: 'token_transfers', subject: 'token' },
  logs: { text: 'logs', resource: 'general:csv_export_logs', fileName: 'logs', filterType: 'topic', subject: 'address' },
  holders: { text: 'holders', resource: 'general:csv_export_token_holders', fileName: 'holders', subject: 'token', isTokenList: true },
} as const satisfies Record<string, ExportType>;

export type ExportTypeName = keyof typeof EXPORT_TYPES;

/** Short form: `type=address` exports an address's transactions. */
const ALIASES: Record<string, ExportTypeName> = { address: 'transactions' };

export function readExportType(raw: string): ExportTypeName | null {
  if (raw in EXPORT_TYPES) return raw as ExportTypeName;
  return ALIASES[raw] ?? null;
}

/** The filter of the query when the type accepts it (`to`/`from`, or a 32-byte topic), else none. */
export function readFilter(type: ExportType, filterType: string | undefined, filterValue: string | undefined):
{ filterType: string; filterValue: string } | null {
  if (!filterType || !filterValue || filterType !== type.filterType) return null;
  if (filterType === 'address' && filterValue !== 'to' && filterValue !== 'from') return null;
  if (filterType === 'topic' && !FULL_HASH_PATTERN.test(filterValue)) return null;
  return { filterType, filterValue };
}
