/**
 * Liveness and readiness for load balancers and orchestrators. Live: the process
 * answers. Ready: it can serve, i.e. its database answers; false (503) while the
 * database is down, so traffic goes elsewhere until it is back. Served at `/health` and
 * `/ready`, and at Blockscout's `/api/health/liveness` and `/api/health/readiness`.
 */
import type { FastifyPluginAsync } from 'fastify';

/** A probe slower than this counts as down: an orchestrator must not hang on us. */
const PROBE_TIMEOUT_MS = 2000;

export interface ReadinessReport {
  ready: boolean;
  database: 'up' | 'down';
  message?: string;
}

export const healthRoutes: FastifyPluginAsync = async(app) => {
  const live = async() => ({ status: 'ok' });
  const ready = async(_request: unknown, reply: { code(status: number): unknown }): Promise<ReadinessReport> => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        app.db.query('SELECT 1'),
        new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('no answer within 2 s')), PROBE_TIMEOUT_MS); }),
      ]);
      return { ready: true, database: 'up' };
    } catch (error) {
      reply.code(503);
      return { ready: false, database: 'down', message: `The database is not reachable: ${ (error as Error).message }` };
    } finally {
      clearTimeout(timer);
    }
  };
  app.get('/health', live);
  app.get('/api/health/liveness', live);
  app.get('/ready', ready);
  app.get('/api/health/readiness', ready);
};
