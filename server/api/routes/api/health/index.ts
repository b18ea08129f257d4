/** Blockscout's names for the probes: `/api/health/liveness` and `/api/health/readiness` (lib/probes.ts). */
import { liveness, readiness } from '../../../lib/probes';
import type { RoutePlugin } from '../../../routeServices';

const healthRoutes: RoutePlugin = async(app) => {
  app.get('/liveness', liveness);
  app.get('/readiness', async(_request, reply) => readiness(app.db, reply));
};

export default healthRoutes;
