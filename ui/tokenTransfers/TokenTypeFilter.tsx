/**
 * Filter of token transfer lists by token type: "All" or any mix of ERC-20, ERC-721 and
 * ERC-1155 (toggle buttons; the choice lives in the URL as `type=ERC-20,ERC-721`).
 */
import { Button, Flex } from '@chakra-ui/react';
import React from 'react';

import { FILTER_TOKEN_TYPES, type FilterTokenType } from 'types/api/token';

interface Props {
  value: Array<FilterTokenType>;
  onChange: (next: Array<FilterTokenType>) => void;
}

export default function TokenTypeFilter({ value, onChange }: Props) {
  const toggle = (type: FilterTokenType) => {
    const next = value.includes(type) ? value.filter((item) => item !== type) : [ ...value, type ];
    // Every type chosen is the same as none: show "All".
    onChange(next.length === FILTER_TOKEN_TYPES.length ? [] : FILTER_TOKEN_TYPES.filter((item) => next.includes(item)));
  };
  return (
    <Flex role="group" aria-label="Token type" gap="1.5" wrap="wrap" data-testid="token-type-filter">
      <Button size="xs" variant={ value.length === 0 ? 'solid' : 'outline' } aria-pressed={ value.length === 0 } onClick={ () => onChange([]) }>
        All
      </Button>
      { FILTER_TOKEN_TYPES.map((type) => (
        <Button key={ type } size="xs" variant={ value.includes(type) ? 'solid' : 'outline' } aria-pressed={ value.includes(type) }
          onClick={ () => toggle(type) }>
          { type }
        </Button>
      )) }
    </Flex>
  );
}
