/**
 * Devnet errors: one class per failure, so callers branch on class, not message.
 */
import { ServerError } from '../common/errors';

/** Base class of every devnet error. */
export class DevnetError extends ServerError {
  override name = 'DevnetError';
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
