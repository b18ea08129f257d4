/**
 * Height of the newest consensus block as the explorer knows it, kept current by the
 * `blocks:new_block` socket, so "next block" can be disabled exactly at the tip.
 */
import { getResourceKey } from 'lib/api/getResourceKey';
import useApiQuery from 'lib/api/useApiQuery';
import { useSocketChannel } from 'lib/socket/useSocketChannel';
import { useSocketToQueryCache } from 'lib/socket/useSocketToQueryCache';
import type { Block } from 'types/api/block';
import { prependBlock } from 'ui/home/latestBlocks';

const QUERY_KEY = getResourceKey('general:homepage_blocks');

/** Undefined until the latest blocks have loaded. */
export default function useChainTip(): number | undefined {
  const query = useApiQuery('general:homepage_blocks');
  const channel = useSocketChannel({ topic: 'blocks:new_block' });
  useSocketToQueryCache({
    channel, event: 'new_block', queryKey: QUERY_KEY,
    update: (previous: Array<Block> | undefined, payload) => prependBlock(previous, payload.block),
  });
  return query.data?.[0]?.height;
}
