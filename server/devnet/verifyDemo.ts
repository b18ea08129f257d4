/**
 * Verifies the demo contracts through an explorer API once its indexer has seen them, so
 * a fresh devnet shows verified contracts (a proxy and its implementation, a library-linked
 * contract, a factory-made vault) next to a few left for a visitor to verify.
 *
 * It goes through the public REST API exactly as a user's tool would (GUIDE §5.2): the
 * standard-JSON input each contract was compiled from, its libraries, and nothing else.
 */
import type { Address } from 'viem';

import { sleep } from '../indexer/utils/backoff';
import { getArtifact } from './compile';
import type { DemoAddresses, DeploymentManifest, ManifestEntry } from './deploy';
import type { Logger } from './logger';

/** Demo contracts a visitor finds unverified, to try the verification form on. */
export const LEFT_UNVERIFIED: ReadonlySet<keyof DemoAddresses> = new Set([ 'callRecorder', 'orchestrator', 'reverter' ]);

const POLL_MS = 500;
/**
 * How long a contract may wait for the indexer to store its creation. A factory's child
 * waits for its creating transaction's trace, which the indexer reaches after the newer
 * blocks: minutes on a busy start.
 */
const DEFAULT_TIMEOUT_MS = 600_000;
/** How long one verification may take once submitted. */
const VERIFY_TIMEOUT_MS = 120_000;

export interface DemoVerificationOptions {
  /** Origin of the explorer API, e.g. `http://127.0.0.1:4000`. */
  apiUrl: string;
  manifest: DeploymentManifest;
  logger: Logger;
  /** Stops waiting (the devnet is closing). */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** What happened to each contract: verified now, verified already (a twin), or why not. */
export type DemoVerificationOutcome = Partial<Record<keyof DemoAddresses, 'verified' | 'already verified' | string>>;

interface SmartContractState {
  is_verified: boolean;
}

interface AddressState {
  is_contract: boolean;
  creation_transaction_hash: string | null;
}

class Stopped extends Error {}

/** GET `path` of the API as JSON, or null for a 404 (not indexed yet). */
async function read<T>(apiUrl: string, path: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(`${ apiUrl }${ path }`, { signal });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${ path } answered ${ response.status }`);
  return await response.json() as T;
}

const isVerified = async(apiUrl: string, address: Address, signal?: AbortSignal) =>
  (await read<SmartContractState>(apiUrl, `/api/v2/smart-contracts/${ address }`, signal))?.is_verified === true;

/** Polls until `check` returns a value, or throws after `timeoutMs`. */
async function waitFor<T>(what: string, check: () => Promise<T | null>, timeoutMs: number, signal?: AbortSignal): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch((error: unknown) => {
      if (signal?.aborted) throw new Stopped();
      // The API may be starting or briefly unable to answer: keep asking until the deadline.
      if (Date.now() > deadline) throw error;
      return null;
    });
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${ what } after ${ timeoutMs / 1000 } s`);
    await sleep(POLL_MS, signal);
    if (signal?.aborted) throw new Stopped();
  }
}

/** The request body of a standard-input verification of `entry`. */
function standardInputRequest(entry: ManifestEntry): Record<string, unknown> {
  const artifact = getArtifact(entry.contractName);
  return {
    compiler_version: entry.compilerVersion,
    contract_name: `${ entry.sourcePath }:${ entry.contractName }`,
    license_type: 'mit',
    autodetect_constructor_args: true,
    libraries: entry.libraries ?? {},
    files: { 'input.json': JSON.stringify(artifact.standardJsonInput) },
  };
}

/** Whether the indexer has stored `entry`'s code and creating transaction. */
async function isIndexed(entry: ManifestEntry, options: DemoVerificationOptions): Promise<boolean> {
  const state = await read<AddressState>(options.apiUrl, `/api/v2/addresses/${ entry.address }`, options.signal);
  return Boolean(state?.is_contract && state.creation_transaction_hash);
}

async function verifyOne(role: keyof DemoAddresses, entry: ManifestEntry, options: DemoVerificationOptions): Promise<string> {
  const { apiUrl, signal } = options;
  if (await isVerified(apiUrl, entry.address, signal)) return 'already verified';

  const response = await fetch(`${ apiUrl }/api/v2/smart-contracts/${ entry.address }/verification/via/standard-input`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(standardInputRequest(entry)),
    signal,
  });
  if (!response.ok) return `refused (${ response.status }): ${ (await response.text()).slice(0, 300) }`;
  await waitFor(`${ role } to be verified`, async() => (await isVerified(apiUrl, entry.address, signal) ? true : null), VERIFY_TIMEOUT_MS, signal);
  return 'verified';
}

/**
 * Verifies every demo contract outside {@link LEFT_UNVERIFIED}, one after another (each
 * compile takes a core for a moment), each as soon as the indexer has stored its creation:
 * a factory's child, which waits for a trace, does not hold up the others. Never throws: a
 * contract that fails is logged and the others still go.
 */
export async function verifyDemoContracts(options: DemoVerificationOptions): Promise<DemoVerificationOutcome> {
  const outcome: DemoVerificationOutcome = {};
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const settle = (role: keyof DemoAddresses, result: string) => {
    outcome[role] = result;
    if (result !== 'verified' && result !== 'already verified') {
      options.logger.warn({ contract: role, address: options.manifest.contracts[role].address, reason: result }, 'demo contract not verified');
    }
  };
  let waiting = (Object.keys(options.manifest.contracts) as Array<keyof DemoAddresses>).filter((role) => !LEFT_UNVERIFIED.has(role));
  try {
    while (waiting.length > 0) {
      const stillWaiting: typeof waiting = [];
      for (const role of waiting) {
        const entry = options.manifest.contracts[role];
        try {
          if (await isIndexed(entry, options)) settle(role, await verifyOne(role, entry, options));
          else stillWaiting.push(role);
        } catch (error) {
          if (error instanceof Stopped || options.signal?.aborted) throw new Stopped();
          // The API may be starting or briefly unable to answer: ask again next round.
          if (Date.now() > deadline) settle(role, error instanceof Error ? error.message : String(error));
          else stillWaiting.push(role);
        }
      }
      waiting = stillWaiting;
      if (waiting.length > 0 && Date.now() > deadline) {
        for (const role of waiting) settle(role, `gave up waiting for the indexer to store ${ role } after ${ Math.round((Date.now() - started) / 1000) } s`);
        break;
      }
      if (waiting.length > 0) await sleep(POLL_MS, options.signal);
      if (options.signal?.aborted) throw new Stopped();
    }
  } catch (error) {
    if (error instanceof Stopped || options.signal?.aborted) return outcome;
    throw error;
  }
  options.logger.info({ outcome, duration_ms: Date.now() - started }, 'demo contracts verified');
  return outcome;
}
