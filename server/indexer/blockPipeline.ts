/**
 * Indexing blocks by height: fetch (many at once), write (one at a time, under the write
 * lock, one transaction per block), then check the neighbours' hashes and repair the
 * chain where they disagree (a reorg happened).
 */
import type { IndexerContext } from './context';
import { fetchBlock, type FetchedBlock } from './fetchBlock';
import { eth_getBlockHeader } from './rpc/actions';
import { undoBlocks } from './reorg';
import { writeBlocks, type WrittenBlock } from './writeBlock';

/** Most blocks written in one transaction (catch-up); realtime writes one at a time. */
const MAX_BLOCKS_PER_WRITE = 50;
/** Deepest reorg we follow before giving up and leaving it to catch-up. */
const MAX_REORG_DEPTH = 1000;

export interface IndexBlocksOptions {
  /** Compare each written block's hash with its stored neighbours (default true). */
  checkLinks?: boolean;
  /**
   * The realtime follower's writes: one block per transaction, each announced as soon as
   * it is committed, ahead of the background stages' writes waiting for the lock.
   */
  realtime?: boolean;
}

/**
 * Indexes `numbers` in the given order, fetching up to `concurrency` ahead.
 * Resolves to the blocks written; heights the node does not have are skipped.
 */
export async function indexBlocks(
  ctx: IndexerContext, numbers: bigint[], concurrency = 8, options: IndexBlocksOptions = {},
): Promise<WrittenBlock[]> {
  const checkLinks = options.checkLinks ?? true;
  const maxBlocksPerWrite = options.realtime ? 1 : MAX_BLOCKS_PER_WRITE;
  const fetchOptions = { useBlockReceipts: ctx.capabilities.blockReceipts };
  const pending = numbers.map(() => null as ReturnType<typeof fetchBlock> | null);
  /** Indexes whose fetch has finished, so taking them does not wait. */
  const settled = new Set<number>();
  const start = (index: number) => {
    if (index < numbers.length && pending[index] === null) {
      pending[index] = fetchBlock(ctx.rpc, numbers[index], fetchOptions);
      // Failures surface when the block's turn comes; do not let them go unhandled meanwhile.
      pending[index]!.then(() => settled.add(index), () => undefined);
    }
  };
  for (let index = 0; index < Math.min(concurrency, numbers.length); index++) start(index);

  const written: WrittenBlock[] = [];
  for (let index = 0; index < numbers.length && !ctx.signal.aborted;) {
    // Wait for the next block in order, then take every following one already fetched.
    start(index);
    const run: FetchedBlock[] = [];
    const first = await pending[index]!;
    if (first) run.push(first);
    let taken = 1;
    while (run.length > 0 && run.length < maxBlocksPerWrite && index + taken < numbers.length && settled.has(index + taken)) {
      const next = await pending[index + taken]!;
      taken++;
      if (!next) break;
      run.push(next);
    }
    for (let offset = 0; offset < taken; offset++) {
      pending[index + offset] = null;
      settled.delete(index + offset);
      start(index + offset + concurrency);
    }
    index += taken;
    if (run.length === 0) continue;
    const results = await ctx.writeLock.run(() => ctx.db.transaction((tx) => writeBlocks(tx, run)), { urgent: options.realtime });
    for (const result of results.filter((item) => item.written)) {
      ctx.logger.debug({ block_number: result.number, transactions: result.transactionHashes.length }, 'block indexed');
      if (result.replaced) ctx.events.emit('reorg', { lostHashes: [ result.replaced ] });
      ctx.events.emit('block', result);
      written.push(result);
    }
    if (checkLinks) await checkRunLinks(ctx, results.filter((item) => item.written));
  }
  return written;
}

/**
 * Checks how blocks just written link to each other and to their stored neighbours:
 * links inside the run are compared in memory, so a run costs one query, not one a block.
 */
async function checkRunLinks(ctx: IndexerContext, run: WrittenBlock[]): Promise<void> {
  const byNumber = new Map(run.map((block) => [ block.number, block ]));
  const edges: WrittenBlock[] = [];
  for (const block of run) {
    const below = byNumber.get(block.number - 1);
    const above = byNumber.get(block.number + 1);
    if (below && below.hash !== block.parentHash) {
      await reconcile(ctx, BigInt(block.number), -1);
      return;
    }
    if (!below || !above) edges.push(block);
  }
  for (const block of edges) await checkNeighbours(ctx, block);
}

/** Repairs the chain around a block just written when its neighbours do not link to it. */
export async function checkNeighbours(ctx: IndexerContext, block: WrittenBlock): Promise<void> {
  const rows = await ctx.db.query<{ number: number; hash: string; parent_hash: string }>(
    'SELECT number, hash, parent_hash FROM blocks WHERE consensus AND number IN ($1, $2)', [ block.number - 1, block.number + 1 ]);
  const below = rows.find((row) => row.number === block.number - 1);
  const above = rows.find((row) => row.number === block.number + 1);
  if (below && below.hash !== block.parentHash) await reconcile(ctx, BigInt(block.number - 1), -1);
  if (above && above.parent_hash !== block.hash) await reconcile(ctx, BigInt(block.number + 1), 1);
}

/**
 * Walks from `height` in `direction` (-1 toward genesis, +1 toward the head), replacing
 * every stored block the node no longer has at its height, until the stored block and
 * the node agree or nothing is stored.
 */
export async function reconcile(ctx: IndexerContext, height: bigint, direction: 1 | -1): Promise<void> {
  const log = ctx.logger.child({ action: 'reconcile' });
  for (let steps = 0; steps < MAX_REORG_DEPTH && height >= 0n && !ctx.signal.aborted; steps++, height += BigInt(direction)) {
    const [ stored ] = await ctx.db.query<{ hash: string }>('SELECT hash FROM blocks WHERE number = $1 AND consensus', [ Number(height) ]);
    if (!stored) return;
    const header = await eth_getBlockHeader(ctx.rpc, height);
    if (header?.hash === stored.hash) return;
    log.info({ block_number: Number(height), lost_hash: stored.hash, new_hash: header?.hash ?? null }, 'block lost consensus');
    if (header) {
      // writeBlock undoes the stored block and writes the node's one in one transaction.
      const written = await indexBlocks(ctx, [ height ], 1, { checkLinks: false });
      if (written.length === 0) return;
    } else {
      // The node's chain is now shorter than ours.
      await ctx.writeLock.run(() => ctx.db.transaction((tx) => undoBlocks(tx, [ stored.hash ])));
      ctx.events.emit('reorg', { lostHashes: [ stored.hash ] });
    }
  }
}
