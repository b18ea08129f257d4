/**
 * Devnet errors: one class per failure, so callers branch on class, not message.
 */

/** Base class for every devnet error; `meta` holds hints for the reader of the log. */
export class DevnetError extends Error {
  override name = 'DevnetError';
  readonly meta: string[];

  constructor(message: string, options: { cause?: unknown; meta?: string[] } = {}) {
    super(message, { cause: options.cause });
    this.meta = options.meta ?? [];
  }
}

/** solc reported errors for a demo contract. Fatal: the source must be fixed. */
export class CompileError extends DevnetError {
  override name = 'CompileError';
}

/** A deployment or setup transaction was not mined with status 1. */
export class DeployError extends DevnetError {
  override name = 'DeployError';
}

/** An artifact was asked for a contract that the build does not know. */
export class UnknownContractError extends DevnetError {
  override name = 'UnknownContractError';
}
