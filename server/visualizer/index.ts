/**
 * The sol2uml visualizer (GUIDE §8): class and storage diagrams of Solidity sources held
 * in memory, drawn as SVG by sol2uml and Graphviz (WebAssembly) in worker threads kept
 * warm (`drawingThreads.ts`), each drawing with a deadline, a memory cap and a bounded
 * number at once, so a hostile or huge input costs one thread for a bounded time and
 * nothing else. Finished drawings are cached by the hash of their sources.
 */
import { createDrawingCache, drawingKey } from './drawingCache';
import { createDrawingThreads, type DrawingJob, type VisualizerLogger } from './drawingThreads';
import { VisualizerBusyError, VisualizerInputError } from './errors';
import { checkSources, checkStorageTarget, type SourceLimits } from './sources';
import { assertInertSvg } from './svg';

export { VisualizerBusyError, VisualizerError, VisualizerInputError, VisualizerTimeoutError } from './errors';
export type { VisualizerLogger } from './drawingThreads';

export interface VisualizerLimits extends SourceLimits {
  /** Longest a drawing may take, thread start included. */
  timeoutMs: number;
  /** Drawings at once; more are refused (busy), not queued behind a slow one. */
  maxConcurrent: number;
  /** Largest SVG answered. */
  maxSvgBytes: number;
  /** Heap of one drawing thread. */
  maxHeapMb: number;
  /** SVG text the cache of finished drawings holds. */
  cacheBytes: number;
}

export const DEFAULT_VISUALIZER_LIMITS: VisualizerLimits = {
  maxSourceBytes: 2 * 1024 * 1024,
  maxFiles: 500,
  maxPathLength: 256,
  timeoutMs: 20_000,
  // The machine's cores are the indexer's and the API's too.
  maxConcurrent: 2,
  maxSvgBytes: 8 * 1024 * 1024,
  maxHeapMb: 256,
  cacheBytes: 64 * 1024 * 1024,
};

export interface Visualizer {
  /** Class diagram of every contract, interface, library, struct and enum in `sources`. */
  visualizeContracts(sources: unknown): Promise<string>;
  /** Storage slots of `contractName` (in `fileName` when several files define one by that name). */
  visualizeStorage(sources: unknown, contractName: unknown, fileName?: unknown): Promise<string>;
  /** Starts a thread ahead of the first request and keeps one idle; resolves once it can draw. */
  warm(): Promise<void>;
  /** Stops running drawings; later calls are refused. */
  close(): Promise<void>;
}

export function createVisualizer(options: { limits?: Partial<VisualizerLimits>; logger?: VisualizerLogger } = {}): Visualizer {
  const limits = { ...DEFAULT_VISUALIZER_LIMITS, ...options.limits };
  const threads = createDrawingThreads({ timeoutMs: limits.timeoutMs, maxHeapMb: limits.maxHeapMb, logger: options.logger });
  const cache = createDrawingCache(limits.cacheBytes);
  // The same sources asked twice at once (a page opened in two tabs) share one drawing.
  const drawing = new Map<string, Promise<string>>();
  let closed = false;

  async function draw(job: DrawingJob): Promise<string> {
    const startedAt = Date.now();
    let outcome = 'ok';
    try {
      const svg = await threads.draw(job);
      if (Buffer.byteLength(svg, 'utf8') > limits.maxSvgBytes) {
        throw new VisualizerInputError(`the diagram is larger than ${ limits.maxSvgBytes / (1024 * 1024) } MB; try fewer files`);
      }
      assertInertSvg(svg);
      return svg;
    } catch (error) {
      outcome = (error as Error).name;
      throw error;
    } finally {
      options.logger?.debug({ kind: job.kind, files: Object.keys(job.sources).length, duration_ms: Date.now() - startedAt, outcome },
        'visualizer drawing');
    }
  }

  function run(job: DrawingJob): Promise<string> {
    const key = drawingKey(job);
    const cached = cache.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const shared = drawing.get(key);
    if (shared) return shared;
    if (closed || drawing.size >= limits.maxConcurrent) {
      return Promise.reject(new VisualizerBusyError('the visualizer is busy; retry in a few seconds'));
    }
    const started = draw(job)
      .then((svg) => {
        cache.set(key, svg);
        return svg;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, started);
    return started;
  }

  return {
    async visualizeContracts(sources) {
      return run({ kind: 'contracts', sources: checkSources(sources, limits) });
    },
    async visualizeStorage(sources, contractName, fileName) {
      const checked = checkSources(sources, limits);
      checkStorageTarget(checked, contractName, fileName);
      return run({ kind: 'storage', sources: checked, contractName: contractName as string,
        fileName: typeof fileName === 'string' && fileName !== '' ? fileName : undefined });
    },
    warm: () => threads.warm(),
    async close() {
      closed = true;
      await threads.close();
    },
  };
}
