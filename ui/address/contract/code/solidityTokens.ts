/**
 * A small Solidity tokenizer for the read-only source viewer: enough to colour comments,
 * strings, keywords, types and numbers. A full grammar (Prism, highlight.js) would add tens of
 * kilobytes for no gain in a viewer; unknown text is simply left plain.
 *
 * Sources come from the chain and are untrusted: tokens are plain strings that the viewer
 * renders as React text nodes, and bidirectional controls (Trojan source, CVE-2021-42574)
 * come out as their own `bidi` tokens so the viewer can show them instead of obeying them.
 */

export type TokenKind = 'comment' | 'string' | 'keyword' | 'type' | 'number' | 'bidi' | 'plain';

export interface Token {
  kind: TokenKind;
  text: string;
}

/** Bidirectional formatting characters that can reorder how code reads (embeddings, overrides, isolates, marks). */
export const BIDI_RE = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const BIDI_GLOBAL_RE = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

const KEYWORDS = new Set([
  'pragma', 'solidity', 'import', 'from', 'as', 'contract', 'interface', 'library', 'abstract', 'is', 'function', 'modifier', 'event',
  'error', 'struct', 'enum', 'mapping', 'constructor', 'fallback', 'receive', 'returns', 'return', 'if', 'else', 'for', 'while', 'do',
  'break', 'continue', 'emit', 'revert', 'require', 'assert', 'new', 'delete', 'try', 'catch', 'using', 'assembly', 'unchecked',
  'public', 'private', 'internal', 'external', 'view', 'pure', 'payable', 'virtual', 'override', 'constant', 'immutable', 'memory',
  'storage', 'calldata', 'indexed', 'anonymous', 'true', 'false', 'this', 'super', 'type', 'let', 'switch', 'case', 'default',
]);
const TYPE_RE = /^(?:address|bool|string|bytes\d*|u?int\d*|u?fixed[\dx]*)$/;

const WORD_RE = /[A-Za-z_$][\w$]*/y;
const NUMBER_RE = /(?:0x[\da-fA-F_]+|\d[\d_]*(?:\.\d+)?(?:e\d+)?)/y;

/** Splits `text` of one kind around bidi controls, which become tokens of their own. */
function pushWithBidi(tokens: Array<Token>, kind: TokenKind, text: string) {
  let last = 0;
  for (const match of text.matchAll(BIDI_GLOBAL_RE)) {
    if (match.index > last) tokens.push({ kind, text: text.slice(last, match.index) });
    tokens.push({ kind: 'bidi', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) tokens.push({ kind, text: text.slice(last) });
}

/** End index (exclusive) of the string literal opened by the quote at `start`. */
function stringEnd(source: string, start: number): number {
  const quote = source[start];
  let index = start + 1;
  while (index < source.length && source[index] !== quote && source[index] !== '\n') {
    index += source[index] === '\\' ? 2 : 1;
  }
  return Math.min(index + 1, source.length);
}

export function tokenizeSolidity(source: string): Array<Token> {
  const tokens: Array<Token> = [];
  let plainStart = 0;
  let index = 0;

  const flushPlain = (end: number) => {
    if (end > plainStart) pushWithBidi(tokens, 'plain', source.slice(plainStart, end));
  };
  const emit = (kind: TokenKind, end: number) => {
    flushPlain(index);
    pushWithBidi(tokens, kind, source.slice(index, end));
    index = end;
    plainStart = end;
  };

  while (index < source.length) {
    const char = source[index];
    const next = source[index + 1];
    if (char === '/' && next === '/') {
      const newline = source.indexOf('\n', index);
      emit('comment', newline === -1 ? source.length : newline);
    } else if (char === '/' && next === '*') {
      const close = source.indexOf('*/', index + 2);
      emit('comment', close === -1 ? source.length : close + 2);
    } else if (char === '"' || char === '\'') {
      emit('string', stringEnd(source, index));
    } else if (/[A-Za-z_$]/.test(char)) {
      WORD_RE.lastIndex = index;
      const word = WORD_RE.exec(source)?.[0] ?? char;
      if (KEYWORDS.has(word)) emit('keyword', index + word.length);
      else if (TYPE_RE.test(word)) emit('type', index + word.length);
      else index += word.length;
    } else if (/\d/.test(char) && !/[\w$]/.test(source[index - 1] ?? '')) {
      NUMBER_RE.lastIndex = index;
      const number = NUMBER_RE.exec(source)?.[0] ?? char;
      emit('number', index + number.length);
    } else {
      index += 1;
    }
  }
  flushPlain(source.length);
  return tokens;
}

/** The tokens of `source` cut into lines (a token spanning lines is split at each newline). */
export function tokenizeLines(source: string): Array<Array<Token>> {
  const lines: Array<Array<Token>> = [ [] ];
  for (const token of tokenizeSolidity(source)) {
    const parts = token.text.split('\n');
    parts.forEach((part, partIndex) => {
      if (partIndex > 0) lines.push([]);
      if (part) lines[lines.length - 1].push({ kind: token.kind, text: part });
    });
  }
  return lines;
}

/** "U+202E" for a bidi control, as the viewer labels it. */
export function codePointLabel(char: string): string {
  return `U+${ (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0') }`;
}

export function hasBidiControls(source: string): boolean {
  return BIDI_RE.test(source);
}
