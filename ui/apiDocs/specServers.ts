/**
 * Points an OpenAPI document's "Try it out" at this instance's API. Our own document lists
 * full paths (`/api/v2/...`); Blockscout's published one lists them relative to `/api`
 * (`/v2/...`), so a configured document of that kind gets `/api` added to the base.
 */
interface SpecLike {
  paths?: Record<string, unknown>;
  [key: string]: unknown;
}

export function withApiServer<T extends SpecLike>(spec: T, apiBaseUrl: string): T {
  const paths = Object.keys(spec.paths ?? {});
  const fullPaths = paths.length === 0 || paths.some((path) => path === '/api' || path.startsWith('/api/'));
  const base = apiBaseUrl.replace(/\/+$/, '');
  return { ...spec, servers: [ { url: fullPaths ? base : `${ base }/api`, description: 'this explorer\'s API' } ] };
}
