/** `GET /metrics`: the process's figures in Prometheus's text format (server/common/metrics.ts). */
import { METRICS_CONTENT_TYPE, metricsRegistry } from '../../common/metrics';
import type { RoutePlugin } from '../routeServices';

const metricsRoutes: RoutePlugin = async(app) => {
  app.get('/metrics', async(_request, reply) => {
    reply.type(METRICS_CONTENT_TYPE);
    return metricsRegistry.metrics();
  });
};

export default metricsRoutes;
