/**
 * Scalar encodings and the list envelope shared by every Blockscout endpoint (GUIDE §1.2-1.3).
 * Type-only and framework-free: the frontend and our backend both import it.
 */

/** Decimal integer as a string; used for wei amounts, gas, supplies and large counters. */
export type IntegerString = string;

/** Decimal number as a string, e.g. `"1234.5"`; used for fiat prices and market caps. */
export type FloatString = string;

/** `0x` + 40 hex digits; responses use the EIP-55 checksummed form. */
export type AddressHash = string;

/** `0x` + 64 hex digits: a block or transaction hash. */
export type FullHash = string;

/** `0x` + an even number of hex digits (calldata, log data, block nonce). */
export type HexString = string;

/** ISO-8601 UTC date-time, e.g. `"2024-05-01T12:00:00.000000Z"`. */
export type Timestamp = string;

/** Calendar date `YYYY-MM-DD`, used by charts. */
export type DateString = string;

/** A scalar that may appear in a keyset cursor. */
export type CursorValue = string | number | boolean | null;

/** Any keyset cursor: a flat object the client echoes back as query parameters. */
export type NextPageParams = Record<string, CursorValue>;

/**
 * The envelope of every paginated list. `next_page_params` is `null` on the last page; otherwise
 * every key of it is sent back as a query parameter to get the next page.
 */
export interface Paginated<Item, Cursor = NextPageParams> {
  items: Array<Item>;
  next_page_params: Cursor | null;
}

/** The `{message}` body that mutations and most errors return. */
export interface MessageResponse {
  message: string;
}

/** A 422 body with per-field messages. */
export interface FieldErrorsResponse {
  errors: Record<string, Array<string>>;
}

/** Sort direction used with the `order` query parameter. */
export type SortOrder = 'asc' | 'desc';

/** `filter=to|from` on address lists. */
export type AddressFromToFilter = 'from' | 'to';
