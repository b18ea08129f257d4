/**
 * Verification as the API runs it: a request is checked at once (a bad one is refused
 * with the field named), then compiled and compared in the background; the outcome goes
 * to the result listeners (the socket's `verification_result`) and, on success, into
 * the database, for the contract and for every other address with the same runtime code.
 */
import type { SmartContractVerificationConfig } from '../../types/api/contract';
import type { VerificationResultSocketPayload } from '../../types/api/socket';
import { createSilentLogger, type Logger } from '../common/logger';
import type { Queryable } from '../db';
import { findShownMatchType, saveClones, saveSmartContract } from '../db/queries/smartContracts';
import { createCompilerRegistry, EVM_VERSION_CANDIDATES, type CompilerInfo, type CompilerRegistry } from './compilers';
import { VerificationError, VerificationRequestError } from './errors';
import { acceptsVerification, ALREADY_VERIFIED, refusalOver, replaces } from './matchRule';
import { LICENSE_TYPES, parseVerificationRequest, VERIFICATION_METHODS, type RawRequest } from './request';
import { DEFAULT_SOURCE_LIMITS, type SourceLimits } from './sources';
import { argumentsAfter, verifyContract, type VerifiedContract } from './verifier';

/** GUIDE §10: the payload of `verification_result`, as the socket contract declares it. */
export type VerificationResult = VerificationResultSocketPayload;
export type ResultHandler = (address: string, result: VerificationResult) => void;

/** Verifications waiting or running at once; more are refused (429) rather than queued without end. */
const DEFAULT_MAX_JOBS = 8;
/** Of those, what one client may hold, so that a few slow requests cannot take every slot. */
const DEFAULT_MAX_JOBS_PER_CLIENT = 2;

/** What this instance can verify: the API's `verification/config` answer. */
export type VerificationConfig = SmartContractVerificationConfig;

export interface VerificationService {
  /** What this instance can verify (GUIDE §5.1 `verification/config`). */
  config(): Promise<VerificationConfig>;
  /**
   * Checks a request of `client` (who asks, e.g. the remote IP) and starts it; resolves once
   * it runs in the background. Throws {@link VerificationError} (a field) or
   * {@link VerificationRequestError} (the whole request: already verified, too many at once).
   */
  submit(address: string, method: string, raw: RawRequest, client: string): Promise<void>;
  /** Calls `handler` with every outcome; returns the function that stops it. */
  onResult(handler: ResultHandler): () => void;
  /** Resolves once no verification runs (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface VerificationServiceOptions {
  db: Queryable;
  compilers?: CompilerRegistry;
  logger?: Logger;
  maxJobs?: number;
  maxJobsPerClient?: number;
  /** How many sources and how large an input may be (sources.ts). */
  sourceLimits?: SourceLimits;
  /** The node's JSON-RPC URL: init code the indexer did not store is traced again there. */
  rpcUrl?: string | null;
}

/** EVM versions newest first, `default` on top, as the verification form lists them. */
function evmVersionsOf(compilers: CompilerInfo[]): string[] {
  const supported = new Set(compilers.flatMap((compiler) => compiler.evmVersions));
  return [ 'default', ...EVM_VERSION_CANDIDATES.filter((version) => supported.has(version)).reverse() ];
}

export function createVerificationService(options: VerificationServiceOptions): VerificationService {
  const { db } = options;
  const compilers = options.compilers ?? createCompilerRegistry();
  const ownsCompilers = !options.compilers;
  const logger = (options.logger ?? createSilentLogger()).child({ service: 'verification' });
  const maxJobs = options.maxJobs ?? DEFAULT_MAX_JOBS;
  const maxJobsPerClient = options.maxJobsPerClient ?? DEFAULT_MAX_JOBS_PER_CLIENT;
  const sourceLimits = options.sourceLimits ?? DEFAULT_SOURCE_LIMITS;
  const handlers = new Set<ResultHandler>();
  const running = new Set<Promise<void>>();
  const jobsOf = new Map<string, number>();

  function publish(address: string, result: VerificationResult) {
    for (const handler of handlers) {
      try {
        handler(address, result);
      } catch (error) {
        logger.error({ err: error }, 'verification result handler failed');
      }
    }
  }

  /** Stores a verification unless what the address shows is as strong (matchRule.ts); then the refusal is the outcome. */
  async function store(address: string, verified: VerifiedContract) {
    // Read again: another verification may have finished while this one compiled.
    const current = await findShownMatchType(db, address);
    if (replaces(verified.contract.match_type, current) && await saveSmartContract(db, address, verified.contract)) return;
    throw new VerificationError('address_hash', refusalOver(await findShownMatchType(db, address) ?? 'full'));
  }

  async function run(address: string, compiler: CompilerInfo, request: ReturnType<typeof parseVerificationRequest>) {
    const started = Date.now();
    try {
      const verified = await verifyContract({ db, compilers, compiler, address, request, rpcUrl: options.rpcUrl });
      await store(address, verified);
      const clones = await saveClones(db, address, `0x${ verified.runtimeCode }`, verified.contract,
        (input) => argumentsAfter(verified.creationCode, input));
      logger.info({ address, method: request.method, match: verified.contract.match_type, clones: clones.length,
        duration_ms: Date.now() - started }, 'contract verified');
      publish(address, { status: 'success' });
    } catch (error) {
      if (error instanceof VerificationError) {
        logger.info({ address, method: request.method, errors: error.errors, duration_ms: Date.now() - started }, 'verification failed');
        publish(address, { status: 'error', errors: error.errors });
      } else {
        logger.error({ err: error, address }, 'verification crashed');
        publish(address, { status: 'error', errors: { [request.sourceField]: [ 'verification failed on the server; try again later' ] } });
      }
    }
  }

  return {
    async config() {
      const installed = await compilers.list();
      return {
        solidity_compiler_versions: installed.map((compiler) => compiler.version),
        solidity_evm_versions: evmVersionsOf(installed),
        vyper_compiler_versions: [],
        vyper_evm_versions: [],
        verification_options: [ ...VERIFICATION_METHODS ],
        is_rust_verifier_microservice_enabled: false,
        license_types: { ...LICENSE_TYPES },
      };
    },
    async submit(address, method, raw, client) {
      if (!acceptsVerification(await findShownMatchType(db, address))) throw new VerificationRequestError(422, ALREADY_VERIFIED);
      const request = parseVerificationRequest(method, raw, sourceLimits);
      const compiler = await compilers.find(request.compilerVersion);
      if (!compiler) {
        const versions = (await compilers.list()).map((info) => info.version).join(', ');
        throw new VerificationError('compiler_version', `compiler ${ request.compilerVersion } is not available here; available: ${ versions }`);
      }
      if (request.evmVersion !== null && !compiler.evmVersions.includes(request.evmVersion)) {
        throw new VerificationError('evm_version', `${ compiler.version } does not support ${ request.evmVersion }; it supports ${ compiler.evmVersions.join(', ') }`);
      }
      if (running.size >= maxJobs) throw new VerificationRequestError(429, 'Too many verifications in progress; try again in a minute');
      const held = jobsOf.get(client) ?? 0;
      if (held >= maxJobsPerClient) {
        throw new VerificationRequestError(429, `Too many verifications from this client in progress (at most ${ maxJobsPerClient }); ` +
          'try again once one has finished');
      }
      jobsOf.set(client, held + 1);
      const job = run(address, compiler, request).finally(() => {
        running.delete(job);
        const left = (jobsOf.get(client) ?? 1) - 1;
        if (left > 0) jobsOf.set(client, left);
        else jobsOf.delete(client);
      });
      running.add(job);
    },
    onResult(handler) {
      const own: ResultHandler = (address, result) => handler(address, result);
      handlers.add(own);
      return () => { handlers.delete(own); };
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
    async close() {
      await this.idle();
      handlers.clear();
      if (ownsCompilers) await compilers.close();
    },
  };
}
