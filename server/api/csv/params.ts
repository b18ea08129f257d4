/**
 * The query of a CSV export (Blockscout's names): `address_id` (or the path's hash),
 * `from_period` / `to_period` (a date, taken as the whole UTC day, or an ISO instant),
 * `filter_type` / `filter_value`. A period longer than a year is refused, as the page does.
 */
import { InvalidParamError } from '../../http/errors';
import { parseAddressHash, parseFullHash, queryValue, type Query } from '../../http/params';

/** One year, leap day included: the longest period one file covers. */
export const MAX_PERIOD_MS = 366 * 86_400_000;
const DAY_MS = 86_400_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export interface Period {
  /** First and last instant included, in ms. */
  from: number;
  to: number;
}

/** A calendar date or an ISO instant; a bare date is its day's start (`to`: its end). */
function parseInstant(value: string, name: string, end: boolean): number {
  const date = DATE.exec(value);
  const match = date ?? INSTANT.exec(value);
  if (!match) throw new InvalidParamError(name, 'expected a date (YYYY-MM-DD) or an ISO 8601 time');
  const [ year, month, day ] = match.slice(1, 4).map(Number);
  const midnight = Date.UTC(year, month - 1, day);
  const check = new Date(midnight);
  if (year < 1970 || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new InvalidParamError(name, 'not a date of the calendar');
  }
  if (date) return end ? midnight + DAY_MS - 1 : midnight;
  const ms = Date.parse(value);
  const [ hour, minute, second ] = [ match[4], match[5], match[6] ?? '0' ].map(Number);
  if (Number.isNaN(ms) || hour > 23 || minute > 59 || second > 59) throw new InvalidParamError(name, 'not a time of the calendar');
  return ms;
}

/** The period of an export; both ends required, `from` ≤ `to`, at most a year. */
export function parsePeriod(query: Query): Period {
  const rawFrom = queryValue(query, 'from_period');
  const rawTo = queryValue(query, 'to_period');
  if (rawFrom === undefined) throw new InvalidParamError('from_period', 'required');
  if (rawTo === undefined) throw new InvalidParamError('to_period', 'required');
  const from = parseInstant(rawFrom, 'from_period', false);
  const to = parseInstant(rawTo, 'to_period', true);
  if (from > to) throw new InvalidParamError('to_period', 'the period ends before it starts');
  if (to - from > MAX_PERIOD_MS) throw new InvalidParamError('to_period', 'the period must not exceed one year');
  return { from, to };
}

/** The address of an export: the path's hash, else `address_id`. */
export function parseExportAddress(query: Query, pathHash?: string): string {
  if (pathHash !== undefined) return parseAddressHash(pathHash, 'address_hash_param');
  const value = queryValue(query, 'address_id');
  if (value === undefined) throw new InvalidParamError('address_id', 'required');
  return parseAddressHash(value, 'address_id');
}

/** Which rows of the address: `filter_type=address` with `to`/`from`, or `topic` with a topic hash (logs). */
export interface ExportFilter {
  direction?: 'from' | 'to';
  topic?: string;
}

export function parseExportFilter(query: Query, accepted: 'address' | 'topic' | null): ExportFilter {
  const type = queryValue(query, 'filter_type');
  const value = queryValue(query, 'filter_value');
  if (type === undefined && value === undefined) return {};
  if (type === undefined || value === undefined) throw new InvalidParamError(type === undefined ? 'filter_type' : 'filter_value', 'required with the other');
  if (type !== accepted) throw new InvalidParamError('filter_type', accepted ? `expected ${ accepted }` : 'this export takes no filter');
  if (type === 'address') {
    if (value !== 'to' && value !== 'from') throw new InvalidParamError('filter_value', 'expected to or from');
    return { direction: value };
  }
  return { topic: parseFullHash(value, 'filter_value') };
}
