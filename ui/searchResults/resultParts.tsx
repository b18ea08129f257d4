/**
 * Pieces both the search dropdown and the results page show for a result: its icon, its main
 * text, the hash under it, and what kind of result it is.
 */
import { Box, Image } from '@chakra-ui/react';
import React from 'react';

import type { SearchEntry } from 'lib/search/categories';
import type { SearchResultToken } from 'types/api/search';
import NavIcon, { type NavIconName } from 'ui/shared/icons/NavIcon';

/** Only http(s) and `data:` raster images are loaded, and only through `<img>`. */
export function isSafeImageUrl(url: string | null | undefined): url is string {
  return Boolean(url) && (/^https?:\/\//i.test(url as string) || /^data:image\/(png|jpeg|gif|webp);/i.test(url as string));
}

/** "Name (SYMBOL)", whichever parts the token has. */
export function tokenTitle(token: Pick<SearchResultToken, 'name' | 'symbol'>): string {
  if (token.name && token.symbol) return `${ token.name } (${ token.symbol })`;
  return token.name ?? token.symbol ?? 'Unnamed token';
}

/** The main text of a result: a name, a hash or a block number. */
export function resultTitle(entry: SearchEntry): string {
  switch (entry.type) {
    case 'app':
      return entry.app.title;
    case 'token':
      return tokenTitle(entry);
    case 'transaction':
      return entry.transaction_hash;
    case 'block':
      return String(entry.block_number);
    case 'user_operation':
      return entry.user_operation_hash;
    case 'blob':
      return entry.blob_hash;
    case 'metadata_tag':
      return entry.metadata.name;
    default:
      return entry.name ?? entry.address_hash;
  }
}

/** The hash shown under the title, when the title is not already the hash. */
export function resultSubtitle(entry: SearchEntry): string | null {
  switch (entry.type) {
    case 'token':
      return entry.address_hash;
    case 'block':
      return entry.block_hash;
    case 'address':
    case 'contract':
    case 'label':
    case 'ens_domain':
    case 'metadata_tag':
      return entry.name ? entry.address_hash : null;
    default:
      return null;
  }
}

/** The kind of a result, as its tag says it. */
export function resultTypeLabel(entry: SearchEntry): string {
  switch (entry.type) {
    case 'app':
      return 'App';
    case 'token':
      return entry.token_type;
    case 'address':
      return 'Address';
    case 'contract':
      return 'Contract';
    case 'label':
    case 'metadata_tag':
      return 'Public tag';
    case 'ens_domain':
      return 'ENS domain';
    case 'transaction':
      return 'Transaction';
    case 'block':
      return entry.block_type === 'reorg' ? 'Block (reorg)' : entry.block_type === 'uncle' ? 'Uncle block' : 'Block';
    default:
      return 'Result';
  }
}

const ICONS: Record<SearchEntry['type'], NavIconName> = {
  app: 'apps',
  token: 'tokens',
  address: 'topAccounts',
  contract: 'contract',
  ens_domain: 'topAccounts',
  label: 'publicTags',
  metadata_tag: 'publicTags',
  transaction: 'transactions',
  block: 'blocks',
  user_operation: 'transactions',
  blob: 'blocks',
};

/** A contract carries the verified mark only when its source code is verified. */
function isVerifiedContract(entry: SearchEntry): boolean {
  return entry.type === 'contract' && entry.is_smart_contract_verified === true;
}

/** A token's or app's own image when it is a safe one, else the kind's line icon. */
export function ResultIcon({ entry, size = '20px' }: { entry: SearchEntry; size?: string }) {
  const image = (() => {
    if (entry.type === 'token') return entry.icon_url;
    if (entry.type === 'app') return entry.app.logo;
    return null;
  })();
  if (isSafeImageUrl(image)) {
    return <Image src={ image } alt="" boxSize={ size } borderRadius="full" flexShrink={ 0 } loading="lazy"/>;
  }
  const isVerified = isVerifiedContract(entry);
  const contractLabel = isVerified ? 'Verified contract' : 'Contract';
  return (
    <Box as="span" color={ isVerified ? 'green.500' : 'text.secondary' } display="inline-flex" flexShrink={ 0 }
      { ...(entry.type === 'contract' ? { role: 'img', 'aria-label': contractLabel, title: contractLabel } : {}) }
      data-testid="search-result-icon">
      <NavIcon name={ isVerified ? 'verifiedContracts' : ICONS[entry.type] } boxSize={ size }/>
    </Box>
  );
}
