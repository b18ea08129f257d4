/**
 * A token's icon: its http(s) picture when it has one that loads, otherwise a round
 * placeholder with the first letter of its symbol (or name), so every row lines up the same.
 * Only an http(s) URL becomes an <img>: a token's own URL is never markup or script.
 */
import { Box, Image } from '@chakra-ui/react';
import React from 'react';

import type { TokenInfo } from 'types/api/token';

interface Props {
  token: Pick<TokenInfo, 'name' | 'symbol' | 'icon_url'>;
  /** Chakra size token: 5 (20 px) in lists, 8 (32 px) beside a page title. */
  size?: '5' | '8';
}

export function tokenInitial(token: Pick<TokenInfo, 'name' | 'symbol'>): string {
  const text = (token.symbol ?? token.name ?? '').trim();
  // The first character as a person reads it (an emoji or accented letter, not half of one).
  const [ first ] = Array.from(text);
  return first ? first.toUpperCase() : '?';
}

export default function TokenIcon({ token, size = '5' }: Props) {
  const url = token.icon_url && /^https?:\/\//i.test(token.icon_url) ? token.icon_url : null;
  const [ failedUrl, setFailedUrl ] = React.useState<string | null>(null);
  const handleError = React.useCallback(() => setFailedUrl(url), [ url ]);

  if (url && failedUrl !== url) {
    return <Image src={ url } alt="" w={ size } h={ size } borderRadius="full" flexShrink={ 0 } onError={ handleError } data-testid="token-icon"/>;
  }
  // The letter is drawn by CSS, so it stays out of the text a row reads and copies as.
  return (
    <Box as="span" aria-hidden display="inline-flex" alignItems="center" justifyContent="center" w={ size } h={ size } flexShrink={ 0 }
      borderRadius="full" bg="bg.muted" color="text.secondary" fontSize={ size === '8' ? 'sm' : '2xs' } fontWeight={ 600 } lineHeight="1"
      data-initial={ tokenInitial(token) } _before={{ content: 'attr(data-initial)' }} data-testid="token-icon-placeholder"/>
  );
}
