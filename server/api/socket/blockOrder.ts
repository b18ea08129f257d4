/**
 * Which written blocks to announce as `new_block`, and in what order. The indexer's
 * realtime follower and its catch-up both write blocks, and catch-up goes from the top
 * down, so a new tip can be written before the heights just below it. Announcements must
 * come once per block and in height order.
 * @dev Rules: a block right above the last one announced is announced, followed by any
 * held blocks it connects to; a block further above is held until the gap fills (or the
 * caller flushes after a short wait); a block at or below the last one announced came
 * from catch-up and stays quiet, unless it replaced another block (a reorg).
 */

/** What the sequencer needs to know about a written block. */
export interface WrittenBlockEvent {
  number: number;
  hash: string;
  replaced: string | null;
}

export interface BlockSequencer<T extends WrittenBlockEvent> {
  /** The blocks to announce now because `block` was written, in order. */
  accept(block: T): T[];
  /** Gives up waiting for a gap: the held blocks, in order. */
  flush(): T[];
  /** Whether blocks are held, waiting for lower heights. */
  readonly holding: boolean;
}

/**
 * @param highest the newest height already stored (or announced) when starting; null
 * when nothing is stored.
 * @param maxGap blocks further above the last announced one are announced at once (a
 * jump that large is catch-up's job, not a gap about to fill).
 */
export function createBlockSequencer<T extends WrittenBlockEvent>(highest: number | null, maxGap: number): BlockSequencer<T> {
  const held = new Map<number, T>();

  function advance(block: T): T[] {
    const announced = [ block ];
    highest = block.number;
    for (let next = held.get(highest + 1); next; next = held.get(highest + 1)) {
      held.delete(next.number);
      announced.push(next);
      highest = next.number;
    }
    for (const number of held.keys()) if (number <= highest) held.delete(number);
    return announced;
  }

  return {
    accept(block) {
      if (highest !== null && block.number <= highest) return block.replaced !== null ? [ block ] : [];
      if (highest === null || block.number === highest + 1 || block.number - highest > maxGap) return advance(block);
      held.set(block.number, block);
      return [];
    },
    flush() {
      const ordered = [ ...held.values() ].sort((a, b) => a.number - b.number);
      held.clear();
      if (ordered.length > 0) highest = ordered[ordered.length - 1].number;
      return ordered;
    },
    get holding() { return held.size > 0; },
  };
}
