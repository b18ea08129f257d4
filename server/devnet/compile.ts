/**
 * Compiles the demo contracts with solc-js through standard-JSON input and keeps, per
 * contract, the exact input and output under `.build/` so the sources can be verified
 * later with the same input. A build is reused while the input hash is unchanged.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { keccak256, stringToHex, type Abi, type Address, type Hex } from 'viem';

import { CompileError, UnknownContractError } from './errors';

/** The solc-js release the demo contracts are compiled with (the npm `solc` package). */
export const SOLC_VERSION = '0.8.28';
/** The EVM version passed to solc; the devnet runs a later hardfork, which runs it fine. */
export const EVM_VERSION = 'cancun';
const OPTIMIZER_RUNS = 200;

/** Folder with the `.sol` files. Keys in the standard-JSON input are `contracts/<file>`. */
export const CONTRACTS_DIR = path.join(__dirname, 'contracts');
/** Default cache folder; ignored by git. */
export const BUILD_DIR = path.join(__dirname, '.build');

interface ContractSpec {
  file: string;
  optimizer: boolean;
}

/**
 * Every demo contract, the file that defines it and whether the optimizer is on.
 * @dev Reverter is built without the optimizer so verification sees both settings.
 * RevenueSplitter calls the public BasisPoints library: its bytecode holds a link
 * placeholder that deployment fills with the library's address ({@link linkLibrary}).
 */
const DEMO_CONTRACTS = {
  DemoToken: { file: 'DemoToken.sol', optimizer: true },
  DemoNFT: { file: 'DemoNFT.sol', optimizer: true },
  DemoMultiToken: { file: 'DemoMultiToken.sol', optimizer: true },
  BoxV1: { file: 'BoxV1.sol', optimizer: true },
  DemoProxy: { file: 'DemoProxy.sol', optimizer: true },
  Vault: { file: 'Vault.sol', optimizer: true },
  VaultFactory: { file: 'VaultFactory.sol', optimizer: true },
  CallRecorder: { file: 'CallRecorder.sol', optimizer: true },
  Orchestrator: { file: 'Orchestrator.sol', optimizer: true },
  Reverter: { file: 'Reverter.sol', optimizer: false },
  BasisPoints: { file: 'BasisPoints.sol', optimizer: true },
  RevenueSplitter: { file: 'RevenueSplitter.sol', optimizer: true },
  // The rollup demo's (rollup/): OP's events on a second devnet as L1, and on this one.
  DemoL2OutputOracle: { file: 'DemoL2OutputOracle.sol', optimizer: true },
  DemoDisputeGameFactory: { file: 'DemoDisputeGameFactory.sol', optimizer: true },
  DemoDisputeGame: { file: 'DemoDisputeGameFactory.sol', optimizer: true },
  DemoOptimismPortal: { file: 'DemoOptimismPortal.sol', optimizer: true },
  DemoL2ToL1MessagePasser: { file: 'DemoL2ToL1MessagePasser.sol', optimizer: true },
  DemoDepositRelay: { file: 'DemoDepositRelay.sol', optimizer: true },
} as const satisfies Record<string, ContractSpec>;

/** Name of a demo contract, as written after `contract` in its source. */
export type DemoContractName = keyof typeof DEMO_CONTRACTS;

/** Every demo contract name, in a stable order. */
export const DEMO_CONTRACT_NAMES = Object.keys(DEMO_CONTRACTS) as DemoContractName[];

/** Solidity standard-JSON input, as handed to the compiler. */
export interface StandardJsonInput {
  language: 'Solidity';
  sources: Record<string, { content: string }>;
  settings: {
    optimizer: { enabled: boolean; runs: number };
    evmVersion: string;
    outputSelection: Record<string, Record<string, string[]>>;
  };
}

/** What a deployer or verifier needs to know about one compiled contract. */
export interface Artifact {
  contractName: DemoContractName;
  /** Key of the defining file in `standardJsonInput.sources`, e.g. `contracts/DemoToken.sol`. */
  sourcePath: string;
  /** Long form, as verifiers expect it: `v0.8.28+commit.7893614a`. */
  compilerVersion: string;
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
  standardJsonInput: StandardJsonInput;
  /** sha256 of the solc version and the input; the cache key. */
  inputHash: string;
}

/**
 * Puts `address` where `bytecode` holds solc's placeholder for the library named
 * `qualifiedName` (`contracts/File.sol:Name`): `__$` + 34 hex digits of its keccak-256 + `$__`.
 */
export function linkLibrary(bytecode: Hex, qualifiedName: string, address: Address): Hex {
  const placeholder = `__$${ keccak256(stringToHex(qualifiedName)).slice(2, 36) }$__`;
  if (!bytecode.includes(placeholder)) throw new CompileError(`the bytecode does not link ${ qualifiedName }`);
  return bytecode.split(placeholder).join(address.slice(2).toLowerCase()) as Hex;
}

/** Where the cached files of one contract live. */
export function getArtifactPaths(name: DemoContractName, buildDir: string = BUILD_DIR) {
  const dir = path.join(buildDir, 'contracts', name);
  return {
    dir,
    input: path.join(dir, 'input.json'),
    output: path.join(dir, 'output.json'),
    artifact: path.join(dir, 'artifact.json'),
  };
}

interface SolcOutput {
  errors?: Array<{ severity: 'error' | 'warning' | 'info'; formattedMessage: string }>;
  contracts?: Record<string, Record<string, {
    abi: Abi;
    evm: { bytecode: { object: string }; deployedBytecode: { object: string } };
  }>>;
}

interface SolcModule {
  version(): string;
  compile(input: string): string;
}

let solc: SolcModule | undefined;
// Note: solc-js is a large emscripten module; load it only when a build is stale.
function loadSolc(): SolcModule {
  solc ??= createRequire(__filename)('solc') as SolcModule;
  return solc;
}

const IMPORT_PATTERN = /^\s*import\s+(?:[^'"]*\sfrom\s+)?["']([^"']+)["']\s*;/gm;

/** Reads a source file and, recursively, every relative import it names. */
function collectSources(file: string, sources: Record<string, { content: string }> = {}) {
  const key = `contracts/${ file }`;
  if (sources[key]) return sources;
  const content = fs.readFileSync(path.join(CONTRACTS_DIR, file), 'utf8');
  sources[key] = { content };
  for (const match of content.matchAll(IMPORT_PATTERN)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
    collectSources(target, sources);
  }
  return sources;
}

/** Builds the exact standard-JSON input for one contract: its file plus its imports. */
export function buildStandardJsonInput(name: DemoContractName): StandardJsonInput {
  const spec: ContractSpec = DEMO_CONTRACTS[name];
  const sourcePath = `contracts/${ spec.file }`;
  const unsorted = collectSources(spec.file);
  // Sorted keys keep the input, and so its hash, independent of import order.
  const sources = Object.fromEntries(Object.keys(unsorted).sort().map((key) => [ key, unsorted[key] ]));
  return {
    language: 'Solidity',
    sources,
    settings: {
      optimizer: { enabled: spec.optimizer, runs: OPTIMIZER_RUNS },
      evmVersion: EVM_VERSION,
      outputSelection: { [sourcePath]: { [name]: [ 'abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'metadata' ] } },
    },
  };
}

function hashInput(input: StandardJsonInput): string {
  return createHash('sha256').update(SOLC_VERSION).update(JSON.stringify(input)).digest('hex');
}

/** `0.8.28+commit.7893614a.Emscripten.clang` → `v0.8.28+commit.7893614a`. */
function toLongVersion(raw: string): string {
  const match = /^(\d+\.\d+\.\d+\+commit\.[0-9a-f]+)/.exec(raw);
  return `v${ match ? match[1] : raw }`;
}

/** Write-then-rename, so a concurrent reader (another test worker) never sees half a file. */
function writeAtomically(file: string, content: string): void {
  const temporary = `${ file }.${ process.pid }.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

function compile(name: DemoContractName, input: StandardJsonInput, inputHash: string, buildDir: string): Artifact {
  const compiler = loadSolc();
  const outputJson = compiler.compile(JSON.stringify(input));
  const output = JSON.parse(outputJson) as SolcOutput;
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error');
  if (errors.length > 0) {
    throw new CompileError(`solc failed to compile ${ name }`, { meta: errors.map((entry) => entry.formattedMessage) });
  }
  const sourcePath = `contracts/${ DEMO_CONTRACTS[name].file }`;
  const contract = output.contracts?.[sourcePath]?.[name];
  if (!contract) {
    throw new CompileError(`solc produced no output for ${ name }`, { meta: [ `expected ${ sourcePath }:${ name }` ] });
  }
  const artifact: Artifact = {
    contractName: name,
    sourcePath,
    compilerVersion: toLongVersion(compiler.version()),
    abi: contract.abi,
    bytecode: `0x${ contract.evm.bytecode.object }`,
    deployedBytecode: `0x${ contract.evm.deployedBytecode.object }`,
    standardJsonInput: input,
    inputHash,
  };
  const paths = getArtifactPaths(name, buildDir);
  fs.mkdirSync(paths.dir, { recursive: true });
  writeAtomically(paths.input, JSON.stringify(input, null, 2));
  writeAtomically(paths.output, outputJson);
  // The artifact goes last: its presence with a matching hash marks a complete build.
  writeAtomically(paths.artifact, JSON.stringify(artifact));
  return artifact;
}

function readCached(name: DemoContractName, inputHash: string, buildDir: string): Artifact | undefined {
  const paths = getArtifactPaths(name, buildDir);
  try {
    const cached = JSON.parse(fs.readFileSync(paths.artifact, 'utf8')) as Artifact;
    return cached.inputHash === inputHash && fs.existsSync(paths.input) ? cached : undefined;
  } catch {
    return undefined;
  }
}

const memo = new Map<string, Artifact>();

/** Loads the cached build of `name` or compiles it; `compiled` tells which happened. */
function loadOrCompile(name: DemoContractName, buildDir: string): { artifact: Artifact; compiled: boolean } {
  if (!Object.hasOwn(DEMO_CONTRACTS, name)) {
    throw new UnknownContractError(`no demo contract named ${ String(name) }`, { meta: DEMO_CONTRACT_NAMES });
  }
  const input = buildStandardJsonInput(name);
  const inputHash = hashInput(input);
  const cached = readCached(name, inputHash, buildDir);
  const artifact = cached ?? compile(name, input, inputHash, buildDir);
  memo.set(`${ buildDir }:${ name }`, artifact);
  return { artifact, compiled: !cached };
}

/**
 * Returns the compiled artifact of a demo contract, compiling it first when the cached
 * build is missing or its sources or settings changed.
 * @dev Synchronous on purpose: solc-js compiles synchronously anyway, and callers
 * (deploy code, tests) read artifacts at setup time. Within one process the first
 * answer per contract is kept; use {@link compileAll} to pick up edited sources.
 */
export function getArtifact(name: DemoContractName, options: { buildDir?: string } = {}): Artifact {
  const buildDir = options.buildDir ?? BUILD_DIR;
  return memo.get(`${ buildDir }:${ name }`) ?? loadOrCompile(name, buildDir).artifact;
}

/** Compiles (or loads from cache) every demo contract; `compiledCount` counts fresh builds. */
export function compileAll(options: { buildDir?: string } = {}): { artifacts: Artifact[]; compiledCount: number } {
  const buildDir = options.buildDir ?? BUILD_DIR;
  const results = DEMO_CONTRACT_NAMES.map((name) => loadOrCompile(name, buildDir));
  return { artifacts: results.map((result) => result.artifact), compiledCount: results.filter((result) => result.compiled).length };
}
