/**
 * A verification request (GUIDE §5.2) read into one shape for every method: the
 * standard-JSON input to compile plus what the comparison needs. Everything the user
 * sends is checked here (the sources by sources.ts, the same for every method), before
 * anything runs; a bad value throws a {@link VerificationError} that names its field.
 */
import { CONTRACT_LICENSE_TYPES, type SmartContractVerificationMethod } from '../../types/api/contract';
import { ADDRESS_HASH_PATTERN } from '../../types/hashes';
import { VerificationError, VerificationRequestError } from './errors';
import { checkSourceName, checkSources, DEFAULT_SOURCE_LIMITS, MAX_SOURCE_BYTES, type SourceLimits } from './sources';

/** The methods this instance runs (no Vyper compiler, no Sourcify). */
export const VERIFICATION_METHODS = [ 'flattened-code', 'standard-input', 'multi-part' ] as const satisfies readonly SmartContractVerificationMethod[];
export type VerificationMethod = typeof VERIFICATION_METHODS[number];

/** Licence keys and numbers, as Blockscout lists them (declared once, in types/api/contract.ts). */
export const LICENSE_TYPES: Readonly<Record<string, number>> = CONTRACT_LICENSE_TYPES;

const MAX_RUNS = 2 ** 32 - 1;
const DEFAULT_RUNS = 200;
const COMPILER_VERSION = /^v\d+\.\d+\.\d+\+commit\.[0-9a-f]{8}$/;
const HEX = /^(0x)?([0-9a-fA-F]{2})*$/;
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A file of a multipart request (or of a JSON body's `files` object). */
export interface UploadedFile {
  field: string;
  filename: string;
  content: string;
}

/** The body as the route hands it over: plain fields and files. */
export interface RawRequest {
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/** Solidity standard-JSON input (the parts we read or set). */
export interface StandardJsonInput {
  language: 'Solidity';
  sources: Record<string, { content: string }>;
  settings: Record<string, unknown> & { outputSelection?: unknown };
}

/** A checked request, ready to compile. */
export interface VerificationRequest {
  method: VerificationMethod;
  compilerVersion: string;
  input: StandardJsonInput;
  /** The contract to match, when the user named it (`Name`, or file `path` too). */
  contractName: string | null;
  contractPath: string | null;
  /**
   * Library name (or `file:Name`) → address (lower case), linked into the compiled code: the
   * `libraries` field and a standard-JSON input's `settings.libraries`.
   */
  libraries: Record<string, string>;
  /** Given constructor arguments (hex without 0x), checked against the chain when autodetection is off. */
  constructorArgs: string | null;
  autodetectConstructorArgs: boolean;
  licenseType: string | null;
  evmVersion: string | null;
  /** The field the sources came in, named by a bytecode mismatch. */
  sourceField: 'source_code' | 'files';
}

function text(fields: Record<string, unknown>, name: string, options: { required?: boolean; max?: number } = {}): string | null {
  const value = fields[name];
  if (value === undefined || value === null || value === '') {
    if (options.required) throw new VerificationError(name, 'is required');
    return null;
  }
  if (typeof value !== 'string') throw new VerificationError(name, 'expected a string');
  if (value.length > (options.max ?? 1000)) throw new VerificationError(name, `longer than ${ options.max ?? 1000 } characters`);
  return value;
}

function bool(fields: Record<string, unknown>, name: string, fallback: boolean): boolean {
  const value = fields[name];
  if (value === undefined || value === null || value === '') return fallback;
  if (value === true || value === 'true' || value === 'on' || value === '1') return true;
  if (value === false || value === 'false' || value === 'off' || value === '0') return false;
  throw new VerificationError(name, 'expected true or false');
}

function runs(fields: Record<string, unknown>): number {
  const value = fields.optimization_runs;
  if (value === undefined || value === null || value === '') return DEFAULT_RUNS;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(number) || number < 0 || number > MAX_RUNS) throw new VerificationError('optimization_runs', `expected an integer from 0 to ${ MAX_RUNS }`);
  return number;
}

function compilerVersion(fields: Record<string, unknown>): string {
  const value = text(fields, 'compiler_version', { required: true, max: 100 })!;
  if (!COMPILER_VERSION.test(value)) throw new VerificationError('compiler_version', 'expected a version such as v0.8.28+commit.7893614a');
  return value;
}

function licenseType(fields: Record<string, unknown>): string | null {
  const value = fields.license_type;
  if (value === undefined || value === null || value === '') return null;
  const key = typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))
    ? Object.keys(LICENSE_TYPES).find((name) => LICENSE_TYPES[name] === Number(value))
    : typeof value === 'string' && Object.hasOwn(LICENSE_TYPES, value) ? value : undefined;
  if (!key) throw new VerificationError('license_type', `expected one of ${ Object.keys(LICENSE_TYPES).join(', ') }`);
  return key;
}

function constructorArgs(fields: Record<string, unknown>): string | null {
  const value = text(fields, 'constructor_args', { max: MAX_SOURCE_BYTES });
  if (value === null) return null;
  if (!HEX.test(value)) throw new VerificationError('constructor_args', 'expected hex bytes');
  return value.replace(/^0x/, '').toLowerCase();
}

/** `{Name: address}` as an object or as its JSON text. */
function libraries(fields: Record<string, unknown>): Record<string, string> {
  let value = fields.libraries;
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new VerificationError('libraries', 'expected a JSON object of library name to address');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new VerificationError('libraries', 'expected an object of library name to address');
  const result: Record<string, string> = {};
  for (const [ name, address ] of Object.entries(value)) {
    const bare = name.includes(':') ? name.slice(name.lastIndexOf(':') + 1) : name;
    if (!IDENTIFIER.test(bare) || name.length > 300) throw new VerificationError('libraries', `"${ name.slice(0, 50) }" is not a library name`);
    if (typeof address !== 'string' || !ADDRESS_HASH_PATTERN.test(address)) throw new VerificationError('libraries', `the address of ${ name } must be 0x followed by 40 hex digits`);
    result[name] = address.toLowerCase();
  }
  return result;
}

/**
 * Standard JSON's `settings.libraries` (`{file: {Name: address}}`, what hardhat-verify and
 * forge send) as `{"file:Name": address}`, so the verifier links them like the `libraries` field.
 */
function librariesInSettings(settings: Record<string, unknown>): Record<string, string> {
  const value = settings.libraries;
  if (value === undefined || value === null) return {};
  const invalid = () => new VerificationError('files', 'settings.libraries must map each source file to {LibraryName: address}');
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid();
  const result: Record<string, string> = {};
  for (const [ file, byName ] of Object.entries(value)) {
    if (byName === null || typeof byName !== 'object' || Array.isArray(byName)) throw invalid();
    Object.assign(result, libraries({ libraries: Object.fromEntries(Object.entries(byName).map(([ name, address ]) => [ `${ file }:${ name }`, address ])) }));
  }
  return result;
}

function evmVersion(fields: Record<string, unknown>): string | null {
  const value = text(fields, 'evm_version', { max: 40 });
  if (value === null || value === 'default') return null;
  if (!/^[A-Za-z]+$/.test(value)) throw new VerificationError('evm_version', 'expected an EVM version name such as cancun');
  return value;
}

/** The last contract declared in a flattened file: its usual main contract. */
function lastContractName(source: string): string | null {
  const names = [ ...source.matchAll(/^\s*(?:abstract\s+)?contract\s+([A-Za-z_$][A-Za-z0-9_$]*)/gm) ].map((match) => match[1]);
  return names.at(-1) ?? null;
}

function contractName(fields: Record<string, unknown>): { name: string | null; path: string | null } {
  const value = text(fields, 'contract_name', { max: 400 });
  if (value === null) return { name: null, path: null };
  const colon = value.lastIndexOf(':');
  const name = colon >= 0 ? value.slice(colon + 1) : value;
  if (!IDENTIFIER.test(name)) throw new VerificationError('contract_name', 'expected a contract name, or path.sol:Name');
  return { name, path: colon >= 0 ? checkSourceName(value.slice(0, colon), 'contract_name') : null };
}

function settingsFrom(fields: Record<string, unknown>, evm: string | null): StandardJsonInput['settings'] {
  const enabled = bool(fields, 'is_optimization_enabled', false);
  return { optimizer: { enabled, runs: runs(fields) }, ...(evm ? { evmVersion: evm } : {}) };
}

/** The standard-JSON input of a `files[0]` upload, with field-level messages for what is wrong in it. */
function parseStandardInput(files: UploadedFile[]): StandardJsonInput {
  if (files.length === 0) throw new VerificationError('files', 'a standard JSON input file is required (files[0])');
  if (files.length > 1) throw new VerificationError('files', 'expected one standard JSON input file');
  let parsed: unknown;
  try {
    parsed = JSON.parse(files[0].content);
  } catch (error) {
    throw new VerificationError('files', `files[0] is not valid JSON: ${ (error as Error).message }`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new VerificationError('files', 'files[0] must be a JSON object');
  const json = parsed as Record<string, unknown>;
  if (json.language !== undefined && json.language !== 'Solidity') throw new VerificationError('files', 'only "language": "Solidity" is supported');
  if (typeof json.sources !== 'object' || json.sources === null || Array.isArray(json.sources) || Object.keys(json.sources).length === 0) {
    throw new VerificationError('files', 'files[0] must have a "sources" object');
  }
  const sources = Object.fromEntries(Object.entries(json.sources as Record<string, unknown>).map(([ key, source ]) => {
    const content = (source as { content?: unknown } | null)?.content;
    if (typeof content !== 'string') throw new VerificationError('files', `sources[${ JSON.stringify(key.slice(0, 100)) }] has no "content" text (URLs are not fetched)`);
    return [ key, { content } ];
  }));
  const settings = json.settings ?? {};
  if (typeof settings !== 'object' || settings === null || Array.isArray(settings)) throw new VerificationError('files', '"settings" must be an object');
  return { language: 'Solidity', sources, settings: { ...settings as Record<string, unknown> } };
}

/** The uploaded files by name; their names pass the checks of every method later (sources.ts). */
function uploadedSources(files: UploadedFile[]): StandardJsonInput['sources'] {
  if (files.length === 0) throw new VerificationError('files', 'at least one .sol file is required (files[0], files[1], …)');
  const names = new Set<string>();
  return Object.fromEntries(files.map((file) => {
    const key = file.filename || file.field;
    if (!key.endsWith('.sol')) throw new VerificationError('files', `${ JSON.stringify(key.slice(0, 60)) } is not a .sol file`);
    if (names.has(key)) throw new VerificationError('files', `${ JSON.stringify(key.slice(0, 60)) } is given twice`);
    names.add(key);
    return [ key, { content: file.content } ];
  }));
}

/** Reads a request of `method` (any string from the path) into a {@link VerificationRequest}. */
export function parseVerificationRequest(method: string, raw: RawRequest, limits: SourceLimits = DEFAULT_SOURCE_LIMITS): VerificationRequest {
  if (!(VERIFICATION_METHODS as readonly string[]).includes(method)) {
    throw new VerificationRequestError(422, `Unsupported verification method "${ method.slice(0, 40) }": expected one of ${ VERIFICATION_METHODS.join(', ') }`);
  }
  const { fields } = raw;
  const version = compilerVersion(fields);
  const common = {
    compilerVersion: version,
    libraries: libraries(fields),
    constructorArgs: constructorArgs(fields),
    autodetectConstructorArgs: bool(fields, 'autodetect_constructor_args', true),
    licenseType: licenseType(fields),
  };
  const name = contractName(fields);
  switch (method as VerificationMethod) {
    case 'flattened-code': {
      const source = text(fields, 'source_code', { required: true, max: Number.MAX_SAFE_INTEGER })!;
      const evm = evmVersion(fields);
      const file = `${ name.name ?? lastContractName(source) ?? 'Contract' }.sol`;
      const sources = { [file]: { content: source } };
      const settings = settingsFrom(fields, evm);
      checkSources({ sources, settings }, 'source_code', limits);
      return { ...common, method: 'flattened-code', input: { language: 'Solidity', sources, settings },
        contractName: name.name, contractPath: file, evmVersion: evm, sourceField: 'source_code' };
    }
    case 'standard-input': {
      const input = parseStandardInput(raw.files);
      checkSources(input, 'files', limits);
      const evm = typeof input.settings.evmVersion === 'string' ? input.settings.evmVersion : null;
      return { ...common, libraries: { ...librariesInSettings(input.settings), ...common.libraries }, method: 'standard-input', input,
        contractName: name.name, contractPath: name.path, evmVersion: evm, sourceField: 'files' };
    }
    case 'multi-part': {
      const sources = uploadedSources(raw.files);
      const evm = evmVersion(fields);
      const settings = settingsFrom(fields, evm);
      checkSources({ sources, settings }, 'files', limits);
      return { ...common, method: 'multi-part', input: { language: 'Solidity', sources, settings },
        contractName: name.name, contractPath: name.path, evmVersion: evm, sourceField: 'files' };
    }
  }
}
