/** `GET /health` (the process answers) and `GET /ready` (its database answers): lib/probes.ts. */
import { liveness, readiness } from '../lib/probes';
import type { RoutePlugin } from '../routeServices';

const probeRoutes: RoutePlugin = async(app) => {
  app.get('/health', liveness);
  app.get('/ready', async(_request, reply) => readiness(app.db, reply));
};

export default probeRoutes;
