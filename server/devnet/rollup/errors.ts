/**
 * The rollup demo's errors, one class per failure, below the devnet's base class.
 */
import { DevnetError } from '../errors';

/** A batch could not be encoded in OP's format (a transaction type span batches lack). Fatal for that block. */
export class BatchEncodingError extends DevnetError {
  override name = 'BatchEncodingError';
}

/** A demo transaction was mined with status 0, or the demo was asked for something it cannot do. */
export class RollupDemoError extends DevnetError {
  override name = 'RollupDemoError';
}
