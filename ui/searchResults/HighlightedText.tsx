/**
 * A result's text with the matched parts in `<mark>`: plain React text, so a token name like
 * `<img src=x onerror=…>` shows as those characters.
 */
import { chakra } from '@chakra-ui/react';
import React from 'react';

import { highlightSegments } from 'lib/search/highlight';

interface Props {
  text: string;
  term: string;
}

export default function HighlightedText({ text, term }: Props) {
  const segments = highlightSegments(text, term);
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
