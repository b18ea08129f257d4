/**
 * The GUIDs of Etherscan-style verification (GUIDE §11): `verifysourcecode` and
 * `verifyproxycontract` answer a GUID at once, `checkverifystatus` and
 * `checkproxyverification` are polled with it. The verification itself is the engine's
 * (server/verification); this module only remembers what each GUID stands for.
 *
 * @dev In memory, per API process: a poll must reach the process that took the request.
 * With several API processes behind a balancer, make it sticky for `/api` (or move this
 * map into a table).
 */
import { randomBytes } from 'node:crypto';

import { describeFailure } from '../../verification/errors';
import type { VerificationResult, VerificationService } from '../../verification/service';

export type JobState = { status: 'pending' } | { status: 'pass'; message?: string } | { status: 'fail'; message: string };

interface Job {
  address: string;
  state: JobState;
  createdAt: number;
}

/** A GUID is answered for this long after its request; hardhat-verify polls every 3 s. */
const JOB_TTL_MS = 60 * 60 * 1000;
/** Bounds the memory a flood of requests can take; the oldest GUIDs go first. */
const MAX_JOBS = 10_000;

export interface VerificationJobs {
  /** A new pending GUID for `address`, resolved by the engine's next outcome for it. */
  track(address: string): string;
  /** Forgets a GUID whose request the engine refused before it ran. */
  drop(guid: string): void;
  /** A GUID whose outcome is already known (proxy checks answer at once). */
  settled(address: string, state: JobState): string;
  /** The state of `guid`; null when unknown or expired. */
  state(guid: string): JobState | null;
  close(): void;
}

export function createVerificationJobs(options: { verification?: VerificationService; now?: () => number } = {}): VerificationJobs {
  const now = options.now ?? Date.now;
  const jobs = new Map<string, Job>();

  function add(address: string, state: JobState): string {
    for (const [ guid, job ] of jobs) {
      if (jobs.size < MAX_JOBS && now() - job.createdAt < JOB_TTL_MS) break;
      jobs.delete(guid);
    }
    // Etherscan's GUIDs are 50 characters; tools only echo them back.
    const guid = randomBytes(25).toString('hex');
    jobs.set(guid, { address, state, createdAt: now() });
    return guid;
  }

  const stop = options.verification?.onResult((address: string, result: VerificationResult) => {
    for (const job of jobs.values()) {
      if (job.address !== address || job.state.status !== 'pending') continue;
      job.state = result.status === 'success' ? { status: 'pass' } : { status: 'fail', message: describeFailure(result.errors) };
    }
  });

  return {
    track: (address) => add(address, { status: 'pending' }),
    drop: (guid) => { jobs.delete(guid); },
    settled: (address, state) => add(address, state),
    state(guid) {
      const job = jobs.get(guid);
      if (!job || now() - job.createdAt >= JOB_TTL_MS) return null;
      return job.state;
    },
    close() {
      stop?.();
      jobs.clear();
    },
  };
}
