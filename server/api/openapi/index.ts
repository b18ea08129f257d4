/**
 * The API's own OpenAPI document at `GET /api/v2/openapi.json` (the frontend's /api-docs
 * renders it with Swagger UI). Two parts, because of Fastify's plugin order:
 * {@link collectRoutes} must see every route, so it is installed right after the
 * instance is made; the route (routes/api/v2/openapi.ts) gets CORS like any route.
 */
import type { FastifyInstance } from 'fastify';

import type { RegisteredRoute } from './document';

declare module 'fastify' {
  /** What a route's schema may add for the document (the names @fastify/swagger uses). */
  interface FastifySchema {
    /** Leave the route out of the document. */
    hide?: boolean;
    summary?: string;
    description?: string;
  }
}

export const OPENAPI_PATH = '/api/v2/openapi.json';

/** Routes as they are registered; read once the app is ready. */
export function collectRoutes(app: FastifyInstance): Array<RegisteredRoute> {
  const routes: Array<RegisteredRoute> = [];
  app.addHook('onRoute', (route) => {
    routes.push({ method: route.method, url: route.url, schema: route.schema as RegisteredRoute['schema'] });
  });
  return routes;
}
