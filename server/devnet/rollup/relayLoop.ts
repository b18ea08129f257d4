/**
 * Runs the demo's jobs one step at a time, a step every `intervalMs` after the previous one
 * ends. A job that fails is logged and tried again next step; nothing here throws. A step
 * ends when every transaction it sent is mined, so the next one reads chains that show them.
 */
import type { Hash } from 'viem';

import type { Logger } from '../logger';
import type { ChainSide } from './chainSide';
import type { RelayJob, SentTxs } from './relayJob';

export interface RelayLoop {
  /** Runs one step now; resolves with what it sent. */
  step(): Promise<SentTxs>;
  start(intervalMs: number): void;
  /** Stops the timer and waits for the step in flight. */
  stop(): Promise<void>;
}

export function createRelayLoop(args: { l1: ChainSide; l2: ChainSide; jobs: RelayJob[]; logger: Logger }): RelayLoop {
  const { l1, l2, jobs, logger } = args;
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stepIndex = 0;

  async function waitForMined(side: ChainSide, hashes: Hash[]) {
    if (hashes.length === 0) return;
    const receipts = await side.sender.waitForReceipts(hashes);
    const failed = receipts.filter((receipt) => receipt.status !== 'success').map((receipt) => receipt.transactionHash);
    if (failed.length > 0) logger.warn({ chain: side.name, hashes: failed }, 'rollup demo transactions reverted');
  }

  async function step(): Promise<SentTxs> {
    const startedAt = Date.now();
    const sent: SentTxs = { l1: [], l2: [] };
    try {
      // Nonces from the nodes each step: a send that failed last time leaves no gap behind.
      await Promise.all([ l1.sender.refreshFees(), l1.sender.syncNonces(), l2.sender.refreshFees(), l2.sender.syncNonces() ]);
    } catch (error) {
      logger.warn({ err: error }, 'rollup demo step skipped: a node did not answer');
      return sent;
    }
    for (const job of jobs) {
      try {
        const result = await job.run();
        sent.l1.push(...result.l1 ?? []);
        sent.l2.push(...result.l2 ?? []);
      } catch (error) {
        logger.warn({ job: job.name, err: error }, 'rollup demo job failed; tried again next step');
      }
    }
    try {
      await Promise.all([ waitForMined(l1, sent.l1), waitForMined(l2, sent.l2) ]);
    } catch (error) {
      logger.warn({ err: error }, 'rollup demo receipts did not come');
    }
    logger.debug({ step: stepIndex++, l1_tx_count: sent.l1.length, l2_tx_count: sent.l2.length, duration_ms: Date.now() - startedAt }, 'rollup demo step');
    return sent;
  }

  return {
    step,
    start(intervalMs) {
      if (!stopped) return;
      stopped = false;
      const tick = () => {
        running = step().finally(() => {
          if (!stopped) timer = setTimeout(tick, intervalMs);
        });
      };
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
