/**
 * The verification itself: compile the request's sources with the named compiler, then
 * compare each compiled contract with the chain's runtime code and creation input. A
 * match proves the sources; nothing the user states is taken on trust (constructor
 * arguments come from the chain, given ones must equal them).
 */
import { decodeAbiParameters, type AbiParameter } from 'viem';

import type { Queryable } from '../db';
import { findChainCode, storeCreationInput, type ChainCode, type NewSmartContract } from '../db/queries/smartContracts';
import {
  compareCode, immutableRanges, libraryAddressRanges, linkLibraries, readLibraryAddresses, strip0x, type ImmutableReferences, type LinkReferences,
  type MatchResult,
} from './bytecode';
import type { CompilerInfo, CompilerRegistry } from './compilers';
import { VerificationError } from './errors';
import { fetchInitCode } from './initCode';
import type { StandardJsonInput, VerificationRequest } from './request';

const OUTPUTS = [ 'abi', 'evm.bytecode.object', 'evm.bytecode.linkReferences', 'evm.deployedBytecode.object',
  'evm.deployedBytecode.linkReferences', 'evm.deployedBytecode.immutableReferences' ];
/** Compiler messages are cut here; the first error is what the user needs. */
const MAX_MESSAGE_LENGTH = 2000;

interface CompiledContract {
  abi: Array<{ type: string; inputs?: AbiParameter[] }>;
  evm: {
    bytecode: { object: string; linkReferences?: LinkReferences };
    deployedBytecode: { object: string; linkReferences?: LinkReferences; immutableReferences?: ImmutableReferences };
  };
}

interface SolcOutput {
  errors?: Array<{ severity: string; formattedMessage?: string; message: string }>;
  contracts?: Record<string, Record<string, CompiledContract>>;
}

/** The chain's code of the address, hex without 0x: runtime, and creation input when known. */
type Chain = { runtime: string; creation: string | null };

/** One compiled contract compared with the chain. */
interface Candidate {
  path: string;
  name: string;
  contract: CompiledContract;
  /** The libraries its code links, with the address linked (given, or read from the chain's code). */
  linked: Array<{ name: string; address_hash: string }>;
  /** Libraries the code links whose address neither the request nor the chain's code gives. */
  missing: string[];
  /** The compiled creation code, libraries linked. */
  creationCode: string;
  runtime: MatchResult;
  creation: MatchResult | null;
  constructorArgs: string | null;
}

/** Both codes' outcome: the weaker match of the two, or the first mismatch. */
function combined(candidate: Candidate): 'full' | 'partial' | null {
  const results = [ candidate.runtime, ...candidate.creation ? [ candidate.creation ] : [] ];
  if (results.some((result) => result.match === null)) return null;
  return results.every((result) => result.match === 'full') ? 'full' : 'partial';
}

/** Compiled code against chain code, with the lengths checked first (a different length is a difference at the shorter end). */
function compareSameLength(compiled: string, onChain: string, ignored: Parameters<typeof compareCode>[2] = []): MatchResult {
  if (compiled.length !== onChain.length) {
    const shorter = Math.min(compiled.length, onChain.length);
    const prefix = compareCode(compiled.slice(0, shorter), onChain.slice(0, shorter), ignored);
    return prefix.match === null ? prefix : { match: null, offset: shorter / 2 };
  }
  return compareCode(compiled, onChain, ignored);
}

/** Each library the references name, with the address `libraries` gives it (by name or `file:Name`). */
function linkedLibraries(references: Array<LinkReferences | undefined>, libraries: Record<string, string>): Candidate['linked'] {
  const linked = new Map<string, string>();
  for (const [ file, byName ] of references.flatMap((byFile) => Object.entries(byFile ?? {}))) {
    for (const name of Object.keys(byName)) {
      const address = libraries[name] ?? libraries[`${ file }:${ name }`];
      if (address !== undefined) linked.set(name, address.toLowerCase());
    }
  }
  return [ ...linked ].map(([ name, address ]) => ({ name, address_hash: address }));
}

function compareCandidate(path: string, name: string, contract: CompiledContract, chain: Chain,
  given: Record<string, string>): Candidate {
  const { bytecode, deployedBytecode } = contract.evm;
  // Addresses the request does not give are the ones deployment wrote into the chain's code (given ones must match it).
  const libraries = { ...readLibraryAddresses(chain.creation ?? '', bytecode.linkReferences),
    ...readLibraryAddresses(chain.runtime, deployedBytecode.linkReferences), ...given };
  const deployed = linkLibraries(deployedBytecode.object, deployedBytecode.linkReferences, libraries);
  const creation = linkLibraries(bytecode.object, bytecode.linkReferences, libraries);
  const missing = [ ...new Set([ ...deployed.missing, ...creation.missing ]) ];
  const runtime = compareSameLength(deployed.code, chain.runtime,
    [ ...immutableRanges(contract.evm.deployedBytecode.immutableReferences), ...libraryAddressRanges(deployed.code) ]);
  let creationResult: MatchResult | null = null;
  let constructorArgs: string | null = null;
  if (chain.creation !== null) {
    const onChain = chain.creation.slice(0, creation.code.length);
    creationResult = compareSameLength(creation.code, onChain);
    if (creationResult.match !== null) constructorArgs = chain.creation.slice(creation.code.length);
  }
  const linked = linkedLibraries([ bytecode.linkReferences, deployedBytecode.linkReferences ], libraries);
  return { path, name, contract, linked, missing, creationCode: creation.code, runtime, creation: creationResult, constructorArgs };
}

function describeMismatch(candidate: Candidate, chain: Chain): string {
  const advice = 'check the sources, the compiler version and the optimizer and EVM settings';
  if (candidate.runtime.match === null) {
    const compiled = candidate.contract.evm.deployedBytecode.object.length / 2;
    return `The runtime bytecode of ${ candidate.name } differs from the chain's at byte ${ candidate.runtime.offset } ` +
      `(compiled ${ compiled } bytes, on chain ${ chain.runtime.length / 2 }); ${ advice }`;
  }
  const offset = candidate.creation?.match === null ? candidate.creation.offset : 0;
  return `The creation bytecode of ${ candidate.name } differs from the chain's at byte ${ offset } ` +
    `(compiled ${ candidate.contract.evm.bytecode.object.length / 2 } bytes); ${ advice }`;
}

/** How far a mismatching candidate got: the later its first runtime difference, the closer it is. */
function closeness(candidate: Candidate): number {
  return candidate.runtime.match === null ? candidate.runtime.offset : Number.MAX_SAFE_INTEGER;
}

/** The constructor arguments in a creation input made from `creationCode` (a clone's), or null when it was made otherwise. */
export function argumentsAfter(creationCode: string, creationInput: string | null): string | null {
  if (creationInput === null) return null;
  const input = strip0x(creationInput);
  if (input.length < creationCode.length) return null;
  return compareCode(creationCode, input.slice(0, creationCode.length)).match === null ? null : input.slice(creationCode.length) || null;
}

/** The output selection: only the named contract when the request names it. */
function outputSelection(request: VerificationRequest): Record<string, Record<string, string[]>> {
  return { [request.contractPath ?? '*']: { [request.contractName ?? '*']: OUTPUTS } };
}

/** Decodes constructor arguments with the ABI; throws when they do not fit it. */
export function decodeConstructorArgs(abi: Array<{ type: string; inputs?: readonly AbiParameter[] }>, args: string): readonly unknown[] {
  const inputs = abi.find((item) => item.type === 'constructor')?.inputs ?? [];
  if (inputs.length === 0) return [];
  return decodeAbiParameters(inputs, `0x${ args }`);
}

/** What a successful verification proved. */
export interface VerifiedContract {
  contract: NewSmartContract;
  runtimeCode: string;
  /** The compiled creation code (linked, metadata as compiled), to split a clone's creation input. */
  creationCode: string;
}

export interface VerifyOptions {
  db: Queryable;
  compilers: CompilerRegistry;
  compiler: CompilerInfo;
  address: string;
  request: VerificationRequest;
  /** The node, to fetch the init code of a factory-made contract the indexer stored without it. */
  rpcUrl?: string | null;
}

/** The creation input of the chain: as stored, else traced again from the node (and then stored). */
async function creationInput(options: VerifyOptions, chainCode: ChainCode): Promise<string | null> {
  if (chainCode.creationInput) return strip0x(chainCode.creationInput);
  if (!options.rpcUrl || !chainCode.creationTransactionHash) return null;
  const fetched = await fetchInitCode(options.rpcUrl, chainCode.creationTransactionHash, options.address);
  if (fetched) await storeCreationInput(options.db, options.address, `0x${ fetched }`);
  return fetched;
}

/** Compiles `input` and compares each deployable contract it defines with the chain's code. */
async function compileCandidates(options: VerifyOptions, input: StandardJsonInput, chain: Chain): Promise<Candidate[]> {
  const { request } = options;
  const settings = { ...input.settings, outputSelection: outputSelection(request) };
  const outputText = await options.compilers.compile(options.compiler, JSON.stringify({ ...input, settings }))
    .catch((error: Error) => { throw new VerificationError(request.sourceField, `compilation failed: ${ error.message }`); });
  const output = JSON.parse(outputText) as SolcOutput;
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) {
    const text = errors.map((entry) => entry.formattedMessage ?? entry.message).join('\n');
    throw new VerificationError(request.sourceField, `compilation failed: ${ text.slice(0, MAX_MESSAGE_LENGTH) }`);
  }

  const candidates: Candidate[] = [];
  for (const [ path, byName ] of Object.entries(output.contracts ?? {})) {
    for (const [ name, contract ] of Object.entries(byName)) {
      // Interfaces and abstract contracts have no code to compare.
      if (!contract.evm?.deployedBytecode?.object) continue;
      candidates.push(compareCandidate(path, name, contract, chain, request.libraries));
    }
  }
  if (candidates.length === 0) {
    const field = request.contractName ? 'contract_name' : request.sourceField;
    throw new VerificationError(field, request.contractName ? `no deployable contract named ${ request.contractName } in the sources` : 'the sources define no deployable contract');
  }
  return candidates;
}

/** The first candidate that matches, or the refusal that says how close the nearest came. */
function firstMatch(candidates: Candidate[], request: VerificationRequest, chain: Chain): Candidate {
  const matched = candidates.find((candidate) => combined(candidate) !== null);
  if (matched) return matched;
  const closest = [ ...candidates ].sort((a, b) => closeness(b) - closeness(a))[0];
  if (closest.missing.length > 0) throw new VerificationError('libraries', `give the address of the linked libraries: ${ closest.missing.join(', ') }`);
  throw new VerificationError(request.sourceField, describeMismatch(closest, chain));
}

/**
 * `input` without `settings.libraries` (null when it names none): the verifier links them
 * after compiling, as Hardhat and forge link at deployment, so the metadata is the one they
 * deployed and the link references tell which libraries the contract uses.
 */
function withoutSettingsLibraries(input: StandardJsonInput): StandardJsonInput | null {
  const { libraries, ...settings } = input.settings;
  if (libraries === null || typeof libraries !== 'object' || Object.keys(libraries).length === 0) return null;
  return { ...input, settings };
}

/** Compiles and compares; resolves to the contract to store, or throws a {@link VerificationError}. */
export async function verifyContract(options: VerifyOptions): Promise<VerifiedContract> {
  const { request } = options;
  const chainCode: ChainCode | null = await findChainCode(options.db, options.address);
  if (!chainCode?.contractCode || chainCode.contractCode === '0x') throw new VerificationError('address_hash', 'the address holds no contract code');
  const chain = { runtime: strip0x(chainCode.contractCode), creation: await creationInput(options, chainCode) };

  const detached = withoutSettingsLibraries(request.input);
  let input = detached ?? request.input;
  let matched = firstMatch(await compileCandidates(options, input, chain), request, chain);
  // Compiled with the libraries in its settings (forge's `libraries` option), the deployed metadata names them: only that input matches fully.
  if (detached && combined(matched) === 'partial') {
    const asGiven = await compileCandidates(options, request.input, chain).catch((error: unknown) => {
      if (error instanceof VerificationError) return [];
      throw error;
    });
    const full = asGiven.find((candidate) => candidate.path === matched.path && candidate.name === matched.name && combined(candidate) === 'full');
    if (full) {
      matched = { ...full, linked: matched.linked };
      input = request.input;
    }
  }

  const args = matched.constructorArgs;
  if (!request.autodetectConstructorArgs && request.constructorArgs !== null && args !== null && request.constructorArgs !== args) {
    throw new VerificationError('constructor_args', `the given constructor arguments differ from the chain's (0x${ args.slice(0, 200) }${ args.length > 200 ? '…' : '' })`);
  }
  if (args) {
    try {
      decodeConstructorArgs(matched.contract.abi, args);
    } catch {
      throw new VerificationError('constructor_args', 'the data after the creation code does not decode as the constructor\'s arguments');
    }
  }

  const { outputSelection: _selection, ...storedSettings } = input.settings;
  const optimizer = (storedSettings.optimizer ?? {}) as { enabled?: boolean; runs?: number };
  const contract: NewSmartContract = {
    address_hash: options.address,
    name: matched.name,
    language: 'solidity',
    compiler_version: options.compiler.version,
    evm_version: typeof storedSettings.evmVersion === 'string' ? storedSettings.evmVersion : 'default',
    optimization_enabled: optimizer.enabled === true,
    optimization_runs: optimizer.enabled === true ? optimizer.runs ?? 200 : optimizer.runs ?? null,
    compiler_settings: storedSettings,
    file_path: matched.path,
    abi: matched.contract.abi,
    constructor_arguments: args ? args : null,
    external_libraries: matched.linked,
    license_type: request.licenseType,
    verification_method: request.method,
    match_type: combined(matched)!,
    sources: Object.entries(input.sources).map(([ filePath, source ]) => ({ file_path: filePath, content: source.content })),
  };
  return { contract, runtimeCode: chain.runtime, creationCode: matched.creationCode };
}
