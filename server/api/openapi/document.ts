/**
 * Builds the OpenAPI 3.1 document of the routes the app really registered, so it cannot
 * drift from the server: paths, methods and path parameters come from the routes
 * themselves; query parameters, bodies and response shapes from a route's Fastify schema
 * where it has one; summaries and the query parameters of schema-less routes from
 * `catalog.ts`. Pure: routes in, document out.
 */
import { OPERATION_CATALOG, type OperationDoc } from './catalog';

/** What `onRoute` tells about one route (the part the document needs). */
export interface RegisteredRoute {
  method: string | ReadonlyArray<string>;
  url: string;
  schema?: RouteSchema;
}

type JsonSchema = Record<string, unknown>;

interface RouteSchema {
  hide?: boolean;
  summary?: string;
  description?: string;
  querystring?: JsonSchema;
  params?: JsonSchema;
  body?: JsonSchema;
  response?: Record<string, JsonSchema>;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  'x-extension'?: true;
}

interface Operation {
  operationId: string;
  /** Left out where nothing is known beyond the method and path, which Swagger UI shows anyway. */
  summary?: string;
  description?: string;
  tags: Array<string>;
  parameters: Array<Parameter>;
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string; description: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

/** Methods worth documenting; HEAD and OPTIONS are Fastify's and CORS's own. */
const DOCUMENTED_METHODS = new Set([ 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ]);

/** Browser sign-in redirects, not an API. */
const UNDOCUMENTED_PREFIXES = [ '/auth/' ];

const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };

/**
 * Fastify's route syntax to OpenAPI's: `:hash` → `{hash}`, `::` (an escaped colon, as in
 * `solidity:visualize-contracts`) → `:`, `*` → `{wildcard}`; no trailing slash (Fastify
 * registers both spellings of a few paths).
 */
export function toOpenApiPath(url: string): string {
  const path = url
    .replace(/::/g, '\u0000')
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)(\([^)]*\))?/g, '{$1}')
    .replace(/\*/g, '{wildcard}')
    .replace(/\u0000/g, ':');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function pathParamNames(path: string): Array<string> {
  return [ ...path.matchAll(/\{([^}]+)\}/g) ].map((match) => match[1]);
}

/** The group an operation is listed under in Swagger UI. */
export function tagOf(path: string): string {
  if (path === '/api' || path === '/api/v1') return 'etherscan-rpc';
  if (/^\/api(\/v1)?\/eth-rpc$/.test(path)) return 'eth-rpc';
  if (path.startsWith('/api/v1/graphql')) return 'graphql';
  if (/^\/api\/v1\/[\w-]+-csv$/.test(path)) return 'csv-export';
  if (/^\/api\/v1\/(counters|lines|pages)(\/|$)/.test(path)) return 'stats-service';
  if (path.startsWith('/api/account/')) return 'account';
  if (path.startsWith('/api/health/') || path === '/health' || path === '/ready') return 'health';
  const versioned = /^\/api\/v[12]\/([^/]+)/.exec(path);
  if (versioned) return versioned[1].replace(/\.json$/, '');
  return path.split('/')[1] || 'other';
}

function operationId(method: string, path: string): string {
  const words = path.split('/').filter(Boolean).map((part) => part.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+/g, '_'));
  return [ method.toLowerCase(), ...words ].join('_');
}

function queryParameters(schema: RouteSchema | undefined, doc: OperationDoc | undefined): Array<Parameter> {
  const parameters = new Map<string, Parameter>();
  const properties = (schema?.querystring?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.querystring?.required ?? []) as Array<string>);
  for (const [ name, property ] of Object.entries(properties)) {
    parameters.set(name, { name, in: 'query', required: required.has(name), schema: property });
  }
  for (const [ name, param ] of Object.entries(doc?.query ?? {})) {
    const fromSchema = parameters.get(name);
    parameters.set(name, {
      name,
      in: 'query',
      required: Boolean(param.required) || Boolean(fromSchema?.required),
      description: param.description,
      schema: fromSchema?.schema ?? (param.enum ? { type: 'string', enum: [ ...param.enum ] } : { type: 'string' }),
      ...(param.extension ? { 'x-extension': true as const } : {}),
    });
  }
  return [ ...parameters.values() ];
}

function responses(method: string, schema: RouteSchema | undefined, hasParams: boolean): Operation['responses'] {
  const declared = schema?.response ?? {};
  const result: Operation['responses'] = {};
  const ok = Object.keys(declared).find((code) => /^2/.test(code));
  // Fastify accepts `2xx`; OpenAPI spells ranges `2XX`.
  result[(ok ?? '200').toUpperCase()] = { description: 'OK', content: { 'application/json': { schema: ok ? declared[ok] : {} } } };
  for (const [ code, body ] of Object.entries(declared)) {
    if (code === ok) continue;
    result[code.toUpperCase()] = { description: 'Error', content: { 'application/json': { schema: body } } };
  }
  if (Object.keys(declared).length === 0) {
    if (hasParams) result['404'] = { description: 'Not found', content: { 'application/json': { schema: ERROR_REF } } };
    if (hasParams || method !== 'GET') result['422'] = { description: 'Invalid input', content: { 'application/json': { schema: ERROR_REF } } };
  }
  return result;
}

function buildOperation(method: string, path: string, schema: RouteSchema | undefined): Operation {
  const doc = OPERATION_CATALOG[`${ method } ${ path }`];
  const pathDescriptions = (schema?.params?.properties ?? {}) as Record<string, JsonSchema>;
  const parameters: Array<Parameter> = [
    ...pathParamNames(path).map((name): Parameter => ({
      name, in: 'path', required: true, schema: pathDescriptions[name] ?? { type: 'string' },
    })),
    ...queryParameters(schema, doc),
  ];
  const description = [ doc?.description ?? schema?.description,
    doc?.paged ? 'A page of 50; to get the next one, send the answer\'s `next_page_params` back as query parameters.' : undefined,
  ].filter(Boolean).join('\n\n');
  const summary = doc?.summary ?? schema?.summary;
  return {
    operationId: operationId(method, path),
    ...(summary ? { summary } : {}),
    ...(description ? { description } : {}),
    tags: [ tagOf(path) ],
    parameters,
    ...(schema?.body ? { requestBody: { required: true, content: { 'application/json': { schema: schema.body } } } } : {}),
    responses: responses(method, schema, parameters.length > 0),
  };
}

export interface DocumentOptions {
  version: string;
}

export function buildOpenApiDocument(routes: ReadonlyArray<RegisteredRoute>, { version }: DocumentOptions): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (route.schema?.hide) continue;
    const path = toOpenApiPath(route.url);
    if (UNDOCUMENTED_PREFIXES.some((prefix) => path.startsWith(prefix))) continue;
    for (const method of [ route.method ].flat()) {
      if (!DOCUMENTED_METHODS.has(method)) continue;
      const operations = paths[path] ??= {};
      // `/api` and `/api/` are one path: the first registration describes it.
      operations[method.toLowerCase()] ??= buildOperation(method, path, route.schema);
    }
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([ a ], [ b ]) => a.localeCompare(b)));
  const tags = [ ...new Set(Object.values(sorted).flatMap((operations) => Object.values(operations).flatMap((op) => op.tags))) ].sort();
  return {
    openapi: '3.1.0',
    info: {
      title: 'QNM Explorer API',
      version,
      description: 'The REST API of this explorer (Blockscout-compatible), its Etherscan-compatible RPC API and its services. ' +
        'Generated from the routes the server registers.',
    },
    servers: [ { url: '/', description: 'this API' } ],
    tags: tags.map((name) => ({ name })),
    paths: sorted,
    components: {
      schemas: {
        ErrorResponse: { type: 'object', required: [ 'message' ], properties: { message: { type: 'string' } } },
      },
    },
  };
}
