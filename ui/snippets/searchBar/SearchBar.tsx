import { chakra, Flex, Input } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useIsMobile from 'lib/hooks/useIsMobile';
import NavIcon from 'ui/shared/icons/NavIcon';

interface Props {
  isHomepage?: boolean;
}

export const SEARCH_PLACEHOLDER = 'Search by address / txn hash / block / token...';
export const SEARCH_PLACEHOLDER_MOBILE = 'Search by address / txn hash / block...';

/**
 * The global search form. Submitting goes to /search-results?q=…; an empty (or blank) term
 * does nothing. The form has novalidate (spec §5).
 */
export default function SearchBar({ isHomepage }: Props) {
  const router = useRouter();
  const isMobile = useIsMobile();
  const [ value, setValue ] = React.useState(typeof router.query.q === 'string' ? router.query.q : '');

  const handleSubmit = React.useCallback((event: React.FormEvent) => {
    event.preventDefault();
    const term = value.trim();
    if (!term) return;
    router.push({ pathname: '/search-results', query: { q: term } });
  }, [ router, value ]);

  return (
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
          name="q"
          value={ value }
          onChange={ (event) => setValue(event.target.value) }
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
  );
}
