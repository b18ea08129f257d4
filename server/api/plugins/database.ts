/**
 * The database on the app instance. The caller opened it and closes it (the indexer
 * may share it), so the app never closes it itself.
 */
import type { FastifyInstance } from 'fastify';

import type { Queryable } from '../../db';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where every repository reads from. */
    db: Queryable;
  }
}

/** Decorates the root instance, so every route plugin sees `app.db`. */
export function decorateDatabase(app: FastifyInstance, db: Queryable): void {
  app.decorate('db', db);
}
