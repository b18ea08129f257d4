/**
 * Checks a request's sources before any thread starts: how many files, how much text,
 * and file paths that cannot break out of a Graphviz label. sol2uml writes each path into
 * its DOT text unescaped, so a quote or a brace in a path could add DOT attributes (a
 * link, say) to the drawing; such paths are refused rather than escaped.
 */
import { VisualizerInputError } from './errors';

export interface SourceLimits {
  /** Sum of the files' UTF-8 sizes. */
  maxSourceBytes: number;
  maxFiles: number;
  maxPathLength: number;
}

/** Letters, digits and the punctuation of npm scopes and usual folder names. */
const SAFE_PATH = /^[\w@$.+~\-/ ]+$/;
/** Contract and file names are Solidity identifiers. */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${ (bytes / (1024 * 1024)).toFixed(1) } MB` : `${ Math.ceil(bytes / 1024) } KB`;
}

/**
 * Returns `sources` as a plain map after checking it against `limits`.
 * @throws {VisualizerInputError} naming the file or the limit.
 */
export function checkSources(sources: unknown, limits: SourceLimits): Record<string, string> {
  if (sources === null || typeof sources !== 'object' || Array.isArray(sources)) {
    throw new VisualizerInputError('sources must be an object of file path to Solidity source');
  }
  const entries = Object.entries(sources as Record<string, unknown>);
  if (entries.length === 0) throw new VisualizerInputError('sources must hold at least one file');
  if (entries.length > limits.maxFiles) {
    throw new VisualizerInputError(`sources hold ${ entries.length } files; at most ${ limits.maxFiles } are drawn`);
  }
  let total = 0;
  for (const [ path, text ] of entries) {
    if (typeof text !== 'string') throw new VisualizerInputError(`sources["${ path.slice(0, 100) }"] must be a string`);
    if (path.length > limits.maxPathLength) {
      throw new VisualizerInputError(`a file path is longer than ${ limits.maxPathLength } characters`);
    }
    if (!SAFE_PATH.test(path)) {
      throw new VisualizerInputError('file paths may hold only letters, digits, spaces and _ @ $ . + ~ - /');
    }
    total += Buffer.byteLength(text, 'utf8');
  }
  if (total > limits.maxSourceBytes) {
    throw new VisualizerInputError(`sources total ${ describeBytes(total) }; at most ${ describeBytes(limits.maxSourceBytes) } are drawn`);
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

/** A storage diagram's contract name (and file, which must be one of the sources). */
export function checkStorageTarget(sources: Record<string, string>, contractName: unknown, fileName: unknown): void {
  if (typeof contractName !== 'string' || !IDENTIFIER.test(contractName)) {
    throw new VisualizerInputError('contract_name must be the name of a contract in the sources');
  }
  if (fileName !== undefined && fileName !== null && fileName !== '' &&
    (typeof fileName !== 'string' || !Object.hasOwn(sources, fileName))) {
    throw new VisualizerInputError('file_name must be one of the paths in sources');
  }
}
