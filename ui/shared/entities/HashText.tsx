/**
 * A hash that never loses its tail: whole when it fits, otherwise cut in the middle. Users
 * check an address by its end, so the last 4 characters always stay (spec §5) and the head
 * gives way with an ellipsis, down to "0x1234…".
 *
 * Pure CSS, so it costs nothing in long lists and is right in the server HTML: the head takes
 * the room the tail leaves, in whole characters, and clips with `text-overflow`; the tail
 * never gives way. No measuring, no observers, no re-render on resize. The text content stays
 * the whole hash (copy, search and tests read it whole).
 */
import { chakra } from '@chakra-ui/react';
import React from 'react';

import { HASH_FULL_MAX_LENGTH } from 'lib/format/shortenHash';

/** Characters that always stay at the end (spec §5). */
export const HASH_TAIL_LENGTH = 4;
/** Characters the head keeps however narrow the room: `0x` and 4 digits, then the ellipsis. */
const HEAD_MIN_CHARS = 7;

/** Absorbs sub-pixel rounding: a hash that just fits keeps its last character, an ellipsis always finds room. */
const SLACK = '0.25px';

/**
 * The head's room in whole characters, so that the ellipsis meets the tail without a gap. The
 * head then does not shrink (at most half a pixel spills over). Browsers without CSS round()
 * keep the plain version: the head shrinks, leaving up to a character of space before the tail.
 */
const HEAD_FIT_CSS = {
  flexShrink: 1,
  '@supports (width: round(down, 1px, 1px))': {
    flexShrink: 0,
    maxWidth: `calc(round(down, calc(100% - ${ HASH_TAIL_LENGTH }ch + ${ SLACK }), 1ch) + ${ SLACK })`,
  },
};

interface Props {
  hash: string;
  /** Full value on hover; usually the hash itself. */
  title?: string;
  /** Draws a part of the hash, e.g. with a search match marked; `start` is its offset in `hash`. */
  renderPart?: (part: string, start: number) => React.ReactNode;
  testId?: string;
}

const plainPart = (part: string) => part;

export default function HashText({ hash, title, renderPart = plainPart, testId }: Props) {
  const cut = hash.length - HASH_TAIL_LENGTH;
  // Short ones (8 characters or fewer, or already shortened to "0x12…abcd") are never cut.
  if (hash.length <= HASH_FULL_MAX_LENGTH || cut <= HEAD_MIN_CHARS) {
    return <chakra.span fontFamily="mono" whiteSpace="nowrap" title={ title } data-testid={ testId }>{ renderPart(hash, 0) }</chakra.span>;
  }
  return (
    <chakra.span display="inline-flex" minW="0" maxW="100%" fontFamily="mono" whiteSpace="nowrap" title={ title }
      data-testid={ testId }>
      <chakra.span minW={ `${ HEAD_MIN_CHARS }ch` } overflow="hidden" textOverflow="ellipsis" css={ HEAD_FIT_CSS }>
        { renderPart(hash.slice(0, cut), 0) }
      </chakra.span>
      <chakra.span flexShrink={ 0 }>{ renderPart(hash.slice(cut), cut) }</chakra.span>
    </chakra.span>
  );
}
