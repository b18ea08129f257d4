/**
 * Guards for metadata JSON from untrusted servers: a nesting limit checked before
 * parsing (200,000 nested arrays overflow the stack of every recursive step after
 * `JSON.parse`, and PostgreSQL refuses such jsonb), and a cleaning pass that removes what
 * PostgreSQL cannot store in jsonb or text: NUL characters and unpaired UTF-16 surrogates.
 */

/** Far deeper than any real metadata document (attributes are 3 levels deep). */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([ 0x5b, 0x7b ]); // [ {
const CLOSERS = new Set([ 0x5d, 0x7d ]); // ] }

/**
 * The deepest nesting of arrays and objects in JSON `text`, counted outside strings and
 * stopping as soon as `limit` is passed (so a hostile document costs one partial scan).
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (OPENERS.has(code)) {
      if (++depth > limit) return true;
    } else if (CLOSERS.has(code)) {
      depth--;
    }
  }
  return false;
}

// A lone high surrogate (no low one after it) or a lone low surrogate (no high one before it).
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** `text` without NUL characters, and with unpaired surrogates replaced by U+FFFD. */
export function toStorableText(text: string): string {
  return text.replace(UNSTORABLE, (match) => match === '\u0000' ? '' : '\uFFFD');
}

/**
 * A copy of a parsed JSON value whose strings and keys are all storable (see
 * {@link toStorableText}). Recursion is safe: the input passed the depth check.
 */
export function toStorableJson(value: unknown): unknown {
  if (typeof value === 'string') return toStorableText(value);
  if (Array.isArray(value)) return value.map(toStorableJson);
  if (value !== null && typeof value === 'object') {
    // fromEntries defines own properties, so a "__proto__" key stays a plain key.
    return Object.fromEntries(Object.entries(value).map(([ key, item ]) => [ toStorableText(key), toStorableJson(item) ]));
  }
  return value;
}
