/**
 * The old field names of GUIDE §1.4 (plus the issue's `holders` and
 * `internal_txs_count`) written out as the guide lists them, independent of the table
 * `legacy/names.ts` works from, and checks that walk any JSON answer or socket payload.
 */
// Loose on purpose: the walks read any JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyJson = any;

/** [old name, current name], one row per old name. */
export const RENAMED_FIELDS: ReadonlyArray<readonly [ string, string ]> = [
  [ 'tx_count', 'transactions_count' ],
  [ 'transaction_count', 'transactions_count' ],
  [ 'tx_fees', 'transaction_fees' ],
  [ 'block', 'block_number' ],
  [ 'tx_types', 'transaction_types' ],
  [ 'tx_tag', 'transaction_tag' ],
  [ 'has_error_in_internal_txs', 'has_error_in_internal_transactions' ],
  [ 'tx_burnt_fee', 'transaction_burnt_fee' ],
  [ 'tx_hash', 'transaction_hash' ],
  [ 'creation_tx_hash', 'creation_transaction_hash' ],
  [ 'address', 'address_hash' ],
  [ 'holder_count', 'holders_count' ],
  [ 'holders', 'holders_count' ],
  [ 'internal_txs_count', 'internal_transactions_count' ],
];

/** Fields with no current twin: [old name, the current field it is derived from]. */
export const REMOVED_FIELDS: ReadonlyArray<readonly [ string, string ]> = [
  [ 'implementation_name', 'implementations' ],
  [ 'implementation_address', 'implementations' ],
  [ 'actions', 'transaction_types' ],
];

/** Old names the current contract also uses for something else (a log's `address`, the socket's `block`). */
const REUSED_NAMES = new Set([ 'address', 'block' ]);

const CURSOR = 'next_page_params';

/** Calls `visit` on every object inside `json`, cursors excluded, with its path. */
export function eachObject(json: AnyJson, visit: (object: Record<string, AnyJson>, path: string) => void, path = ''): void {
  if (Array.isArray(json)) return json.forEach((item, index) => eachObject(item, visit, `${ path }/${ index }`));
  if (json === null || typeof json !== 'object') return;
  visit(json, path || '/');
  for (const [ key, value ] of Object.entries(json)) if (key !== CURSOR) eachObject(value, visit, `${ path }/${ key }`);
}

/**
 * Where `json` misses an old name beside its current one or holds a different value under
 * it, as `path: old ≠ current` lines (empty: all there). Adds the old names seen to `seen`.
 */
export function missingOldNames(json: AnyJson, seen = new Set<string>()): string[] {
  const problems: string[] = [];
  eachObject(json, (object, path) => {
    for (const [ old, current ] of RENAMED_FIELDS) {
      if (!(current in object)) continue;
      seen.add(old);
      if (JSON.stringify(object[old]) !== JSON.stringify(object[current])) problems.push(`${ path }: ${ old } ≠ ${ current }`);
    }
    if ('implementations' in object) {
      const [ first ] = object.implementations ?? [];
      if (object.implementation_name !== (first?.name ?? null)) problems.push(`${ path }: implementation_name`);
      if (object.implementation_address !== (first?.address_hash ?? null)) problems.push(`${ path }: implementation_address`);
      seen.add('implementation_name').add('implementation_address');
    }
    if ('transaction_types' in object) {
      if (!Array.isArray(object.actions)) problems.push(`${ path }: actions`);
      seen.add('actions');
    }
  });
  return problems;
}

/** Where `json` carries an old name (as `path: name` lines); an old name reused by the contract counts only beside its current one. */
export function presentOldNames(json: AnyJson): string[] {
  const found: string[] = [];
  eachObject(json, (object, path) => {
    for (const [ old, current ] of [ ...RENAMED_FIELDS, ...REMOVED_FIELDS ]) {
      if (old in object && (!REUSED_NAMES.has(old) || current in object)) found.push(`${ path }: ${ old }`);
    }
  });
  return found;
}

/** A copy of `json` without the old names beside their current ones: the answer a current frontend reads. */
export function withoutOldNames(json: AnyJson): AnyJson {
  if (Array.isArray(json)) return json.map(withoutOldNames);
  if (json === null || typeof json !== 'object') return json;
  const copy: Record<string, AnyJson> = {};
  for (const [ key, value ] of Object.entries(json)) copy[key] = key === CURSOR ? value : withoutOldNames(value);
  for (const [ old, current ] of [ ...RENAMED_FIELDS, ...REMOVED_FIELDS ]) {
    if (current in json) delete copy[old];
  }
  return copy;
}
