/**
 * Validates answers against `shared/api/stats.swagger.yaml` (Swagger 2.0) with ajv. The
 * document makes every field optional and allows any extra one; the frontend's types
 * (`types/api/statsService.ts`) rely on more, so the check is stricter: no field the
 * document does not name, and the fields those types require must be there.
 */
import fs from 'node:fs';
import path from 'node:path';

import Ajv, { type ValidateFunction } from 'ajv';
import YAML from 'yaml';

const SPEC_PATH = path.resolve(__dirname, '../../../../shared/api/stats.swagger.yaml');
const SPEC_ID = 'stats-swagger';

type Schema = { [key: string]: unknown };
interface Swagger {
  paths: Record<string, Record<string, { responses: Record<string, { schema?: Schema }> }>>;
  definitions: Record<string, Schema>;
}

/** Fields the frontend's types require, per definition. */
const REQUIRED: Record<string, string[]> = {
  v1Counter: [ 'id', 'value', 'title', 'description' ],
  v1Counters: [ 'counters' ],
  v1Point: [ 'date', 'date_to', 'value', 'is_approximate' ],
  v1LineChartInfo: [ 'id', 'title', 'description', 'resolutions' ],
  v1LineChartSection: [ 'id', 'title', 'charts' ],
  v1LineCharts: [ 'sections' ],
  v1LineChart: [ 'chart', 'info' ],
};

function rewrite(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rewrite);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node as Schema).map(([ key, value ]) =>
    [ key, key === '$ref' && typeof value === 'string' ? value.replace(/^#/, `${ SPEC_ID }#`) : rewrite(value) ]));
}

export interface StatsSwaggerValidator {
  /** ajv's messages for `body` against the 200 answer of GET `specPath`; empty when valid. */
  validate(specPath: string, body: unknown): string[];
}

export function createStatsSwaggerValidator(): StatsSwaggerValidator {
  const spec = YAML.parse(fs.readFileSync(SPEC_PATH, 'utf8')) as Swagger;
  for (const [ name, definition ] of Object.entries(spec.definitions)) {
    if (definition.type !== 'object' || !definition.properties) continue;
    definition.additionalProperties = false;
    if (REQUIRED[name]) definition.required = REQUIRED[name];
  }
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema({ $id: SPEC_ID, definitions: rewrite(spec.definitions) });
  const compiled = new Map<string, ValidateFunction>();
  return {
    validate(specPath, body) {
      let validate = compiled.get(specPath);
      if (!validate) {
        const schema = spec.paths[specPath]?.get?.responses['200']?.schema;
        if (!schema) throw new Error(`No 200 answer for GET ${ specPath } in the stats spec`);
        validate = ajv.compile(rewrite(schema) as Schema);
        compiled.set(specPath, validate);
      }
      if (validate(body)) return [];
      return (validate.errors ?? []).map((error) => `${ error.instancePath || '/' } ${ error.message } ${ JSON.stringify(error.params) }`);
    },
  };
}
