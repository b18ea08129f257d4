/**
 * The threads that draw (`renderWorker.mjs`), kept warm between drawings: a new thread
 * spends seconds loading the Solidity parser and Graphviz, a warm one draws a small
 * contract in tens of milliseconds. A thread draws one job at a time; one that overran
 * its deadline, crashed, or hit a failure inside sol2uml or Graphviz is ended rather than
 * reused, so a bad input costs one thread and nothing else.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { VisualizerError, VisualizerInputError, VisualizerTimeoutError } from './errors';

export interface DrawingJob {
  kind: 'contracts' | 'storage';
  sources: Record<string, string>;
  contractName?: string;
  fileName?: string;
}

type ThreadMessage =
  { ready: true } |
  { id: number; ok: true; svg: string } |
  { id: number; ok: false; message: string; detail?: string };

/** The two levels used; pino's and Fastify's loggers both fit. */
export interface VisualizerLogger {
  debug(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

export interface DrawingThreadsOptions {
  /** Longest a drawing may take, the start of a new thread included. */
  timeoutMs: number;
  /** Heap of one thread. */
  maxHeapMb: number;
  logger?: VisualizerLogger;
}

export interface DrawingThreads {
  /** Draws `job` on an idle warm thread, else on a new one; the caller bounds how many run at once. */
  draw(job: DrawingJob): Promise<string>;
  /** Starts a thread to keep idle, and keeps one from now on; resolves once it can draw. */
  warm(): Promise<void>;
  /** Ends every thread; later drawings are refused. */
  close(): Promise<void>;
}

const WORKER_PATH = path.join(__dirname, 'renderWorker.mjs');
/** Idle threads kept; each holds the parser and Graphviz (tens of MB). */
const IDLE_THREADS_KEPT = 1;
/** Graphviz's WebAssembly memory only grows: a thread is replaced after this many drawings. */
const MAX_DRAWINGS_PER_THREAD = 200;

interface Thread {
  worker: Worker;
  drawings: number;
  /** Settles once the thread has loaded its modules and drawn its warm-up. */
  ready: Promise<void>;
}

export function createDrawingThreads(options: DrawingThreadsOptions): DrawingThreads {
  const idle: Array<Thread> = [];
  const threads = new Set<Thread>();
  let keepWarm = false;
  let closed = false;
  let nextJobId = 1;

  /** `warmUp`: draw the warm-up sources first; a thread started for a waiting request goes straight to it. */
  function start(warmUp: boolean): Thread {
    const worker = new Worker(WORKER_PATH, {
      workerData: { warmUp },
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb },
      // The drawing never reads the parent's environment.
      env: {},
      stdout: true,
      stderr: true,
    });
    // A warm thread must not keep the process alive, nor Graphviz's warnings pile up unread.
    worker.unref();
    worker.stdout.resume();
    worker.stderr.resume();
    const ready = new Promise<void>((resolve) => {
      worker.on('message', (message: ThreadMessage) => 'ready' in message && resolve());
      worker.once('exit', () => resolve());
    });
    const thread: Thread = { worker, drawings: 0, ready };
    threads.add(thread);
    // Without a listener a thread's error would throw in this process; a job's own listener reports it.
    worker.on('error', (error) => options.logger?.warn({ err: error }, 'visualizer thread failed'));
    worker.once('exit', () => {
      threads.delete(thread);
      if (idle.includes(thread)) idle.splice(idle.indexOf(thread), 1);
    });
    return thread;
  }

  /** A thread that drew (or refused an input) sound: kept idle, or ended past its quota. */
  function release(thread: Thread) {
    thread.drawings += 1;
    if (!closed && idle.length < IDLE_THREADS_KEPT && thread.drawings < MAX_DRAWINGS_PER_THREAD) {
      idle.push(thread);
      return;
    }
    void thread.worker.terminate();
    replenish();
  }

  function discard(thread: Thread) {
    void thread.worker.terminate();
    replenish();
  }

  function replenish() {
    if (keepWarm && !closed && idle.length < IDLE_THREADS_KEPT) idle.push(start(true));
  }

  function draw(job: DrawingJob): Promise<string> {
    if (closed) return Promise.reject(new VisualizerError('the visualizer is closed'));
    const thread = idle.pop() ?? start(false);
    const id = nextJobId++;
    const { worker } = thread;
    return new Promise<string>((resolve, reject) => {
      const finish = (error: Error | null, svg?: string) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (error) reject(error); else resolve(svg as string);
      };
      const onMessage = (message: ThreadMessage) => {
        if ('ready' in message || message.id !== id) return;
        if (message.ok) {
          release(thread);
          return finish(null, message.svg);
        }
        if (message.detail) {
          options.logger?.warn({ detail: message.detail }, 'visualizer could not draw');
          discard(thread);
        } else {
          release(thread);
        }
        finish(new VisualizerInputError(message.message));
      };
      const onError = (error: Error & { code?: string }) => {
        discard(thread);
        finish(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ?
          new VisualizerInputError('the sources are too large to draw; try fewer files') :
          new VisualizerError('the diagram could not be drawn'));
      };
      const onExit = () => {
        discard(thread);
        finish(new VisualizerError('the diagram could not be drawn'));
      };
      const timer = setTimeout(() => {
        discard(thread);
        finish(new VisualizerTimeoutError(
          `the diagram took longer than ${ Math.round(options.timeoutMs / 1000) } s to draw; try fewer files`));
      }, options.timeoutMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage({ id, job });
    });
  }

  return {
    draw,
    async warm() {
      keepWarm = true;
      replenish();
      await Promise.all(idle.map((thread) => thread.ready));
    },
    async close() {
      closed = true;
      idle.length = 0;
      await Promise.all([ ...threads ].map((thread) => thread.worker.terminate()));
    },
  };
}
