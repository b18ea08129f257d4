/**
 * Bytecode comparison, on hex strings without `0x`: linking library addresses, masking
 * immutables, and finding the CBOR metadata sections solc appends to each contract's code
 * (several in the creation code of a contract that creates others).
 */

/** `{start, length}` in bytes, as solc's link and immutable references give them. */
export interface ByteRange {
  start: number;
  length: number;
}

/** solc's `linkReferences`: file → library → positions of its 20-byte placeholder. */
export type LinkReferences = Record<string, Record<string, ByteRange[]>>;
/** solc's `immutableReferences`: AST id → positions of the 32-byte value. */
export type ImmutableReferences = Record<string, ByteRange[]>;

export const strip0x = (hex: string) => (hex.startsWith('0x') || hex.startsWith('0X') ? hex.slice(2) : hex).toLowerCase();

/**
 * Writes each library's address over its placeholders. `libraries` is keyed by library
 * name (file-qualified `file.sol:Name` also matches); returns the code and the names of
 * libraries that are referenced but were not given.
 */
export function linkLibraries(code: string, references: LinkReferences | undefined, libraries: Record<string, string>): { code: string; missing: string[] } {
  let linked = code;
  const missing = new Set<string>();
  for (const [ file, byName ] of Object.entries(references ?? {})) {
    for (const [ name, ranges ] of Object.entries(byName)) {
      const address = libraries[name] ?? libraries[`${ file }:${ name }`];
      if (address === undefined) {
        missing.add(name);
        continue;
      }
      const hex = strip0x(address);
      for (const range of ranges) linked = linked.slice(0, range.start * 2) + hex + linked.slice((range.start + range.length) * 2);
    }
  }
  return { code: linked, missing: [ ...missing ] };
}

/**
 * The library addresses `code` (the chain's) holds where `references` place them, keyed
 * `file:Name`: deployment wrote them over the placeholders, so the chain's code tells them.
 * A library whose places hold different bytes is left out.
 */
export function readLibraryAddresses(code: string, references: LinkReferences | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [ file, byName ] of Object.entries(references ?? {})) {
    for (const [ name, ranges ] of Object.entries(byName)) {
      const values = new Set(ranges.map((range) => code.slice(range.start * 2, (range.start + range.length) * 2)));
      const [ value ] = values;
      if (values.size === 1 && value.length === 40) found[`${ file }:${ name }`] = `0x${ value }`;
    }
  }
  return found;
}

/** Byte ranges of every immutable's value. */
export function immutableRanges(references: ImmutableReferences | undefined): ByteRange[] {
  return Object.values(references ?? {}).flat();
}

/** Hex lengths of a CBOR head: major type and its argument. */
function cborHead(code: string, at: number): { major: number; value: number; size: number } | null {
  if (at + 2 > code.length) return null;
  const byte = parseInt(code.slice(at, at + 2), 16);
  const major = byte >> 5;
  const info = byte & 0x1f;
  if (info < 24) return { major, value: info, size: 2 };
  const extra = info === 24 ? 1 : info === 25 ? 2 : 0;
  if (extra === 0 || at + 2 + extra * 2 > code.length) return null;
  return { major, value: parseInt(code.slice(at + 2, at + 2 + extra * 2), 16), size: 2 + extra * 2 };
}

/** Hex length of the CBOR item at `at` when it is a string or a simple value, else null. */
function cborScalarLength(code: string, at: number): number | null {
  const head = cborHead(code, at);
  if (!head) return null;
  if (head.major === 2 || head.major === 3) return head.size + head.value * 2;
  if (head.major === 0 || head.major === 7) return head.size;
  return null;
}

const METADATA_KEYS = new Set([ 'ipfs', 'bzzr0', 'bzzr1', 'solc', 'experimental' ]);

/** Length in bytes of the solc metadata map at `at` (hex offset), or null when there is none. */
function metadataMapBytes(code: string, at: number): number | null {
  const head = cborHead(code, at);
  if (!head || head.major !== 5 || head.value < 1 || head.value > 5) return null;
  let cursor = at + head.size;
  for (let entry = 0; entry < head.value; entry++) {
    const key = cborHead(code, cursor);
    if (!key || key.major !== 3 || key.value > 16) return null;
    const name = Buffer.from(code.slice(cursor + key.size, cursor + key.size + key.value * 2), 'hex').toString('latin1');
    if (!METADATA_KEYS.has(name)) return null;
    cursor += key.size + key.value * 2;
    const value = cborScalarLength(code, cursor);
    if (value === null) return null;
    cursor += value;
  }
  return (cursor - at) / 2;
}

/**
 * Every metadata section in `code` (compiled code, so the sections are solc's own): a CBOR
 * map of known keys followed by its length in two bytes. The range covers both.
 */
export function metadataRanges(code: string): ByteRange[] {
  const ranges: ByteRange[] = [];
  // A map of 1–5 entries starts with a1–a5 and its first key is a short text (60–77).
  const candidate = /a[1-5](?=[67][0-9a-f])/g;
  for (let match = candidate.exec(code); match; match = candidate.exec(code)) {
    if (match.index % 2 !== 0) {
      candidate.lastIndex = match.index + 1;
      continue;
    }
    const bytes = metadataMapBytes(code, match.index);
    if (bytes === null) continue;
    const end = match.index + bytes * 2;
    if (parseInt(code.slice(end, end + 4), 16) !== bytes) continue;
    ranges.push({ start: match.index / 2, length: bytes + 2 });
    candidate.lastIndex = end + 4;
  }
  return ranges;
}

/**
 * A library's runtime code opens with `PUSH20 <its own address>` (call protection: only
 * delegate calls may change state). solc leaves 20 zero bytes there, the deployment
 * writes the address in: those bytes are not part of what is compared.
 */
export function libraryAddressRanges(compiledRuntime: string): ByteRange[] {
  return compiledRuntime.startsWith(`73${ '0'.repeat(40) }`) ? [ { start: 1, length: 20 } ] : [];
}

/** `code` with the given ranges set to zero bytes. */
export function maskRanges(code: string, ranges: ByteRange[]): string {
  let masked = code;
  for (const range of ranges) {
    const start = range.start * 2;
    const end = Math.min((range.start + range.length) * 2, masked.length);
    if (start >= masked.length) continue;
    masked = masked.slice(0, start) + '0'.repeat(end - start) + masked.slice(end);
  }
  return masked;
}

/** Byte offset of the first difference, or null when equal. */
export function firstDifference(a: string, b: string): number | null {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 2) {
    if (a.slice(index, index + 2) !== b.slice(index, index + 2)) return index / 2;
  }
  return a.length === b.length ? null : length / 2;
}

/** How well compiled code matches chain code. */
export type MatchResult = { match: 'full' | 'partial' } | { match: null; offset: number };

/**
 * Compares compiled code with chain code of the same length: full when equal outside
 * `ignored` (immutables), partial when also equal outside the metadata sections.
 */
export function compareCode(compiled: string, onChain: string, ignored: ByteRange[] = []): MatchResult {
  const plainCompiled = maskRanges(compiled, ignored);
  const plainChain = maskRanges(onChain, ignored);
  const full = firstDifference(plainCompiled, plainChain);
  if (full === null) return { match: 'full' };
  const metadata = metadataRanges(compiled);
  const partial = firstDifference(maskRanges(plainCompiled, metadata), maskRanges(plainChain, metadata));
  return partial === null ? { match: 'partial' } : { match: null, offset: partial };
}
