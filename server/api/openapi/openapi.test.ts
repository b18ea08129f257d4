/** @jest-environment node */
// The API's own OpenAPI document: complete, true to the routes, in line with Blockscout's paths.
import '../test/injectUnderJest';
import fs from 'node:fs';
import path from 'node:path';

import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';
import YAML from 'yaml';

import type { Database } from '../../db';
import { buildApp } from '../app';
import { testApiConfig } from '../test/config';
import { createSmallDatabase } from '../test/smallDatabase';
import { OPERATION_CATALOG } from './catalog';
import { toOpenApiPath, type OpenApiDocument } from './document';
import { OPENAPI_PATH } from './index';

const BLOCKSCOUT_SPEC = path.resolve(__dirname, '../../../../shared/api/blockscout-api-v2.yaml');

/**
 * `/api/v2` paths we serve that Blockscout's current document does not list, each with why.
 * A path missing from both here and Blockscout's document fails the test: a typo in a route
 * would otherwise go unnoticed.
 */
const OUR_V2_ADDITIONS: Record<string, string> = {
  '/api/v2/openapi.json': 'this document',
  '/api/v2/key': 'spec §2, §7: the client key a solved captcha buys on the 429 screen, which Blockscout\'s frontend posts to; not in its published document',
  '/api/v2/smart-contracts/{}/methods-read': 'GUIDE §5.3: removed from Blockscout in v8, our frontend still reads them',
  '/api/v2/smart-contracts/{}/methods-read-proxy': 'GUIDE §5.3',
  '/api/v2/smart-contracts/{}/methods-write': 'GUIDE §5.3',
  '/api/v2/smart-contracts/{}/methods-write-proxy': 'GUIDE §5.3',
  '/api/v2/smart-contracts/{}/query-read-method': 'GUIDE §5.3',
  '/api/v2/smart-contracts/verification/config': 'GUIDE §5.2, not in the generated document',
  '/api/v2/smart-contracts/{}/verification/via/{}': 'GUIDE §5.2, not in the generated document',
  '/api/v2/tokens/refetch-metadata': 'our operator endpoint for every stale token (README)',
  '/api/v2/tokens/{}/refetch-metadata': 'our operator endpoint for one token (README)',
};

/** A path template with its parameter names blanked, so `{hash}` and `{address_hash_param}` compare equal. */
const shape = (template: string) => template.replace(/\{[^}]+\}/g, '{}').replace(/(.)\/$/, '$1');

type BlockscoutOperation = { parameters?: Array<{ $ref?: string; name?: string; in?: string }> };
interface BlockscoutSpec {
  paths: Record<string, Record<string, BlockscoutOperation>>;
  components: { parameters?: Record<string, { name: string; in: string }> };
}

/** Blockscout's operations by `METHOD shape` (its paths are relative to `/api`), with their query parameter names. */
function readBlockscoutOperations(): Map<string, Set<string>> {
  const spec = YAML.parse(fs.readFileSync(BLOCKSCOUT_SPEC, 'utf8')) as BlockscoutSpec;
  const operations = new Map<string, Set<string>>();
  for (const [ template, methods ] of Object.entries(spec.paths)) {
    for (const [ method, operation ] of Object.entries(methods)) {
      const query = (operation.parameters ?? [])
        .map((parameter) => parameter.$ref ? spec.components.parameters?.[parameter.$ref.split('/').pop()!] : parameter)
        .filter((parameter) => parameter?.in === 'query').map((parameter) => parameter!.name!);
      operations.set(`${ method.toUpperCase() } ${ shape(`/api${ template }`) }`, new Set(query));
    }
  }
  return operations;
}

/**
 * The structure OpenAPI 3.1 requires of what we emit (a hand-made subset of the official
 * schema): info, paths starting with `/`, operations with unique ids and responses, and
 * parameters that are either in the path (required) or in the query.
 */
const OPENAPI_SUBSET_SCHEMA = {
  type: 'object',
  required: [ 'openapi', 'info', 'paths' ],
  properties: {
    openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
    info: { type: 'object', required: [ 'title', 'version' ], properties: { title: { type: 'string' }, version: { type: 'string' } } },
    servers: { type: 'array', items: { type: 'object', required: [ 'url' ], properties: { url: { type: 'string' } } } },
    paths: {
      type: 'object',
      propertyNames: { pattern: '^/' },
      additionalProperties: {
        type: 'object',
        propertyNames: { enum: [ 'get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace' ] },
        additionalProperties: {
          type: 'object',
          required: [ 'operationId', 'responses' ],
          properties: {
            operationId: { type: 'string', minLength: 1 },
            summary: { type: 'string', minLength: 1 },
            tags: { type: 'array', items: { type: 'string' } },
            parameters: {
              type: 'array',
              items: {
                type: 'object',
                required: [ 'name', 'in', 'schema' ],
                properties: { name: { type: 'string', minLength: 1 }, in: { enum: [ 'path', 'query', 'header', 'cookie' ] }, required: { type: 'boolean' } },
                if: { properties: { in: { const: 'path' } } },
                then: { required: [ 'required' ], properties: { required: { const: true } } },
              },
            },
            requestBody: { type: 'object', required: [ 'content' ] },
            responses: {
              type: 'object',
              minProperties: 1,
              propertyNames: { pattern: '^([1-5](\\d\\d|XX)|default)$' },
              additionalProperties: { type: 'object', required: [ 'description' ] },
            },
          },
        },
      },
    },
  },
} as const;

/** Every operation of the document as `METHOD path`. */
function operationsOf(document: OpenApiDocument): Array<string> {
  return Object.entries(document.paths).flatMap(([ template, methods ]) => Object.keys(methods).map((method) => `${ method.toUpperCase() } ${ template }`));
}

describe('the API\'s OpenAPI document', () => {
  let db: Database;
  let app: FastifyInstance;
  const registered: Array<{ method: string; url: string }> = [];
  let document: OpenApiDocument;

  beforeAll(async() => {
    db = await createSmallDatabase();
    app = buildApp({ db, config: testApiConfig({}) });
    // An independent list of what the app registers, to hold the document against.
    app.addHook('onRoute', (route) => {
      for (const method of [ route.method ].flat()) registered.push({ method, url: route.url });
    });
    const response = await app.inject({ url: OPENAPI_PATH, headers: { origin: 'http://localhost:3000' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    document = response.json();
  }, 60_000);
  afterAll(async() => {
    await app?.close();
    await db?.close();
  });

  it('is a structurally valid OpenAPI 3.1 document with unique operation ids and matching path parameters', () => {
    const validate = new Ajv({ strict: false, allErrors: true }).compile(OPENAPI_SUBSET_SCHEMA);
    expect(validate(document) ? [] : validate.errors).toEqual([]);
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((operation) => operation.operationId));
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [ template, methods ] of Object.entries(document.paths)) {
      const inTemplate = [ ...template.matchAll(/\{([^}]+)\}/g) ].map((match) => match[1]).sort();
      for (const operation of Object.values(methods)) {
        expect({ template, params: operation.parameters.filter((p) => p.in === 'path').map((p) => p.name).sort() })
          .toEqual({ template, params: inTemplate });
      }
    }
  });

  it('lists every GET route under /api/v2 the app registered, and nothing it did not', () => {
    const documented = new Set(operationsOf(document));
    const v2Gets = registered.filter(({ method, url }) => method === 'GET' && url.startsWith('/api/v2/'))
      .map(({ url }) => `GET ${ toOpenApiPath(url) }`);
    expect(v2Gets.length).toBeGreaterThan(0);
    expect(v2Gets.filter((operation) => !documented.has(operation))).toEqual([]);
    // Fastify's own lookup, not our collector: every documented operation is served.
    for (const operation of documented) {
      const [ method, template ] = operation.split(' ');
      const url = template.replace(/:/g, '::').replace(/\{([^}]+)\}/g, ':$1');
      const served = app.hasRoute({ method, url }) || app.hasRoute({ method, url: `${ url }/` });
      expect({ operation, served }).toEqual({ operation, served: true });
    }
  });

  it('has a catalog entry only for operations the app serves (descriptions cannot outlive routes)', () => {
    const documented = new Set(operationsOf(document));
    expect(Object.keys(OPERATION_CATALOG).filter((operation) => !documented.has(operation))).toEqual([]);
  });

  it('agrees with Blockscout\'s document wherever a path is in both: same template, method and query parameters', () => {
    const blockscout = readBlockscoutOperations();
    const blockscoutShapes = new Set([ ...blockscout.keys() ].map((key) => key.split(' ')[1]));
    let shared = 0;
    for (const [ template, methods ] of Object.entries(document.paths)) {
      if (!template.startsWith('/api/v2/')) continue;
      const pathShape = shape(template);
      if (!blockscoutShapes.has(pathShape)) {
        expect({ template, reason: OUR_V2_ADDITIONS[pathShape] }).toEqual({ template, reason: expect.any(String) });
        continue;
      }
      expect({ template, listedAsOurs: pathShape in OUR_V2_ADDITIONS }).toEqual({ template, listedAsOurs: false });
      for (const [ method, operation ] of Object.entries(methods)) {
        const theirs = blockscout.get(`${ method.toUpperCase() } ${ pathShape }`);
        expect({ operation: `${ method } ${ template }`, inBlockscout: Boolean(theirs) }).toEqual({ operation: `${ method } ${ template }`, inBlockscout: true });
        shared += 1;
        const unknown = operation.parameters
          .filter((parameter) => parameter.in === 'query' && !parameter['x-extension'] && !theirs!.has(parameter.name))
          .map((parameter) => parameter.name);
        expect({ operation: `${ method } ${ template }`, unknown }).toEqual({ operation: `${ method } ${ template }`, unknown: [] });
      }
    }
    expect(shared).toBeGreaterThan(0);
  });

  it('describes the Etherscan-compatible API and routes with Fastify schemas from the routes themselves', () => {
    const etherscan = document.paths['/api'].get;
    expect(etherscan.tags).toEqual([ 'etherscan-rpc' ]);
    expect(etherscan.parameters.map((p) => p.name)).toEqual(expect.arrayContaining([ 'module', 'action' ]));
    // The visualizer's route declares its body: the document carries it, and its escaped colon is unescaped.
    const visualize = document.paths['/visualizer/api/v1/solidity:visualize-contracts'].post;
    expect(visualize.requestBody?.content['application/json'].schema).toMatchObject({ required: [ 'sources' ] });
    expect(Object.keys(visualize.responses)).toEqual(expect.arrayContaining([ '200', '4XX', '5XX' ]));
    expect(document.paths['/api/v2/blocks/{height_or_hash}'].get.responses['404']).toBeDefined();
    // Browser sign-in redirects and CORS preflights are not API operations.
    expect(Object.keys(document.paths).filter((template) => template.startsWith('/auth/') || template === '*')).toEqual([]);
  });

  it('picks up a route added to the app, with its path parameters and schema, and leaves out hidden ones', async() => {
    const other = buildApp({ db, config: testApiConfig({}) });
    other.register(async(child) => {
      child.get('/api/v2/drift-check/:item_id', {
        schema: { querystring: { type: 'object', properties: { depth: { type: 'integer' } }, required: [ 'depth' ] } },
      }, async() => ({ ok: true }));
      child.get('/api/v2/drift-hidden', { schema: { hide: true } }, async() => ({ ok: true }));
    });
    try {
      const added: OpenApiDocument = (await other.inject(OPENAPI_PATH)).json();
      const operation = added.paths['/api/v2/drift-check/{item_id}']?.get;
      expect(operation?.parameters).toEqual([
        { name: 'item_id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'depth', in: 'query', required: true, schema: { type: 'integer' } },
      ]);
      expect(operation?.tags).toEqual([ 'drift-check' ]);
      expect(added.paths['/api/v2/drift-hidden']).toBeUndefined();
      expect(document.paths['/api/v2/drift-check/{item_id}']).toBeUndefined();
    } finally {
      await other.close();
    }
  });
});

describe('toOpenApiPath', () => {
  it('turns Fastify\'s syntax into OpenAPI\'s', () => {
    expect(toOpenApiPath('/api/v2/blocks/:height_or_hash/transactions')).toBe('/api/v2/blocks/{height_or_hash}/transactions');
    expect(toOpenApiPath('/visualizer/api/v1/solidity::visualize-storage')).toBe('/visualizer/api/v1/solidity:visualize-storage');
    expect(toOpenApiPath('/contracts-info/api/v1/chains/:chainId/verified-addresses::prepare'))
      .toBe('/contracts-info/api/v1/chains/{chainId}/verified-addresses:prepare');
    expect(toOpenApiPath('/api/v1/')).toBe('/api/v1');
    expect(toOpenApiPath('/')).toBe('/');
  });
});
