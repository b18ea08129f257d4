/**
 * The verification itself: compile the request's sources with the named compiler, then
 * compare each compiled contract with the chain's runtime code and creation input. A
 * match proves the sources; nothing the user states is taken on trust (constructor
 * arguments come from the chain, given ones must equal them).
 */
import { decodeAbiParameters, type AbiParameter } from 'viem';

import type { Queryable } from '../db';
import { findChainCode, storeCreationInput, type ChainCode, type NewSmartContract } from '../api/repositories/smartContracts';
import { compareCode, immutableRanges, libraryAddressRanges, linkLibraries, strip0x, type ImmutableReferences, type LinkReferences, type MatchResult } from './bytecode';
import type { CompilerInfo, CompilerRegistry } from './compilers';
import { VerificationError } from './errors';
import { fetchInitCode } from './initCode';
import type { VerificationRequest } from './request';

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

/** One compiled contract compared with the chain. */
interface Candidate {
  path: string;
  name: string;
  contract: CompiledContract;
  /** Libraries the code links but the request did not give. */
  missing: string[];
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

function compareCandidate(path: string, name: string, contract: CompiledContract, chain: { runtime: string; creation: string | null },
  libraries: Record<string, string>): Candidate {
  const deployed = linkLibraries(contract.evm.deployedBytecode.object, contract.evm.deployedBytecode.linkReferences, libraries);
  const creation = linkLibraries(contract.evm.bytecode.object, contract.evm.bytecode.linkReferences, libraries);
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
  return { path, name, contract, missing, runtime, creation: creationResult, constructorArgs };
}

function describeMismatch(candidate: Candidate, chain: { runtime: string; creation: string | null }): string {
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

/** Compiles and compares; resolves to the contract to store, or throws a {@link VerificationError}. */
export async function verifyContract(options: VerifyOptions): Promise<VerifiedContract> {
  const { request } = options;
  const chainCode: ChainCode | null = await findChainCode(options.db, options.address);
  if (!chainCode?.contractCode || chainCode.contractCode === '0x') throw new VerificationError('address_hash', 'the address holds no contract code');
  const chain = { runtime: strip0x(chainCode.contractCode), creation: await creationInput(options, chainCode) };

  const settings = { ...request.input.settings, outputSelection: outputSelection(request) };
  const outputText = await options.compilers.compile(options.compiler, JSON.stringify({ ...request.input, settings }))
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
  const matched = candidates.find((candidate) => combined(candidate) !== null);
  if (!matched) {
    const closest = [ ...candidates ].sort((a, b) => closeness(b) - closeness(a))[0];
    if (closest.missing.length > 0) throw new VerificationError('libraries', `give the address of the linked libraries: ${ closest.missing.join(', ') }`);
    throw new VerificationError(request.sourceField, describeMismatch(closest, chain));
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

  const { outputSelection: _selection, ...storedSettings } = request.input.settings;
  const optimizer = (storedSettings.optimizer ?? {}) as { enabled?: boolean; runs?: number };
  const referenced = new Set([ matched.contract.evm.bytecode.linkReferences, matched.contract.evm.deployedBytecode.linkReferences ]
    .flatMap((byFile) => Object.values(byFile ?? {}).flatMap((byName) => Object.keys(byName))));
  const bareName = (name: string) => name.slice(name.lastIndexOf(':') + 1);
  const linked = Object.entries(request.libraries).filter(([ name ]) => referenced.has(bareName(name)));
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
    external_libraries: linked.map(([ name, address ]) => ({ name: bareName(name), address_hash: address })),
    license_type: request.licenseType,
    verification_method: request.method,
    match_type: combined(matched)!,
    sources: Object.entries(request.input.sources).map(([ filePath, source ]) => ({ file_path: filePath, content: source.content })),
  };
  const creationCode = linkLibraries(matched.contract.evm.bytecode.object, matched.contract.evm.bytecode.linkReferences, request.libraries).code;
  return { contract, runtimeCode: chain.runtime, creationCode };
}
