/**
 * The API's own OpenAPI document at `GET /api/v2/openapi.json` (the frontend's /api-docs
 * renders it with Swagger UI). Two parts, because of Fastify's plugin order:
 * {@link collectRoutes} must see every route, so it is installed right after the
 * instance is made; {@link openApiRoutes} must get CORS like any route, so it is
 * registered among the route plugins.
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

import { readBackendVersion } from '../lib/version';
import { buildOpenApiDocument, type OpenApiDocument, type RegisteredRoute } from './document';

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

export interface OpenApiRoutesOptions {
  routes: ReadonlyArray<RegisteredRoute>;
}

export const openApiRoutes: FastifyPluginAsync<OpenApiRoutesOptions> = async(app, { routes }) => {
  // Built on the first request: by then the app is ready and no route can be added.
  let document: OpenApiDocument | undefined;
  app.get(OPENAPI_PATH, async() => {
    document ??= buildOpenApiDocument(routes, { version: readBackendVersion() });
    return document;
  });
};
