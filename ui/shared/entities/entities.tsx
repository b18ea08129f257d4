/**
 * Entity displays shared by every page: an address, a block, a transaction and a token, each
 * with its link, the spec's truncation (§5) and a copy button for hashes.
 */
import { Box } from '@chakra-ui/react';
import React from 'react';

import { shortenAddress } from 'lib/format/shortenAddress';
import { shortenHash } from 'lib/format/shortenHash';
import type { AddressParam } from 'types/api/address';
import type { TokenInfo } from 'types/api/token';

import EntityLink from './EntityLink';
import TokenIcon from './TokenIcon';

/**
 * `short`: the spec's short form (4 + 4 characters); `dynamic`: the whole hash, cut in the
 * middle (keeping its last 4 characters) only where it does not fit.
 */
export type Truncation = 'short' | 'dynamic';

interface CommonProps {
  truncation?: Truncation;
  noCopy?: boolean;
  noLink?: boolean;
  isLoading?: boolean;
}

/** A dot telling a contract (square) from an account (round), readable without colour. */
function AddressIcon({ isContract }: { isContract: boolean }) {
  return (
    <Box as="span" aria-label={ isContract ? 'Contract' : 'Account' } role="img" flexShrink={ 0 } w="3" h="3"
      borderRadius={ isContract ? 'sm' : 'full' } bg={ isContract ? 'brand.500' : 'gray.400' }/>
  );
}

export function AddressEntity({ address, truncation = 'short', noCopy, noLink, noIcon, href, isLoading, testId = 'address-entity' }: CommonProps & {
  address: Pick<AddressParam, 'hash' | 'name' | 'is_contract'>;
  noIcon?: boolean;
  /** Another page of the address than its default one, e.g. its Contract tab. */
  href?: string;
  testId?: string;
}) {
  // A named contract shows its name; the hash stays in the tooltip and on the clipboard.
  const text = address.name ?? (truncation === 'short' ? shortenAddress(address.hash) : address.hash);
  return (
    <EntityLink testId={ testId } isLoading={ isLoading } href={ noLink ? undefined : href ?? `/address/${ address.hash }` } text={ text }
      title={ address.hash } isHash={ !address.name } copyText={ noCopy ? undefined : address.hash }
      icon={ noIcon ? undefined : <AddressIcon isContract={ Boolean(address.is_contract) }/> }/>
  );
}

export function BlockEntity({ height, hash, noLink, isLoading }: CommonProps & { height: number; hash?: string }) {
  return (
    <EntityLink testId="block-entity" isLoading={ isLoading } href={ noLink ? undefined : `/block/${ height }` } text={ String(height) }
      title={ hash }/>
  );
}

export function TxEntity({ hash, truncation = 'short', noCopy, noLink, isLoading }: CommonProps & { hash: string }) {
  return (
    <EntityLink testId="tx-entity" isLoading={ isLoading } href={ noLink ? undefined : `/tx/${ hash }` } isHash title={ hash }
      text={ truncation === 'short' ? shortenHash(hash) : hash } copyText={ noCopy ? undefined : hash }/>
  );
}

/** "Name (SYMBOL)", whichever parts the token has. */
export function tokenLabel(token: Pick<TokenInfo, 'name' | 'symbol'>): string {
  if (token.name && token.symbol) return `${ token.name } (${ token.symbol })`;
  return token.name ?? token.symbol ?? 'Unnamed token';
}

export function TokenEntity({ token, noCopy, noLink, isLoading }: CommonProps & {
  token: Pick<TokenInfo, 'address_hash' | 'name' | 'symbol' | 'icon_url'>;
}) {
  const icon = <TokenIcon token={ token }/>;
  return (
    <EntityLink testId="token-entity" isLoading={ isLoading } href={ noLink ? undefined : `/token/${ token.address_hash }` }
      text={ tokenLabel(token) } title={ token.address_hash } icon={ icon } copyText={ noCopy ? undefined : token.address_hash }/>
  );
}
