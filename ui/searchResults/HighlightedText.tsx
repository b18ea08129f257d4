/**
 * A result's text with the matched parts in `<mark>`: plain React text, so a token name like
 * `<img src=x onerror=…>` shows as those characters.
 */
import { chakra } from '@chakra-ui/react';
import React from 'react';

import { highlightSegmentsIn } from 'lib/search/highlight';

interface Props {
  text: string;
  term: string;
  /** Draw only `text.slice(start, end)`, with the matches of the whole text (a hash in two parts). */
  start?: number;
  end?: number;
}

export default function HighlightedText({ text, term, start = 0, end = text.length }: Props) {
  const segments = highlightSegmentsIn(text, term, start, end);
  return (
    <>
      { segments.map((segment, index) => segment.isMatch ? (
        <chakra.mark key={ index } bg="transparent" color="inherit" fontWeight={ 700 } data-testid="search-highlight">{ segment.text }</chakra.mark>
      ) : (
        <React.Fragment key={ index }>{ segment.text }</React.Fragment>
      )) }
    </>
  );
}
