/**
 * Recent searches, shown while the input is empty: newest first, each with a remove button,
 * and 'Clear all'. Choosing one puts it back into the input.
 */
import { Box, Button, Flex, IconButton, Text } from '@chakra-ui/react';
import React from 'react';

import { SEARCH_TEXTS } from 'lib/search/constants';
import { clearRecentSearches, deleteRecentSearch } from 'lib/search/recentSearches';
import NavIcon from 'ui/shared/icons/NavIcon';

interface Props {
  keywords: ReadonlyArray<string>;
  onSelect: (keyword: string) => void;
}

export default function SearchBarRecentKeywords({ keywords, onSelect }: Props) {
  return (
    <Box px="2" py="2" data-testid="search-recent">
      <Flex justify="space-between" align="center" px="3" pb="1">
        <Text fontSize="xs" fontWeight={ 600 } color="text.secondary" id="search-recent-title">{ SEARCH_TEXTS.recentTitle }</Text>
        <Button size="xs" variant="plain" color="text.link" px="0" _hover={{ color: 'text.linkHover' }} onClick={ clearRecentSearches }
          data-testid="search-recent-clear">
          { SEARCH_TEXTS.clearAll }
        </Button>
      </Flex>
      <Box as="ul" m="0" p="0" listStyleType="none" aria-labelledby="search-recent-title">
        { keywords.map((keyword) => (
          <Flex as="li" key={ keyword } align="center" gap="1" borderRadius="md" _hover={{ bg: 'bg.hover' }} data-testid="search-recent-item">
            <Button
              variant="plain"
              flex="1"
              minW="0"
              justifyContent="flex-start"
              gap="3"
              px="3"
              h="9"
              fontWeight={ 400 }
              fontSize="sm"
              color="text.primary"
              onClick={ () => onSelect(keyword) }
            >
              <NavIcon name="search" boxSize="16px" color="text.secondary"/>
              <Text as="span" truncate>{ keyword }</Text>
            </Button>
            <IconButton
              aria-label={ `Remove ${ keyword } from recent searches` }
              variant="ghost"
              size="xs"
              color="text.secondary"
              mr="1"
              onClick={ () => deleteRecentSearch(keyword) }
              data-testid="search-recent-remove"
            >
              <NavIcon name="close" boxSize="14px"/>
            </IconButton>
          </Flex>
        )) }
      </Box>
    </Box>
  );
}
