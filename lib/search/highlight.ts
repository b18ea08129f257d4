/**
 * The matched parts of a result's text, as plain-text segments for `<mark>` elements: the
 * whole term where it occurs, or else each of its words (the API matches word prefixes).
 * Nothing here is ever turned into HTML.
 */

export interface HighlightSegment {
  text: string;
  isMatch: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

function needles(term: string): Array<string> {
  const whole = term.trim().toLowerCase();
  if (!whole) return [];
  const words = whole.match(WORD) ?? [];
  // Longest first, so "quantum" wins over "q" at the same position.
  return [ ...new Set([ whole, ...words ]) ].sort((a, b) => b.length - a.length);
}

export function highlightSegments(text: string, term: string): Array<HighlightSegment> {
  const candidates = needles(term);
  if (!text || candidates.length === 0) return text ? [ { text, isMatch: false } ] : [];
  const lower = text.toLowerCase();
  // Lower-casing can change the length of some characters; then highlight nothing rather than misplace it.
  if (lower.length !== text.length) return [ { text, isMatch: false } ];

  const segments: Array<HighlightSegment> = [];
  const push = (part: string, isMatch: boolean) => {
    const last = segments[segments.length - 1];
    if (last && last.isMatch === isMatch) last.text += part;
    else segments.push({ text: part, isMatch });
  };
  let index = 0;
  while (index < text.length) {
    const needle = candidates.find((candidate) => lower.startsWith(candidate, index));
    if (needle) {
      push(text.slice(index, index + needle.length), true);
      index += needle.length;
    } else {
      push(text[index], false);
      index += 1;
    }
  }
  return segments;
}

/**
 * The segments of `text` from `start` to `end`: the matches of the whole text, cut to a part
 * of it (a hash drawn in two parts marks a match that spans both).
 */
export function highlightSegmentsIn(text: string, term: string, start: number, end: number): Array<HighlightSegment> {
  const result: Array<HighlightSegment> = [];
  let offset = 0;
  for (const segment of highlightSegments(text, term)) {
    const from = Math.max(start, offset);
    const to = Math.min(end, offset + segment.text.length);
    if (from < to) result.push({ text: text.slice(from, to), isMatch: segment.isMatch });
    offset += segment.text.length;
  }
  return result;
}
