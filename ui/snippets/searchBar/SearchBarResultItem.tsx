/** One live result in the search dropdown: the whole row is the link. */
import { Box, Flex, Text } from '@chakra-ui/react';
import React from 'react';

import { getSearchResultHref, type SearchEntry } from 'lib/search/categories';
import HighlightedText from 'ui/searchResults/HighlightedText';
import { ResultIcon, resultSubtitle, resultTitle, resultTypeLabel } from 'ui/searchResults/resultParts';
import ResultLink from 'ui/searchResults/ResultLink';
import HashText from 'ui/shared/entities/HashText';
import NavIcon from 'ui/shared/icons/NavIcon';
import TimeInfo from 'ui/shared/values/TimeInfo';

interface Props {
  entry: SearchEntry;
  term: string;
  onClick: () => void;
}

function isHashTitle(entry: SearchEntry): boolean {
  return entry.type === 'transaction' || ((entry.type === 'address' || entry.type === 'contract') && !entry.name);
}

function Extra({ entry }: { entry: SearchEntry }) {
  switch (entry.type) {
    case 'transaction':
    case 'block':
      return <TimeInfo timestamp={ entry.timestamp }/>;
    case 'app':
      return entry.app.external ? <NavIcon name="externalLink" boxSize="16px" aria-label="Opens in a new tab" role="img" aria-hidden={ false }/> : null;
    default:
      return <>{ resultTypeLabel(entry) }</>;
  }
}

/** A hash with the search match marked, cut in the middle (never at its end) when the row is narrow. */
function MarkedHash({ hash, term }: { hash: string; term: string }) {
  const renderPart = React.useCallback((part: string, start: number) => (
    <HighlightedText text={ hash } term={ term } start={ start } end={ start + part.length }/>
  ), [ hash, term ]);
  return <HashText hash={ hash } renderPart={ renderPart }/>;
}

export default function SearchBarResultItem({ entry, term, onClick }: Props) {
  const target = getSearchResultHref(entry);
  if (!target) return null;
  const title = resultTitle(entry);
  const subtitle = resultSubtitle(entry);
  return (
    <ResultLink
      href={ target.href }
      isExternal={ target.isExternal }
      onClick={ onClick }
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      borderRadius="md"
      color="text.primary"
      textDecoration="none"
      _hover={{ bg: 'bg.hover', textDecoration: 'none' }}
      _focusVisible={{ bg: 'bg.hover', outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '-2px' }}
      data-testid="search-result-item"
      data-type={ entry.type }
    >
      <ResultIcon entry={ entry }/>
      <Box minW="0" flex="1">
        { isHashTitle(entry) ? (
          <Text as="div" display="flex" fontSize="sm" fontWeight={ 500 } color="text.link" minW="0">
            <MarkedHash hash={ title } term={ term }/>
          </Text>
        ) : (
          <Text fontSize="sm" fontWeight={ 500 } color="text.link" truncate>
            { entry.type === 'block' && 'Block #' }
            <HighlightedText text={ title } term={ term }/>
          </Text>
        ) }
        { subtitle && (
          <Text as="div" display="flex" fontSize="xs" color="text.secondary" minW="0">
            <MarkedHash hash={ subtitle } term={ term }/>
          </Text>
        ) }
        { entry.type === 'app' && entry.app.shortDescription && (
          <Text fontSize="xs" color="text.secondary" truncate>{ entry.app.shortDescription }</Text>
        ) }
      </Box>
      <Flex flexShrink={ 0 } fontSize="xs" color="text.secondary" align="center">
        <Extra entry={ entry }/>
      </Flex>
    </ResultLink>
  );
}
