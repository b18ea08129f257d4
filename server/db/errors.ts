/**
 * Database errors: one class per failure, so callers branch on class, not message.
 */
import { ServerError } from '../common/errors';

/** Base class of every database error. */
export class DatabaseError extends ServerError {
  override name = 'DatabaseError';
}

/** A migration failed; the schema is left at the last migration that succeeded. Not retryable: the migration must change. */
export class MigrationError extends DatabaseError {
  override name = 'MigrationError';

  constructor(message: string, options: { cause?: unknown; meta?: string[] } = {}) {
    super(message, { ...options, retryable: false });
  }
}

/** The database could not be reached or opened. Retryable: the server may come back. */
export class ConnectionError extends DatabaseError {
  override name = 'ConnectionError';
}

/** A statement failed; `label` names the operation that ran it. */
export class QueryError extends DatabaseError {
  override name = 'QueryError';
}
