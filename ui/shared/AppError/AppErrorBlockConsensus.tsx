/** Screen for a block that was dropped by a chain reorganisation. */
import React from 'react';

import AppErrorButton from './AppErrorButton';
import AppErrorLayout from './AppErrorLayout';
import BrokenChainIllustration from './illustrations/BrokenChainIllustration';

/** Heading of the screen, word for word from the spec. */
export const BLOCK_CONSENSUS_TITLE = 'Block removed due to chain reorganization';

export interface AppErrorBlockConsensusProps {
  /** Hash of the block that took this one's place, from the error payload. */
  hash?: string;
}

/** Reorg screen: links to the replacing block when its hash is known, else home. */
export default function AppErrorBlockConsensus({ hash }: AppErrorBlockConsensusProps) {
  const action = hash ?
    <AppErrorButton href={ `/block/${ encodeURIComponent(hash) }` }>View reorg</AppErrorButton> :
    <AppErrorButton/>;
  return (
    <AppErrorLayout
      kind="block_lost_consensus"
      illustration={ <BrokenChainIllustration/> }
      title={ BLOCK_CONSENSUS_TITLE }
      actions={ action }
    />
  );
}
