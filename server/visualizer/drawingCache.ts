/**
 * Finished drawings by the hash of what was asked: a contract page asks for the same
 * verified sources every time it is opened, and a drawing depends on nothing else.
 * Least recently used first out, bounded by the SVG text it holds.
 */
import { createHash } from 'node:crypto';

import type { DrawingJob } from './drawingThreads';

/** Keyed by `drawingKey`. */
export interface DrawingCache {
  get(key: string): string | undefined;
  set(key: string, svg: string): void;
}

/** sha256 of the kind, the names and the sources in path order (the order sent does not matter). */
export function drawingKey(job: DrawingJob): string {
  const files = Object.keys(job.sources).sort().map((file) => [ file, job.sources[file] ]);
  return createHash('sha256').update(JSON.stringify([ job.kind, job.contractName ?? null, job.fileName ?? null, files ])).digest('hex');
}

export function createDrawingCache(maxBytes: number): DrawingCache {
  // A Map iterates in insertion order: re-inserting on each read keeps the oldest first.
  const entries = new Map<string, { svg: string; bytes: number }>();
  let heldBytes = 0;

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.svg;
    },
    set(key, svg) {
      const bytes = Buffer.byteLength(svg, 'utf8');
      if (bytes > maxBytes) return;
      const previous = entries.get(key);
      if (previous) heldBytes -= previous.bytes;
      entries.delete(key);
      entries.set(key, { svg, bytes });
      heldBytes += bytes;
      for (const [ oldestKey, oldest ] of entries) {
        if (heldBytes <= maxBytes) break;
        entries.delete(oldestKey);
        heldBytes -= oldest.bytes;
      }
    },
  };
}
