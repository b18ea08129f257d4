/**
 * The gate in front of calls that make the node execute code for a visitor (`eth_call`,
 * `eth_estimateGas`): what anyone can ask of the API, so what anyone could use to stall the
 * node. Each call's gas is capped, at most `concurrency` calls run at the node at once (at
 * most `concurrencyPerClient` of one client), each client may keep the node busy for
 * `nodeMsPerClientMinute` of every minute, and a client gets its answer within `timeoutMs`.
 *
 * A slot stays taken until the node has answered, not merely until the client has been
 * told of a time-out: the node is still working then, and a freed slot would let one
 * client stack up work at the node without bound.
 */
import { ServerError } from '../../common/errors';

export interface NodeCallLimits {
  /** Most gas one call may use; a call asking more (or naming none) runs with this. */
  gasPerCall: number;
  /** Most gas all the executing calls of one request may use together (a JSON-RPC batch). */
  gasPerRequest: number;
  /** Calls running at the node at once, from everyone. */
  concurrency: number;
  /** Calls running at the node at once for one client. */
  concurrencyPerClient: number;
  /** A client hears "timed out" after this long; the node may still be working. */
  timeoutMs: number;
  /** Milliseconds of node time one client may use in a sliding minute. */
  nodeMsPerClientMinute: number;
}

/** Defaults for a node like geth: its own `--rpc.gascap` is 50 M and `--rpc.evmtimeout` 5 s. */
export const DEFAULT_NODE_CALL_LIMITS: NodeCallLimits = {
  gasPerCall: 25_000_000,
  gasPerRequest: 50_000_000,
  concurrency: 8,
  concurrencyPerClient: 2,
  timeoutMs: 5000,
  nodeMsPerClientMinute: 30_000,
};

/**
 * For the embedded devnet (Hardhat's EDR): it executes ~3 M gas a second, one call at a time,
 * keeps ~100 MB of trace per million gas until it is collected, and a call holds up block
 * production while it runs. So a call is capped at about a second of its time.
 */
export const DEVNET_NODE_CALL_LIMITS: NodeCallLimits = {
  gasPerCall: 3_000_000,
  gasPerRequest: 6_000_000,
  concurrency: 1,
  concurrencyPerClient: 1,
  timeoutMs: 5000,
  nodeMsPerClientMinute: 10_000,
};

/** Why the gate did not run a call; `retryAfterSeconds` for the client's `Retry-After`. */
export class NodeCallRefused extends ServerError {
  override name = 'NodeCallRefused';

  constructor(readonly reason: 'budget' | 'busy', message: string, readonly retryAfterSeconds: number) {
    super(message, { retryable: true, expose: true, statusCode: reason === 'budget' ? 429 : 503 });
  }
}

/** The client's wait ended before the node answered. */
export class NodeCallTimedOut extends ServerError {
  override name = 'NodeCallTimedOut';

  constructor(timeoutMs: number) {
    // Geth's own words for a call stopped by its --rpc.evmtimeout.
    super(`execution aborted (timeout = ${ timeoutMs / 1000 }s)`, { retryable: true, expose: true, statusCode: 504 });
  }
}

/** Longest a slot is held for a node that never answers, so a hung node cannot take every slot for good. */
const SLOT_CEILING_FACTOR = 12;
const MINUTE_MS = 60_000;

interface Waiter {
  client: string;
  start: () => void;
}

export interface NodeCallGate {
  readonly limits: NodeCallLimits;
  /** The gas a call runs with: what it asked, at most the per-call cap. */
  gasFor(requested: bigint | null): number;
  /**
   * Refuses at once when `client` has used its node time for this minute
   * ({@link NodeCallRefused} `budget`); used before a request's calls are looked at.
   */
  checkBudget(client: string): void;
  /**
   * Runs `work` (one call at the node) when a slot is free: `NodeCallRefused` when the
   * client's budget is spent or no slot comes free within `timeoutMs`, `NodeCallTimedOut`
   * when the node takes longer than `timeoutMs`.
   */
  run<T>(client: string, work: () => Promise<T>): Promise<T>;
}

export function createNodeCallGate(limits: NodeCallLimits, now: () => number = Date.now): NodeCallGate {
  let running = 0;
  const runningByClient = new Map<string, number>();
  const queue: Waiter[] = [];
  /** The turn at which each client last got a slot; forgotten when the client has nothing running or waiting. */
  const lastServed = new Map<string, number>();
  let turn = 0;
  /** Per client, the node time of its finished calls: [finishedAt, ms] in time order. */
  const spentByClient = new Map<string, Array<[ number, number ]>>();

  function spentInWindow(client: string): { total: number; oldest: number | null } {
    const entries = spentByClient.get(client);
    if (!entries) return { total: 0, oldest: null };
    const windowStart = now() - MINUTE_MS;
    while (entries.length > 0 && entries[0][0] <= windowStart) entries.shift();
    if (entries.length === 0) {
      spentByClient.delete(client);
      return { total: 0, oldest: null };
    }
    return { total: entries.reduce((sum, [ , ms ]) => sum + ms, 0), oldest: entries[0][0] };
  }

  function checkBudget(client: string): void {
    const { total, oldest } = spentInWindow(client);
    if (total < limits.nodeMsPerClientMinute) return;
    const retryAfterSeconds = Math.max(1, Math.ceil(((oldest ?? now()) + MINUTE_MS - now()) / 1000));
    throw new NodeCallRefused('budget', 'Too many requests: the node time of this client for the minute is used up', retryAfterSeconds);
  }

  const hasSlot = (client: string) =>
    running < limits.concurrency && (runningByClient.get(client) ?? 0) < limits.concurrencyPerClient;

  function take(client: string) {
    turn += 1;
    lastServed.set(client, turn);
    running += 1;
    runningByClient.set(client, (runningByClient.get(client) ?? 0) + 1);
  }

  function release(client: string, startedAt: number) {
    running -= 1;
    const left = (runningByClient.get(client) ?? 1) - 1;
    if (left === 0) {
      runningByClient.delete(client);
      if (!queue.some((waiter) => waiter.client === client)) lastServed.delete(client);
    } else {
      runningByClient.set(client, left);
    }
    const entries = spentByClient.get(client) ?? [];
    entries.push([ now(), now() - startedAt ]);
    spentByClient.set(client, entries);
    while (running < limits.concurrency) {
      const next = nextWaiter();
      if (!next) break;
      queue.splice(queue.indexOf(next), 1);
      next.start();
    }
  }

  /**
   * Turns go round the clients: among the waiters a slot can serve, the one whose client was
   * served longest ago (first come among equals), so a client with many calls queued cannot
   * keep another's single call waiting behind all of them.
   */
  function nextWaiter(): Waiter | null {
    let best: Waiter | null = null;
    for (const waiter of queue) {
      if (!hasSlot(waiter.client)) continue;
      if (!best || (lastServed.get(waiter.client) ?? -1) < (lastServed.get(best.client) ?? -1)) best = waiter;
    }
    return best;
  }

  /** Resolves once a slot is taken for `client`; rejects as busy after `timeoutMs`. */
  function acquire(client: string): Promise<void> {
    if (hasSlot(client)) {
      take(client);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        client,
        start: () => {
          clearTimeout(timer);
          take(client);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1);
        reject(new NodeCallRefused('busy', 'The node is busy with other calls: try again shortly', 1));
      }, limits.timeoutMs);
      queue.push(waiter);
    });
  }

  return {
    limits,
    gasFor(requested) {
      if (requested === null || requested > BigInt(limits.gasPerCall)) return limits.gasPerCall;
      return Number(requested);
    },
    checkBudget,
    async run(client, work) {
      checkBudget(client);
      await acquire(client);
      const startedAt = now();
      let released = false;
      const releaseOnce = () => {
        if (released) return;
        released = true;
        clearTimeout(ceiling);
        release(client, startedAt);
      };
      const ceiling = setTimeout(releaseOnce, limits.timeoutMs * SLOT_CEILING_FACTOR);
      ceiling.unref();
      const call = work().finally(releaseOnce);
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new NodeCallTimedOut(limits.timeoutMs)), limits.timeoutMs);
      });
      try {
        return await Promise.race([ call, timeout ]);
      } finally {
        clearTimeout(timer);
        // The node's late answer (or failure) is nobody's business once the client was told.
        call.catch(() => undefined);
      }
    },
  };
}
