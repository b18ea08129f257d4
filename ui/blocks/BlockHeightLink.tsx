/**
 * A block's height as a link to its page. Blocks of the consensus chain use the shared
 * BlockEntity (link by height); a block that lost consensus is linked by its hash, because
 * its height now names another block.
 */
import React from 'react';

import type { Block } from 'types/api/block';
import { BlockEntity } from 'ui/shared/entities/entities';
import EntityLink from 'ui/shared/entities/EntityLink';

import { blockHref } from './blockValues';

export default function BlockHeightLink({ block }: { block: Pick<Block, 'height' | 'hash' | 'type'> }) {
  if (block.type === 'reorg') {
    return <EntityLink testId="block-entity" href={ blockHref(block) } text={ String(block.height) } title={ block.hash }/>;
  }
  return <BlockEntity height={ block.height } hash={ block.hash }/>;
}
