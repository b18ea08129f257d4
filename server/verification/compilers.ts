/**
 * The Solidity compilers this instance really has: the solc-js releases installed as npm
 * packages, each run in its own worker thread (compilerWorker.js), loaded at first use and
 * kept for the next request. Versions are named as Blockscout names them
 * (`v0.8.28+commit.7893614a`), read from each release's own `version()`.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ServerError } from '../common/errors';

/** npm packages (aliases in package.json) that hold a solc-js release. */
export const SOLC_PACKAGES = [ 'solc-0.8.37', 'solc-0.8.30', 'solc', 'solc-0.8.24', 'solc-0.7.6', 'solc-0.6.12', 'solc-0.5.17' ] as const;

/** Every EVM version name solc has known, oldest first; each release is asked which it takes. */
export const EVM_VERSION_CANDIDATES = [
  'homestead', 'tangerineWhistle', 'spuriousDragon', 'byzantium', 'constantinople', 'petersburg', 'istanbul',
  'berlin', 'london', 'paris', 'shanghai', 'cancun', 'prague', 'osaka',
] as const;

/** A compile that takes longer is abandoned and its worker replaced. */
export const DEFAULT_COMPILE_TIMEOUT_MS = 60_000;
/** A worker unused this long is ended, which frees its ~100 MB. */
const DEFAULT_IDLE_MS = 10 * 60_000;

const WORKER_FILE = path.join(__dirname, 'compilerWorker.js');

/** One installed release. */
export interface CompilerInfo {
  /** `v0.8.28+commit.7893614a`. */
  version: string;
  packageName: string;
  /** EVM versions the release accepts, oldest first. */
  evmVersions: string[];
}

/** The compiler ran past its deadline: the same input would again, so it is not tried again. */
export class CompilerTimeoutError extends ServerError {
  override name = 'CompilerTimeoutError';

  constructor(message: string) {
    super(message, { retryable: false, expose: true });
  }
}

/** `0.8.28+commit.7893614a.Emscripten.clang` → `v0.8.28+commit.7893614a`. */
export function toLongVersion(raw: string): string {
  const match = /^(\d+\.\d+\.\d+\+commit\.[0-9a-f]+)/.exec(raw);
  return `v${ match ? match[1] : raw }`;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * A worker that runs the messages it is sent, each with a timeout that ends the worker.
 * It is retired (`onRetired`) the moment it times out or fails, not at its exit, which
 * comes later: the registry's next job must get a new worker, not this dying one.
 */
function createCompilerWorker(packageName: string, onRetired: () => void) {
  const worker = new Worker(WORKER_FILE, { workerData: { packageName } });
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let dead = false;

  const retire = () => {
    if (dead) return;
    dead = true;
    onRetired();
  };
  const failAll = (error: Error) => {
    retire();
    for (const entry of pending.values()) entry.reject(error);
    pending.clear();
  };
  worker.on('message', (message: { id: number; ok: boolean; result?: unknown; error?: string }) => {
    const entry = pending.get(message.id);
    pending.delete(message.id);
    if (message.ok) entry?.resolve(message.result);
    else entry?.reject(new Error(message.error));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', () => failAll(new Error(`compiler worker of ${ packageName } exited`)));

  function send(message: Record<string, unknown>, timeoutMs: number): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (dead) return reject(new Error(`compiler worker of ${ packageName } is gone`));
      const id = nextId++;
      const timer = setTimeout(() => {
        pending.delete(id);
        retire();
        reject(new CompilerTimeoutError(`compilation took longer than ${ Math.round(timeoutMs / 1000) } s`));
        void worker.terminate();
      }, timeoutMs);
      pending.set(id, {
        resolve: (value) => { clearTimeout(timer); resolve(value); },
        reject: (error) => { clearTimeout(timer); reject(error); },
      });
      worker.postMessage({ ...message, id });
    });
  }

  return {
    send,
    terminate: () => {
      retire();
      return worker.terminate();
    },
  };
}

type CompilerWorker = ReturnType<typeof createCompilerWorker>;

export interface CompilerRegistryOptions {
  packages?: readonly string[];
  compileTimeoutMs?: number;
  idleMs?: number;
}

export interface CompilerRegistry {
  /** The installed releases, newest first; probed once (each release loaded briefly). */
  list(): Promise<CompilerInfo[]>;
  /** The release named `version` (long form), or null when not installed. */
  find(version: string): Promise<CompilerInfo | null>;
  /** Runs solc's standard-JSON compile of `input` with that release; resolves to solc's JSON output text. */
  compile(info: CompilerInfo, input: string): Promise<string>;
  /** Ends every worker. */
  close(): Promise<void>;
}

export function createCompilerRegistry(options: CompilerRegistryOptions = {}): CompilerRegistry {
  const packages = options.packages ?? SOLC_PACKAGES;
  const timeoutMs = options.compileTimeoutMs ?? DEFAULT_COMPILE_TIMEOUT_MS;
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const workers = new Map<string, { worker: CompilerWorker; idle?: NodeJS.Timeout }>();
  /** The last compile queued per release. */
  const queues = new Map<string, Promise<unknown>>();
  let listing: Promise<CompilerInfo[]> | undefined;

  function workerFor(packageName: string): CompilerWorker {
    let entry = workers.get(packageName);
    if (!entry) {
      const created = { worker: createCompilerWorker(packageName, () => {
        clearTimeout(created.idle);
        if (workers.get(packageName) === created) workers.delete(packageName);
      }) } as { worker: CompilerWorker; idle?: NodeJS.Timeout };
      workers.set(packageName, entry = created);
    }
    clearTimeout(entry.idle);
    const current = entry;
    current.idle = setTimeout(() => { void current.worker.terminate(); }, idleMs);
    current.idle.unref();
    return current.worker;
  }

  /**
   * Runs `job` after the release's earlier compiles (solc-js is single-threaded, and a
   * timeout must measure one job only). The queue is the registry's, not a worker's: when
   * a job times out and its worker is ended, the jobs behind it run on a new one.
   */
  function queued<T>(packageName: string, job: () => Promise<T>): Promise<T> {
    const result = (queues.get(packageName) ?? Promise.resolve()).then(job);
    const settled = result.catch(() => undefined);
    queues.set(packageName, settled);
    void settled.then(() => {
      if (queues.get(packageName) === settled) queues.delete(packageName);
    });
    return result;
  }

  async function probe(packageName: string): Promise<CompilerInfo | null> {
    // A short-lived worker: keeping every release loaded would cost ~100 MB each.
    const worker = createCompilerWorker(packageName, () => undefined);
    try {
      const result = await worker.send({ type: 'probe', evmVersions: EVM_VERSION_CANDIDATES }, timeoutMs) as { version: string; evmVersions: string[] };
      return { version: toLongVersion(result.version), packageName, evmVersions: result.evmVersions };
    } catch {
      // A package that is not installed or does not load is simply not offered.
      return null;
    } finally {
      await worker.terminate();
    }
  }

  const list = () => {
    listing ??= (async() => {
      const found: CompilerInfo[] = [];
      // One at a time: probing is a one-off and must not take both cores from the API.
      for (const packageName of packages) {
        const info = await probe(packageName);
        if (info && !found.some((other) => other.version === info.version)) found.push(info);
      }
      return found.sort((a, b) => compareVersions(b.version, a.version));
    })();
    return listing;
  };

  return {
    list,
    async find(version) {
      return (await list()).find((info) => info.version === version) ?? null;
    },
    async compile(info, input) {
      return await queued(info.packageName, () => workerFor(info.packageName).send({ type: 'compile', input }, timeoutMs)) as string;
    },
    async close() {
      const entries = [ ...workers.values() ];
      workers.clear();
      await Promise.all(entries.map((entry) => {
        clearTimeout(entry.idle);
        return entry.worker.terminate();
      }));
    },
  };
}

/** Orders `v0.8.28+commit…` by its numbers. */
function compareVersions(a: string, b: string): number {
  const parts = (version: string) => (/(\d+)\.(\d+)\.(\d+)/.exec(version) ?? []).slice(1).map(Number);
  const [ x, y ] = [ parts(a), parts(b) ];
  for (let index = 0; index < 3; index++) if (x[index] !== y[index]) return x[index] - y[index];
  return 0;
}
