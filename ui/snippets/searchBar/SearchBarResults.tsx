/**
 * Live results in the dropdown, grouped by category in the spec's order. With more than one
 * category, sticky tabs jump to a category and follow the scrolling; from 50 results on, a
 * 'View all results' link leads to the full results page.
 */
import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import { activeSectionAt } from 'lib/search/activeCategory';
import { getSearchResultKey, type SearchCategoryGroup, type SearchCategoryId, type SearchEntry } from 'lib/search/categories';
import { searchResultsHref, SEARCH_TEXTS, VIEW_ALL_THRESHOLD } from 'lib/search/constants';

import SearchBarResultItem from './SearchBarResultItem';

interface Props {
  groups: Array<SearchCategoryGroup>;
  count: number;
  term: string;
  /** The dropdown element that scrolls. */
  scrollRef: React.RefObject<HTMLDivElement | null>;
  onItemClick: (entry: SearchEntry) => void;
  onViewAllClick: () => void;
}

/** After a tab click the list jumps; the scroll events of that jump must not move the tab again. */
const PROGRAMMATIC_SCROLL_GRACE_MS = 150;

export default function SearchBarResults({ groups, count, term, scrollRef, onItemClick, onViewAllClick }: Props) {
  const hasTabs = groups.length > 1;
  const [ active, setActive ] = React.useState<SearchCategoryId>(groups[0].category.id);
  const tabsRef = React.useRef<HTMLDivElement>(null);
  const sectionRefs = React.useRef(new Map<SearchCategoryId, HTMLElement>());
  const ignoreScrollUntil = React.useRef(0);

  // A different term remounts this component (keyed by the term), so a new result set starts at its first category.
  const isKnown = groups.some((group) => group.category.id === active);
  const activeId = isKnown ? active : groups[0].category.id;

  React.useEffect(() => {
    const container = scrollRef.current;
    if (!container || !hasTabs) return;
    const onScroll = () => {
      if (Date.now() < ignoreScrollUntil.current) return;
      const sections = groups.flatMap((group) => {
        const element = sectionRefs.current.get(group.category.id);
        return element ? [ { id: group.category.id, top: element.offsetTop } ] : [];
      });
      const next = activeSectionAt(sections, {
        scrollTop: container.scrollTop,
        stickyHeight: tabsRef.current?.offsetHeight ?? 0,
        isAtBottom: container.scrollTop > 0 && container.scrollTop + container.clientHeight >= container.scrollHeight - 1,
      });
      if (next) setActive(next);
    };
    container.addEventListener('scroll', onScroll, { passive: true });
    return () => container.removeEventListener('scroll', onScroll);
  }, [ groups, hasTabs, scrollRef ]);

  const handleTabClick = React.useCallback((id: SearchCategoryId) => {
    const container = scrollRef.current;
    const section = sectionRefs.current.get(id);
    setActive(id);
    if (!container || !section) return;
    ignoreScrollUntil.current = Date.now() + PROGRAMMATIC_SCROLL_GRACE_MS;
    container.scrollTo({ top: section.offsetTop - (tabsRef.current?.offsetHeight ?? 0), behavior: 'instant' });
  }, [ scrollRef ]);

  return (
    <Box>
      { hasTabs && (
        <Flex
          ref={ tabsRef }
          role="tablist"
          aria-label="Result categories"
          position="sticky"
          top="0"
          zIndex="1"
          bg="bg.card"
          gap="1"
          px="2"
          py="2"
          overflowX="auto"
          borderBottomWidth="1px"
          borderColor="border.divider"
          data-testid="search-category-tabs"
        >
          { groups.map(({ category }) => {
            const isActive = category.id === activeId;
            return (
              <Button
                key={ category.id }
                role="tab"
                aria-selected={ isActive }
                size="xs"
                variant="ghost"
                flexShrink={ 0 }
                borderRadius="full"
                fontWeight={ 600 }
                color={ isActive ? 'brand.fg' : 'text.secondary' }
                bg={ isActive ? 'bg.active' : 'transparent' }
                _hover={{ bg: 'bg.hover' }}
                onClick={ () => handleTabClick(category.id) }
                data-testid={ `search-tab-${ category.id }` }
              >
                { category.title }
              </Button>
            );
          }) }
        </Flex>
      ) }
      { groups.map(({ category, items }) => (
        <Box
          key={ category.id }
          as="section"
          ref={ (element: HTMLElement | null) => {
            if (element) sectionRefs.current.set(category.id, element);
            else sectionRefs.current.delete(category.id);
          } }
          aria-labelledby={ `search-category-${ category.id }` }
          px="2"
          pt="3"
          pb="1"
          data-testid={ `search-category-${ category.id }` }
        >
          <Text id={ `search-category-${ category.id }` } px="3" pb="1" fontSize="xs" fontWeight={ 600 } color="text.secondary">
            { category.title }
          </Text>
          { items.map((entry) => (
            <SearchBarResultItem key={ getSearchResultKey(entry) } entry={ entry } term={ term } onClick={ () => onItemClick(entry) }/>
          )) }
        </Box>
      )) }
      { count >= VIEW_ALL_THRESHOLD && (
        <Box px="5" py="3" borderTopWidth="1px" borderColor="border.divider">
          <Link asChild color="text.link" fontSize="sm" fontWeight={ 600 } _hover={{ color: 'text.linkHover' }}>
            <NextLink href={ searchResultsHref(term) } onClick={ onViewAllClick } data-testid="search-view-all">
              { SEARCH_TEXTS.viewAll }
            </NextLink>
          </Link>
        </Box>
      ) }
    </Box>
  );
}
