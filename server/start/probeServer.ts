/**
 * `/health`, `/ready` and `/metrics` for a process that runs the indexer without the API (the
 * API serves its own): the same route files (server/api/routes/health.ts, metrics.ts) on a bare
 * Fastify at `INDEXER_HOST:INDEXER_PORT`, so an orchestrator checks and scrapes the indexer
 * role like the others.
 */
import Fastify from 'fastify';

import probeRoutes from '../api/routes/health';
import metricsRoutes from '../api/routes/metrics';
import { collectProcessMetrics } from '../common/metrics';
import { decorateDatabase } from '../api/plugins/database';
import type { RouteServices } from '../api/routeServices';
import type { Database } from '../db';

export interface ProbeServer {
  url: string;
  close(): Promise<void>;
}

export async function startProbeServer(options: { db: Database; host: string; port: number }): Promise<ProbeServer> {
  const app = Fastify({ logger: false });
  decorateDatabase(app, options.db);
  // The probe routes read the database only; they get no other service.
  collectProcessMetrics();
  await app.register(probeRoutes, { services: {} as RouteServices });
  await app.register(metricsRoutes, { services: {} as RouteServices });
  const address = await app.listen({ host: options.host, port: options.port });
  return { url: address, close: () => app.close() };
}
