/**
 * Filters of the token list: a search box (name, symbol or address; 300 ms after the last
 * keystroke, trimmed) and type toggles. Both live in the URL (`?q=…&type=ERC-20,ERC-721`)
 * through the list's `onFilterChange`; no type pressed means every type.
 */
import { Button, Flex, Input } from '@chakra-ui/react';
import React from 'react';

import useListSearch from 'lib/hooks/useListSearch';
import { FILTER_TOKEN_TYPES, type FilterTokenType } from 'types/api/token';

interface Props {
  q: string;
  types: Array<FilterTokenType>;
  onChange: (filters: { q: string; type: Array<FilterTokenType> }) => void;
}

export default function TokensFilters({ q, types, onChange }: Props) {
  const search = useListSearch(q, (term) => onChange({ q: term, type: types }));

  const toggleType = (type: FilterTokenType | null) => () => {
    const next = type === null ? [] : types.includes(type) ? types.filter((item) => item !== type) : [ ...types, type ];
    onChange({ q: search.term, type: FILTER_TOKEN_TYPES.filter((item) => next.includes(item)) });
  };

  return (
    <Flex gap="3" wrap="wrap" align="center" w={{ base: '100%', lg: 'auto' }}>
      <Input type="search" size="sm" w={{ base: '100%', lg: '320px' }} { ...search.inputProps }
        placeholder="Token name, symbol or address" aria-label="Search tokens by name, symbol or address" data-testid="tokens-search"/>
      <Flex as="fieldset" gap="1" wrap="wrap" border="0" p="0" m="0" role="group" aria-label="Token type" data-testid="tokens-type-filter">
        <Button size="xs" variant={ types.length === 0 ? 'solid' : 'outline' } aria-pressed={ types.length === 0 } onClick={ toggleType(null) }>
          All
        </Button>
        { FILTER_TOKEN_TYPES.map((type) => (
          <Button key={ type } size="xs" variant={ types.includes(type) ? 'solid' : 'outline' } aria-pressed={ types.includes(type) }
            onClick={ toggleType(type) }>
            { type }
          </Button>
        )) }
      </Flex>
    </Flex>
  );
}
