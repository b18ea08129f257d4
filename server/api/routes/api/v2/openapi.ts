/** `GET /api/v2/openapi.json`: this API's own OpenAPI document, of every route the app registers (openapi/). */
import { readBackendVersion } from '../../../lib/version';
import { buildOpenApiDocument, type OpenApiDocument } from '../../../openapi/document';
import type { RoutePlugin } from '../../../routeServices';

const openApiRoutes: RoutePlugin = async(app, { services }) => {
  // Built on the first request: by then the app is ready and no route can be added.
  let document: OpenApiDocument | undefined;
  app.get('/openapi.json', async() => {
    document ??= buildOpenApiDocument(services.registeredRoutes, { version: readBackendVersion() });
    return document;
  });
};

export default openApiRoutes;
