/**
 * Pure rewrites of outgoing JSON into what older Blockscout frontends read: old names
 * beside the current ones (names.ts), fields they expect that were dropped, and the two
 * answers whose type changed. Inputs are never modified: presenters keep some answers in
 * memory (the stats) and the socket sends one payload to several topics.
 */
import { OLD_NAMES, OLD_QUERY_VALUES, UNTOUCHED_KEYS } from './names';

type JsonObject = Record<string, unknown>;

/** A plain JSON object; a Date or anything else with its own `toJSON` is left as it is. */
function isPlainObject(value: unknown): value is JsonObject {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Fields older frontends read that have no current twin: the first proxy implementation
 * as the two flat fields `implementations` replaced, and a transaction's `actions`, which
 * Blockscout sent as `[]` when it knew none (we know none).
 */
function addRemovedFields(source: JsonObject, target: JsonObject): void {
  if ('implementations' in source && !('implementation_name' in source)) {
    const [ first ] = Array.isArray(source.implementations) ? source.implementations as JsonObject[] : [];
    target.implementation_address = first?.address_hash ?? null;
    target.implementation_name = first?.name ?? null;
  }
  if ('transaction_types' in source && !('actions' in source)) target.actions = [];
}

/**
 * A copy of `value` where every object that has a current name of {@link OLD_NAMES} also
 * carries the old names, with the same value. A name the object already uses is never
 * overwritten (a log's `address` is its emitter, not a renamed hash), and cursors stay as
 * they are. Applying it twice gives the same result.
 */
export function withLegacyNames(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withLegacyNames);
  if (!isPlainObject(value)) return value;
  const result: JsonObject = {};
  for (const [ key, item ] of Object.entries(value)) {
    const copy = UNTOUCHED_KEYS.has(key) ? item : withLegacyNames(item);
    result[key] = copy;
    for (const old of OLD_NAMES.get(key) ?? []) {
      if (!Object.hasOwn(value, old)) result[old] = copy;
    }
  }
  addRemovedFields(value, result);
  return result;
}

/** {@link withLegacyNames} typed for socket payloads (an object in, an object out). */
export function withLegacyPayloadNames(payload: object): object {
  return withLegacyNames(payload) as object;
}

/**
 * `gas_prices` as Blockscout sends it without `updated-gas-oracle: true`: each tier only
 * its price in gwei. Null becomes three nulls, as Blockscout's own fallback does.
 */
export function legacyGasPrices(gasPrices: unknown): Record<'slow' | 'average' | 'fast', unknown> {
  const tiers = isPlainObject(gasPrices) ? gasPrices : {};
  const price = (tier: unknown) => isPlainObject(tier) ? tier.price ?? null : null;
  return { slow: price(tiers.slow), average: price(tiers.average), fast: price(tiers.fast) };
}

/** The coin balance history by day as the bare array of days Blockscout sent before 6.5 (Apr 2024). */
export function legacyBalancesByDay(body: unknown): unknown {
  return isPlainObject(body) && Array.isArray(body.items) ? body.items : body;
}

/** Renames old query values of `route` (names.ts) in place, in the parsed query the handler reads. */
export function renameOldQueryValues(route: string, query: JsonObject): void {
  for (const [ name, values ] of OLD_QUERY_VALUES.get(route) ?? []) {
    const current = query[name];
    const renamed = typeof current === 'string' ? values.get(current) : undefined;
    if (renamed !== undefined) query[name] = renamed;
  }
}
