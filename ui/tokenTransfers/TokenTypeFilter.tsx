/**
 * Filter of token transfer lists by token type: "All" or any mix of ERC-20, ERC-721 and
 * ERC-1155 (toggle buttons; the choice lives in the URL as `type=ERC-20,ERC-721`).
 */
import { Button, Flex } from '@chakra-ui/react';
import React from 'react';

import type { TokenType } from 'types/api/token';

export const TOKEN_TYPE_OPTIONS: ReadonlyArray<TokenType> = [ 'ERC-20', 'ERC-721', 'ERC-1155' ];

/** The types chosen in the URL (`?type=ERC-20,ERC-721` or repeated keys); unknown ones are dropped. */
export function readTokenTypes(value: string | Array<string> | undefined): Array<TokenType> {
  const parts = (Array.isArray(value) ? value : [ value ?? '' ]).flatMap((item) => item.split(','));
  return TOKEN_TYPE_OPTIONS.filter((type) => parts.includes(type));
}

interface Props {
  value: Array<TokenType>;
  onChange: (next: Array<TokenType>) => void;
}

export default function TokenTypeFilter({ value, onChange }: Props) {
  const toggle = (type: TokenType) => {
    const next = value.includes(type) ? value.filter((item) => item !== type) : [ ...value, type ];
    // Every type chosen is the same as none: show "All".
    onChange(next.length === TOKEN_TYPE_OPTIONS.length ? [] : TOKEN_TYPE_OPTIONS.filter((item) => next.includes(item)));
  };
  return (
    <Flex role="group" aria-label="Token type" gap="1.5" wrap="wrap" data-testid="token-type-filter">
      <Button size="xs" variant={ value.length === 0 ? 'solid' : 'outline' } aria-pressed={ value.length === 0 } onClick={ () => onChange([]) }>
        All
      </Button>
      { TOKEN_TYPE_OPTIONS.map((type) => (
        <Button key={ type } size="xs" variant={ value.includes(type) ? 'solid' : 'outline' } aria-pressed={ value.includes(type) }
          onClick={ () => toggle(type) }>
          { type }
        </Button>
      )) }
    </Flex>
  );
}
