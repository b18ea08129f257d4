/**
 * Verification from Solidity metadata, as Sourcify does it (Etherscan's `verify_via_sourcify`,
 * the Sourcify-compatible `/api/sourcify`): the uploaded metadata (the `metadata.json` solc
 * writes and Sourcify keeps) and source files become the standard-JSON input that compiled
 * the contract, for the engine's `standard-input` method. Sources are matched to the metadata
 * by their keccak256, as Sourcify matches them, so the uploaded files may have any names.
 */
import path from 'node:path';

import { keccak256 } from 'viem';

import { VerificationRequestError } from './errors';
import type { UploadedFile } from './request';

const RELEASE_VERSION = /^\d+\.\d+\.\d+\+commit\.[0-9a-f]{8}$/;
/** Missing files named in a refusal; the rest are counted. */
const NAMED_MISSING = 5;

/** The parts of solc's metadata that the compilation needs. */
interface SolidityMetadata {
  language?: unknown;
  compiler?: { version?: unknown };
  settings?: Record<string, unknown> & { compilationTarget?: unknown; libraries?: unknown };
  sources?: Record<string, { keccak256?: unknown; content?: unknown }>;
}

export interface MetadataCompilation {
  /** `v0.8.28+commit.7893614a`, as the engine names releases. */
  compilerVersion: string;
  /** `path:Name` of the compilation target. */
  contractName: string;
  /** The standard-JSON input, as text. */
  input: string;
  /** Libraries the metadata names (`path:Name` → address), as JSON text for the engine. */
  libraries: string;
}

function refuse(message: string): never {
  throw new VerificationRequestError(422, message);
}

function parseMetadata(file: UploadedFile): SolidityMetadata | null {
  try {
    const parsed = JSON.parse(file.content) as unknown;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const candidate = parsed as SolidityMetadata;
    return candidate.compiler && candidate.settings && candidate.sources ? candidate : null;
  } catch {
    return null;
  }
}

/** The metadata's `{"path:Name": address}` as standard JSON's `{path: {Name: address}}`. */
function standardLibraries(libraries: Record<string, string>): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const [ key, address ] of Object.entries(libraries)) {
    const colon = key.lastIndexOf(':');
    const file = colon >= 0 ? key.slice(0, colon) : '';
    (result[file] ??= {})[colon >= 0 ? key.slice(colon + 1) : key] = address;
  }
  return result;
}

const hashOf = (content: string) => keccak256(Buffer.from(content, 'utf8'));

/** Reads the metadata among `files` and gathers its sources; a refusal says what is missing. */
export function compilationFromMetadata(files: UploadedFile[]): MetadataCompilation {
  let metadata: SolidityMetadata | null = null;
  let metadataFile: UploadedFile | undefined;
  for (const file of files) {
    metadata = parseMetadata(file);
    if (metadata) {
      metadataFile = file;
      break;
    }
  }
  if (!metadata) refuse('No metadata file among the uploaded files: add the metadata.json solc wrote for the contract (its "metadata" output)');
  if (metadata.language !== 'Solidity') refuse(`Only Solidity metadata can be verified here; this metadata is for ${ String(metadata.language).slice(0, 40) }`);

  const version = metadata.compiler?.version;
  if (typeof version !== 'string' || !RELEASE_VERSION.test(version)) refuse('metadata.json: compiler.version is not a solc release such as 0.8.28+commit.7893614a');
  const { compilationTarget, libraries = {}, ...settings } = metadata.settings ?? {};
  const targets = compilationTarget && typeof compilationTarget === 'object' ? Object.entries(compilationTarget) : [];
  if (targets.length !== 1 || typeof targets[0][1] !== 'string') refuse('metadata.json: settings.compilationTarget must name one contract');
  if (typeof libraries !== 'object' || libraries === null || Object.values(libraries).some((address) => typeof address !== 'string')) {
    refuse('metadata.json: settings.libraries must map library names to addresses');
  }

  // Uploaded sources by keccak256, then by name, for metadata whose hashes are missing.
  const uploads = files.filter((file) => file !== metadataFile);
  const byHash = new Map(uploads.map((file) => [ hashOf(file.content), file.content ]));
  const byName = new Map(uploads.flatMap((file) => [ file.filename, path.posix.basename(file.filename) ].map((name) => [ name, file.content ])));
  const sources: Record<string, { content: string }> = {};
  const missing: string[] = [];
  for (const [ sourcePath, source ] of Object.entries(metadata.sources ?? {})) {
    const literal = typeof source?.content === 'string' ? source.content : undefined;
    const hash = typeof source?.keccak256 === 'string' ? source.keccak256.toLowerCase() : undefined;
    const content = literal ?? (hash ? byHash.get(hash as `0x${ string }`) : undefined) ??
      (hash ? undefined : byName.get(sourcePath) ?? byName.get(path.posix.basename(sourcePath)));
    if (content === undefined) missing.push(sourcePath);
    else sources[sourcePath] = { content };
  }
  if (missing.length > 0) {
    const more = missing.length > NAMED_MISSING ? ` and ${ missing.length - NAMED_MISSING } more` : '';
    refuse(`Source files missing (none of the uploaded files has the keccak256 that metadata.json gives): ${ missing.slice(0, NAMED_MISSING).join(', ') }${ more }`);
  }
  if (Object.keys(sources).length === 0) refuse('metadata.json lists no sources');

  const linked = libraries as Record<string, string>;
  const input = { language: 'Solidity', sources,
    settings: { ...settings, ...(Object.keys(linked).length > 0 ? { libraries: standardLibraries(linked) } : {}) } };
  return {
    compilerVersion: `v${ version }`,
    contractName: `${ targets[0][0] }:${ targets[0][1] as string }`,
    input: JSON.stringify(input),
    libraries: JSON.stringify(linked),
  };
}
