/**
 * The checks every verification input passes, whichever method built it (flattened code,
 * multi-part files, standard JSON, an uploaded metadata.json): how many sources and how
 * large, a budget for the slow viaIR pipeline, and what the sources are named. Names are
 * refused, never rewritten: a standard-JSON key is part of the metadata the bytecode
 * commits to, and the stored name is served to tools that write files by it.
 */
import { findNulCharacter } from '../http/params';
import { VerificationError } from './errors';

export interface SourceLimits {
  /** Sources in one input. */
  maxSources: number;
  /** UTF-8 bytes of all sources together. */
  maxSourceBytes: number;
  /** The same with `settings.viaIR`: the IR pipeline compiles many times slower. */
  maxViaIrSourceBytes: number;
}

/** Sources larger than this in total are refused; the largest real contracts are far smaller. */
export const MAX_SOURCE_BYTES = 10 * 1024 * 1024;

/** Room for real projects (hardhat-verify sends a contract's dependencies only); 20,000 are refused. */
export const DEFAULT_SOURCE_LIMITS: SourceLimits = {
  maxSources: 500,
  maxSourceBytes: MAX_SOURCE_BYTES,
  maxViaIrSourceBytes: 2 * 1024 * 1024,
};

const MAX_NAME_LENGTH = 300;

/** The parts of a standard-JSON input these checks read. */
interface Input {
  sources: Record<string, { content: string }>;
  settings: Record<string, unknown>;
}

/** What is wrong with `name` as a source path, or null: it must be relative, `/`-separated, without `..`. */
function nameProblem(name: string): string | null {
  if (name === '' || name.length > MAX_NAME_LENGTH) return `empty or longer than ${ MAX_NAME_LENGTH } characters`;
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'control characters';
  if (name.includes('\\')) return 'backslashes';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'an absolute path';
  if (name.split('/').some((part) => part === '' || part === '..')) return '".." or empty path segments';
  return null;
}

/** `name` when it is a usable source path; else a refusal naming `field`. */
export function checkSourceName(name: string, field: string): string {
  const problem = nameProblem(name);
  // JSON quoting shows control characters escaped.
  if (problem) throw new VerificationError(field, `${ JSON.stringify(name.slice(0, 60)) } is not a usable source file name (${ problem })`);
  return name;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;

/** Checks an input before anything runs; a refusal names `field`, the request field the sources came in. */
export function checkSources(input: Input, field: string, limits: SourceLimits = DEFAULT_SOURCE_LIMITS): void {
  const names = Object.keys(input.sources);
  if (names.length > limits.maxSources) throw new VerificationError(field, `at most ${ limits.maxSources } source files; this input has ${ names.length }`);
  for (const name of names) checkSourceName(name, field);
  const bytes = names.reduce((sum, name) => sum + Buffer.byteLength(input.sources[name].content), 0);
  if (bytes > limits.maxSourceBytes) throw new VerificationError(field, `sources are larger than ${ megabytes(limits.maxSourceBytes) } MB`);
  if (input.settings.viaIR === true && bytes > limits.maxViaIrSourceBytes) {
    throw new VerificationError(field, `viaIR inputs are limited to ${ megabytes(limits.maxViaIrSourceBytes) } MB of sources ` +
      `(this one has ${ megabytes(bytes) } MB): the IR pipeline would hold a compiler too long`);
  }
  // The database cannot store NUL; settings nested deeper than the search goes are refused with it.
  const withNul = names.find((name) => input.sources[name].content.includes('\u0000'));
  if (withNul !== undefined) throw new VerificationError(field, `${ JSON.stringify(withNul.slice(0, 60)) } contains a NUL character`);
  if (findNulCharacter(input.settings, 'settings') !== null) throw new VerificationError(field, 'the settings contain a NUL character or are nested too deeply');
}
