/**
 * Liveness and readiness for load balancers and orchestrators. Live: the process
 * answers. Ready: it can serve, i.e. its database answers; false (503) while the
 * database is down, so traffic goes elsewhere until it is back. Served at `/health` and
 * `/ready` (routes/health.ts), and at Blockscout's `/api/health/liveness` and
 * `/api/health/readiness` (routes/api/health).
 */
import type { FastifyReply } from 'fastify';

import type { Queryable } from '../../db';

/** A probe slower than this counts as down: an orchestrator must not hang on us. */
const PROBE_TIMEOUT_MS = 2000;

export interface ReadinessReport {
  ready: boolean;
  database: 'up' | 'down';
  message?: string;
}

export async function liveness(): Promise<{ status: 'ok' }> {
  return { status: 'ok' };
}

/** Whether the database answers within {@link PROBE_TIMEOUT_MS}; 503 when not. */
export async function readiness(db: Queryable, reply: FastifyReply): Promise<ReadinessReport> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.query('SELECT 1'),
      new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('no answer within 2 s')), PROBE_TIMEOUT_MS); }),
    ]);
    return { ready: true, database: 'up' };
  } catch (error) {
    reply.code(503);
    return { ready: false, database: 'down', message: `The database is not reachable: ${ (error as Error).message }` };
  } finally {
    clearTimeout(timer);
  }
}
