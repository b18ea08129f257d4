/**
 * Blocks, transactions and addresses of the rollup's L1, linked to the L1 explorer
 * (`NEXT_PUBLIC_ROLLUP_L1_BASE_URL`) in a new tab. They look like their L2 twins; without
 * the rollup feature there is no L1 explorer to link to, so they show as plain text.
 */
import React from 'react';

import config from 'configs/app';
import { shortenAddress } from 'lib/format/shortenAddress';
import { shortenHash } from 'lib/format/shortenHash';

import type { Truncation } from './entities';
import EntityLink from './EntityLink';

/**
 * The page of an L1 entity (`tx`, `0x…`) on the L1 explorer, or undefined when none is
 * configured. The id comes from the API, so it is encoded: it stays one path segment.
 */
export function l1Href(kind: 'block' | 'tx' | 'address', id: string | number): string | undefined {
  const feature = config.features.rollup;
  return feature.isEnabled ? `${ feature.l1BaseUrl }/${ kind }/${ encodeURIComponent(id) }` : undefined;
}

interface CommonProps {
  truncation?: Truncation;
  noCopy?: boolean;
  isLoading?: boolean;
}

export function L1BlockEntity({ number, isLoading }: { number: number; isLoading?: boolean }) {
  return <EntityLink testId="l1-block-entity" isLoading={ isLoading } href={ l1Href('block', number) } isExternal text={ String(number) }/>;
}

export function L1TxEntity({ hash, truncation = 'short', noCopy, isLoading }: CommonProps & { hash: string }) {
  return (
    <EntityLink testId="l1-tx-entity" isLoading={ isLoading } href={ l1Href('tx', hash) } isExternal isHash title={ hash }
      text={ truncation === 'short' ? shortenHash(hash) : hash } copyText={ noCopy ? undefined : hash }/>
  );
}

/** An L1 address: the API gives its hash only, so no name or contract mark. */
export function L1AddressEntity({ hash, truncation = 'short', noCopy, isLoading }: CommonProps & { hash: string }) {
  return (
    <EntityLink testId="l1-address-entity" isLoading={ isLoading } href={ l1Href('address', hash) } isExternal isHash title={ hash }
      text={ truncation === 'short' ? shortenAddress(hash) : hash } copyText={ noCopy ? undefined : hash }/>
  );
}
