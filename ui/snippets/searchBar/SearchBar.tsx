import { Box, chakra, Flex, Input, Spinner, Text } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import React from 'react';

import { trackEvent } from 'lib/analytics/trackEvent';
import useIsMobile from 'lib/hooks/useIsMobile';
import type { SearchEntry } from 'lib/search/categories';
import { DROPDOWN_MAX_HEIGHT, SEARCH_RESULTS_PATH, SEARCH_TEXTS } from 'lib/search/constants';
import { saveRecentSearch } from 'lib/search/recentSearches';
import useQuickSearch, { type QuickSearchState } from 'lib/search/useQuickSearch';
import useRecentSearches from 'lib/search/useRecentSearches';
import useScrollDown from 'lib/search/useScrollDown';
import NavIcon from 'ui/shared/icons/NavIcon';


// The dropdown's contents load on first use, like the other popovers: every page has the search
// bar, few visits open it. Focusing the input starts the download (see `preloadDropdown`).
const loadResults = () => import('./SearchBarResults');
const loadRecentKeywords = () => import('./SearchBarRecentKeywords');
const SearchBarResults = dynamic(loadResults, { ssr: false });
const SearchBarRecentKeywords = dynamic(loadRecentKeywords, { ssr: false });

function preloadDropdown() {
  loadResults();
  loadRecentKeywords();
}

interface Props {
  isHomepage?: boolean;
}

export const SEARCH_PLACEHOLDER = 'Search by address / txn hash / block / token...';
export const SEARCH_PLACEHOLDER_MOBILE = 'Search by address / txn hash / block...';

function queryTerm(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function StateText({ state }: { state: Exclude<QuickSearchState['status'], 'idle' | 'results'> }) {
  if (state === 'loading') {
    return (
      <Flex align="center" gap="3" px="5" py="4" role="status" data-testid="search-state-loading">
        <Spinner size="sm" color="brand.solid"/>
        <Text fontSize="sm" color="text.secondary" whiteSpace="pre-wrap">{ SEARCH_TEXTS.loading }</Text>
      </Flex>
    );
  }
  const text = state === 'error' ? SEARCH_TEXTS.error : SEARCH_TEXTS.empty;
  return (
    <Text px="5" py="4" fontSize="sm" color="text.secondary" role={ state === 'error' ? 'alert' : 'status' } data-testid={ `search-state-${ state }` }>
      { text }
    </Text>
  );
}

/**
 * The global search: a form (novalidate) whose submit goes to /search-results?q=<trimmed term>
 * (a blank term does nothing), and a dropdown under it that opens on focus. With an empty
 * input the dropdown lists recent searches; otherwise it shows the live results of the term,
 * debounced 300 ms (spec §2 "Search bar", §5). It closes on a click or focus outside, on
 * Escape, on choosing a result, and on mobile when the page scrolls down.
 */
export default function SearchBar({ isHomepage }: Props) {
  const router = useRouter();
  const isMobile = useIsMobile();
  const routeTerm = router.pathname === SEARCH_RESULTS_PATH ? queryTerm(router.query.q) : '';
  const [ value, setValue ] = React.useState(queryTerm(router.query.q));
  const [ isOpen, setIsOpen ] = React.useState(false);
  const rootRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const dropdownRef = React.useRef<HTMLDivElement>(null);
  const dropdownId = React.useId();

  // On the results page the input follows the searched term (also after back/forward), except
  // after its own submit: it shows that term already, and what was typed since stays.
  const [ prevRouteTerm, setPrevRouteTerm ] = React.useState(routeTerm);
  const [ submittedTerm, setSubmittedTerm ] = React.useState<string | null>(null);
  if (routeTerm !== prevRouteTerm) {
    setPrevRouteTerm(routeTerm);
    setSubmittedTerm(null);
    if (routeTerm && routeTerm !== submittedTerm) setValue(routeTerm);
  }

  const recent = useRecentSearches();
  const { term, state } = useQuickSearch(value);

  const closeAndBlur = React.useCallback(() => {
    setIsOpen(false);
    inputRef.current?.blur();
  }, []);

  React.useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ isOpen ]);

  useScrollDown(isOpen && isMobile, closeAndBlur);

  const handleSubmit = React.useCallback((event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    if (!trimmed) return;
    saveRecentSearch(trimmed);
    closeAndBlur();
    setSubmittedTerm(trimmed);
    trackEvent('Search query', { 'Search query': trimmed, Source: 'search bar' });
    router.push({ pathname: SEARCH_RESULTS_PATH, query: { q: trimmed } });
  }, [ closeAndBlur, router, value ]);

  const handleBlur = React.useCallback((event: React.FocusEvent) => {
    // Focus moving somewhere outside (Tab); clicks outside are handled by the pointer listener.
    const next = event.relatedTarget as Node | null;
    if (next && rootRef.current && !rootRef.current.contains(next)) setIsOpen(false);
  }, []);

  const handleKeyDown = React.useCallback((event: React.KeyboardEvent) => {
    if (event.key === 'Escape') closeAndBlur();
  }, [ closeAndBlur ]);

  const handleViewAllClick = React.useCallback(() => {
    saveRecentSearch(value);
    closeAndBlur();
  }, [ closeAndBlur, value ]);

  const handleItemClick = React.useCallback((entry: SearchEntry) => {
    trackEvent('Search result click', { 'Result type': entry.type });
    handleViewAllClick();
  }, [ handleViewAllClick ]);

  const handleRecentSelect = React.useCallback((keyword: string) => {
    setValue(keyword);
    inputRef.current?.focus();
  }, []);

  const hasValue = value.trim().length > 0;
  let content: React.ReactNode = null;
  if (!hasValue) {
    content = recent.length > 0 ? <SearchBarRecentKeywords keywords={ recent } onSelect={ handleRecentSelect }/> : null;
  } else if (state.status === 'results') {
    content = (
      <SearchBarResults
        key={ term }
        groups={ state.groups }
        count={ state.count }
        term={ term }
        scrollRef={ dropdownRef }
        onItemClick={ handleItemClick }
        onViewAllClick={ handleViewAllClick }
      />
    );
  } else if (state.status !== 'idle') {
    content = <StateText state={ state.status }/>;
  }

  return (
    <Box ref={ rootRef } position="relative" w="100%" onBlur={ handleBlur } onKeyDown={ handleKeyDown }>
      <chakra.form noValidate onSubmit={ handleSubmit } role="search" w="100%" data-testid="search-bar">
        <Flex
          align="center"
          gap="2"
          px="3"
          h={ isHomepage ? '52px' : '44px' }
          borderWidth="1px"
          borderColor="border.divider"
          borderRadius="xl"
          bg="bg.card"
          _focusWithin={{ borderColor: 'brand.solid', boxShadow: '0 0 0 1px var(--qnm-colors-brand-solid)' }}
        >
          <NavIcon name="search" color="icon.nav"/>
          <Input
            ref={ inputRef }
            name="q"
            value={ value }
            onChange={ (event) => {
              setValue(event.target.value);
              setIsOpen(true);
            } }
            onFocus={ () => {
              preloadDropdown();
              setIsOpen(true);
            } }
            onPointerEnter={ preloadDropdown }
            onClick={ () => setIsOpen(true) }
            variant="flushed"
            border="none"
            _focusVisible={{ boxShadow: 'none' }}
            h="100%"
            px="0"
            fontSize="sm"
            aria-label="Search"
            autoComplete="off"
            placeholder={ isMobile ? SEARCH_PLACEHOLDER_MOBILE : SEARCH_PLACEHOLDER }
            data-testid="search-input"
          />
        </Flex>
      </chakra.form>
      { isOpen && content !== null && (
        <Box
          ref={ dropdownRef }
          id={ dropdownId }
          position="absolute"
          top="calc(100% + 6px)"
          left="0"
          right="0"
          zIndex="popover"
          maxH={ DROPDOWN_MAX_HEIGHT }
          overflowY="auto"
          overscrollBehavior="contain"
          bg="bg.card"
          color="text.primary"
          borderWidth="1px"
          borderColor="border.divider"
          borderRadius="xl"
          boxShadow="lg"
          data-testid="search-dropdown"
        >
          { content }
        </Box>
      ) }
    </Box>
  );
}
