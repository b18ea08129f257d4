/**
 * The sol2uml visualizer (GUIDE §8): class and storage diagrams of Solidity sources held
 * in memory, drawn as SVG by sol2uml and Graphviz (WebAssembly). Each drawing runs in its
 * own worker thread with a deadline, a memory cap and a bounded number of threads at once,
 * so a hostile or huge input costs one thread for a bounded time and nothing else.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { VisualizerBusyError, VisualizerError, VisualizerInputError, VisualizerTimeoutError } from './errors';
import { checkSources, checkStorageTarget, type SourceLimits } from './sources';
import { assertInertSvg } from './svg';

export { VisualizerBusyError, VisualizerError, VisualizerInputError, VisualizerTimeoutError } from './errors';

export interface VisualizerLimits extends SourceLimits {
  /** Longest a drawing may take, thread start included. */
  timeoutMs: number;
  /** Drawings at once; more are refused (busy), not queued behind a slow one. */
  maxConcurrent: number;
  /** Largest SVG answered. */
  maxSvgBytes: number;
  /** Heap of one drawing thread. */
  maxHeapMb: number;
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
};

export interface Visualizer {
  /** Class diagram of every contract, interface, library, struct and enum in `sources`. */
  visualizeContracts(sources: unknown): Promise<string>;
  /** Storage slots of `contractName` (in `fileName` when several files define one by that name). */
  visualizeStorage(sources: unknown, contractName: unknown, fileName?: unknown): Promise<string>;
  /** Stops running drawings; later calls are refused. */
  close(): Promise<void>;
}

interface Job {
  kind: 'contracts' | 'storage';
  sources: Record<string, string>;
  contractName?: string;
  fileName?: string;
}

type WorkerAnswer = { ok: true; svg: string } | { ok: false; message: string; detail?: string };

const WORKER_PATH = path.join(__dirname, 'renderWorker.mjs');

/** The two levels used; pino's and Fastify's loggers both fit. */
export interface VisualizerLogger {
  debug(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export function createVisualizer(options: { limits?: Partial<VisualizerLimits>; logger?: VisualizerLogger } = {}): Visualizer {
  const limits = { ...DEFAULT_VISUALIZER_LIMITS, ...options.limits };
  const running = new Set<Worker>();
  let closed = false;

  function run(job: Job): Promise<string> {
    if (closed || running.size >= limits.maxConcurrent) {
      return Promise.reject(new VisualizerBusyError('the visualizer is busy; retry in a few seconds'));
    }
    const startedAt = Date.now();
    const worker = new Worker(WORKER_PATH, {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb },
      // The drawing never reads the parent's environment.
      env: {},
      stdout: true,
      stderr: true,
    });
    running.add(worker);
    return new Promise<string>((resolve, reject) => {
      let settled = false;
      const finish = (error: Error | null, svg?: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        running.delete(worker);
        void worker.terminate();
        options.logger?.debug({ kind: job.kind, files: Object.keys(job.sources).length, duration_ms: Date.now() - startedAt,
          outcome: error ? error.name : 'ok' }, 'visualizer drawing');
        if (error) reject(error); else resolve(svg as string);
      };
      const timer = setTimeout(() => finish(new VisualizerTimeoutError(
        `the diagram took longer than ${ Math.round(limits.timeoutMs / 1000) } s to draw; try fewer files`)), limits.timeoutMs);
      worker.once('message', (answer: WorkerAnswer) => {
        if (!answer.ok) {
          if (answer.detail) options.logger?.warn({ detail: answer.detail }, 'visualizer could not draw');
          return finish(new VisualizerInputError(answer.message));
        }
        if (Buffer.byteLength(answer.svg, 'utf8') > limits.maxSvgBytes) {
          return finish(new VisualizerInputError(`the diagram is larger than ${ limits.maxSvgBytes / (1024 * 1024) } MB; try fewer files`));
        }
        try {
          assertInertSvg(answer.svg);
        } catch (error) {
          return finish(error as Error);
        }
        finish(null, answer.svg);
      });
      worker.once('error', (error: Error & { code?: string }) => {
        options.logger?.warn({ err: error.message, code: error.code }, 'visualizer thread failed');
        finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ?
          new VisualizerInputError('the sources are too large to draw; try fewer files') :
          new VisualizerError('the diagram could not be drawn'));
      });
      worker.once('exit', () => finish(new VisualizerError('the diagram could not be drawn')));
    });
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
    async close() {
      closed = true;
      await Promise.all([ ...running ].map((worker) => worker.terminate()));
    },
  };
}
