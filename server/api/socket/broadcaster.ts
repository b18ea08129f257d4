/**
 * Turns chain events into socket broadcasts (announcements.ts), one event at a time and
 * in order, so a client sees blocks and their consequences in the order they happened.
 * @dev New tips and blocks that replaced another (reorgs) are announced, once and in
 * height order (blockOrder.ts); catch-up filling older heights stays quiet, as in
 * Blockscout.
 */
import type { Logger } from '../../common/logger';
import { isConnectionFailure, type Queryable } from '../../db';
import type { ChainEvent, ChainEventSource } from '../../events';
import { createAnnouncer } from './announcements';
import { createBlockSequencer, type BlockSequencer } from './blockOrder';
import type { Hub } from './hub';
import { readHighestBlockNumber } from '../../db/queries/blocks';

/** Events waiting beyond this are dropped with a warning (the database cannot keep up). */
const MAX_QUEUED_EVENTS = 10_000;
/** How long a new block waits for the heights below it before it is announced anyway. */
const GAP_WAIT_MS = 3000;
/** A jump above the last announced block beyond which nothing is waited for. */
const MAX_GAP_BLOCKS = 50;

export interface Broadcaster {
  /** Resolves once every event received so far is handled. */
  idle(): Promise<void>;
  /** Stops listening and waits for the event in progress. */
  stop(): Promise<void>;
}

type BlockEvent = Extract<ChainEvent, { type: 'block' }>;
/** Chain events, and `flush` when held blocks waited long enough for the gap below them. */
type QueueItem = ChainEvent | { type: 'flush' };

export function startBroadcaster(options: { db: Queryable; hub: Hub; events: ChainEventSource; logger: Logger }): Broadcaster {
  const { db, logger } = options;
  const announce = createAnnouncer(db, options.hub);
  const queue: QueueItem[] = [];
  let running: Promise<void> | null = null;
  let dropped = 0;
  let sequencer: BlockSequencer<BlockEvent> = createBlockSequencer(null, MAX_GAP_BLOCKS);
  let flushTimer: NodeJS.Timeout | undefined;
  // The stored head is read before the first event is handled; events queue meanwhile.
  const ready = readHighestBlockNumber(db).then((number) => { sequencer = createBlockSequencer(number, MAX_GAP_BLOCKS); },
    (error) => logger.warn({ err: error }, 'could not read the chain head; announcing from the next block'));

  async function onBlocks(blocks: BlockEvent[]) {
    if (!sequencer.holding) {
      clearTimeout(flushTimer);
      flushTimer = undefined;
    } else if (!flushTimer) {
      flushTimer = setTimeout(() => {
        flushTimer = undefined;
        enqueue({ type: 'flush' });
      }, GAP_WAIT_MS);
      flushTimer.unref();
    }
    for (const block of blocks) await announce.block(block.hash);
  }

  async function handle(item: QueueItem) {
    switch (item.type) {
      case 'block': return onBlocks(sequencer.accept(item));
      case 'flush': return onBlocks(sequencer.flush());
      case 'pending_transactions': return announce.pendingTransactions(item.hashes);
      case 'internal_transactions': return announce.internalTransactions(item.blockHash);
      case 'token_instance': return announce.tokenInstance(item.token, item.tokenId);
      case 'status': return announce.status(item.status);
      // A reorg shows as the replacing blocks' own events.
      case 'reorg': return;
    }
  }

  async function drain() {
    await ready;
    for (let item = queue.shift(); item; item = queue.shift()) {
      try {
        await handle(item);
      } catch (error) {
        // A database outage is logged once by the database's outage reporter.
        logger[isConnectionFailure(error) ? 'debug' : 'warn']({ err: error, event_type: item.type }, 'chain event not broadcast');
      }
    }
    running = null;
  }

  function enqueue(item: QueueItem) {
    if (queue.length >= MAX_QUEUED_EVENTS) {
      if (dropped++ === 0) logger.warn({ queued: queue.length }, 'chain events dropped: broadcasting is not keeping up');
      return;
    }
    dropped = 0;
    queue.push(item);
    running ??= drain();
  }

  const unsubscribe = options.events.subscribe(enqueue);
  return {
    async idle() {
      while (running) await running;
    },
    async stop() {
      unsubscribe();
      clearTimeout(flushTimer);
      queue.length = 0;
      while (running) await running;
    },
  };
}
