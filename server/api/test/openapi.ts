/**
 * Validates response bodies against the 200 response schemas of Blockscout's OpenAPI
 * document (`shared/api/blockscout-api-v2.default.yaml`) with ajv.
 *
 * OpenAPI 3.0 is not JSON Schema: `nullable: true` is rewritten to a union with null,
 * and `#/components/schemas/X` references point into the components, added to ajv as
 * one schema under {@link SPEC_ID}. Where the document is wrong about what Blockscout
 * sends, {@link LENIENCY} patches it, each patch with its reason.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Ajv, { type ValidateFunction } from 'ajv';
import YAML from 'yaml';

export const SPEC_PATH = path.resolve(__dirname, '../../../../shared/api/blockscout-api-v2.default.yaml');
/** The document of Blockscout's OP-stack build (`CHAIN_TYPE=optimism`): the `/optimism/*` endpoints. */
export const OPTIMISM_SPEC_PATH = path.resolve(__dirname, '../../../../shared/api/blockscout-api-v2.optimism.yaml');
const SPEC_ID = 'blockscout-api-v2';
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

type Schema = { [key: string]: unknown };
interface Spec {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Schema }> }> }>>;
  components: { schemas: Record<string, Schema> };
}

/** Rewrites one OpenAPI 3.0 schema (recursively) into JSON Schema for ajv. */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const { nullable, ...rest } = node as Schema;
  const schema: Schema = {};
  for (const [ key, value ] of Object.entries(rest)) {
    schema[key] = key === '$ref' && typeof value === 'string' ? value.replace(/^#/, `${ SPEC_ID }#`) : toJsonSchema(value);
  }
  if (nullable !== true) return schema;
  if (typeof schema.type === 'string' && !schema.enum) return { ...schema, type: [ schema.type, 'null' ] };
  return { anyOf: [ schema, { type: 'null' } ] };
}

const nullableString = { type: [ 'string', 'null' ] };

/**
 * Where the document disagrees with Blockscout's real answers (and GUIDE.md).
 * Each entry patches the raw OpenAPI schemas before conversion.
 */
export const LENIENCY: Array<{ reason: string; patch: (spec: Spec) => void }> = [
  {
    reason: 'Transaction.to is a bare $ref to Address, but a contract creation has `to: null` (GUIDE §2: AddressParam|null)',
    patch: (spec) => {
      for (const name of [ 'Transaction', 'TransactionResponse' ]) {
        const properties = spec.components.schemas[name].properties as Schema;
        properties.to = { allOf: [ properties.to ], nullable: true };
      }
    },
  },
  {
    reason: 'indexing-status ratios are declared numbers, but Blockscout sends decimal strings such as "0.98" (README, GUIDE §6)',
    patch: (spec) => {
      const schema = spec.paths['/v2/main-page/indexing-status'].get.responses['200'].content!['application/json'].schema;
      const properties = schema.properties as Schema;
      properties.indexed_blocks_ratio = nullableString;
      properties.indexed_internal_transactions_ratio = nullableString;
    },
  },
  {
    reason: 'RawTrace describes call frames only; Blockscout (internal_transactions_to_raw, as Parity trace_transaction) also sends ' +
      'create frames ({from, gas, init, value} → {gasUsed, address, code}), failed frames (`error`, no `result`) and selfdestructs ' +
      '(`suicide`, {address, balance, refundAddress}); values a tracer does not give are left out',
    patch: (spec) => {
      const items = spec.components.schemas.RawTrace.items as Schema;
      const properties = items.properties as Record<string, Schema>;
      const hex = { $ref: '#/components/schemas/HexString' };
      const address = { $ref: '#/components/schemas/AddressHash' };
      properties.type = { ...properties.type, enum: [ ...properties.type.enum as string[], 'suicide' ] };
      properties.action = { ...properties.action, required: [],
        properties: { ...properties.action.properties as Schema, address, balance: hex, refundAddress: address } };
      properties.result = { ...properties.result, required: [], properties: { ...properties.result.properties as Schema, address, code: hex } };
      properties.error = { type: 'string' };
    },
  },
  {
    reason: 'StateChange.change is declared an IntegerString, but for ERC-721 Blockscout sends the list of moves ' +
      '[{direction: "from"|"to", total: {token_id}}] (GUIDE §3)',
    patch: (spec) => {
      const properties = spec.components.schemas.StateChange.properties as Schema;
      properties.change = { anyOf: [ properties.change, { type: 'array', items: { type: 'object', required: [ 'direction', 'total' ],
        properties: { direction: { enum: [ 'from', 'to' ] }, total: { type: 'object' } } } } ] };
    },
  },
];

/** Checks bodies against the spec's 200 responses; returns ajv's messages (empty: valid). */
export interface OpenApiValidator {
  validate(specPath: string, body: unknown, method?: string): string[];
}

/**
 * The parsed document, kept as JSON beside the test run: parsing the YAML took 0.7 s of CPU
 * in each of the test files that check answers against it.
 */
function readSpec(specPath: string): Spec {
  const text = fs.readFileSync(specPath, 'utf8');
  const cache = path.join(os.tmpdir(), `blockscout-api-v2-${ createHash('sha256').update(text).digest('hex').slice(0, 16) }.json`);
  try {
    return JSON.parse(fs.readFileSync(cache, 'utf8')) as Spec;
  } catch {
    const spec = YAML.parse(text) as Spec;
    // Written aside and renamed, so no test reads a half-written file.
    const partial = `${ cache }.${ process.pid }`;
    fs.writeFileSync(partial, JSON.stringify(spec));
    fs.renameSync(partial, cache);
    return spec;
  }
}

/**
 * GUIDE §7: the optimism document's `Withdrawal` schema is not what `/optimism/withdrawals` sends;
 * this one is the GUIDE's item (nonce, raw and version, from, L2 and L1 transactions, status,
 * challenge period end, and the message's fields).
 */
export const OPTIMISM_LENIENCY: Array<{ reason: string; patch: (spec: Spec) => void }> = [
  {
    reason: 'Withdrawal: GUIDE §7 says the document is wrong for these endpoints; its item fields are the GUIDE\'s',
    patch: (spec) => {
      const hash = { $ref: '#/components/schemas/FullHash' };
      const address = { $ref: '#/components/schemas/AddressHash' };
      const nullableOf = (schema: Schema) => ({ allOf: [ schema ], nullable: true });
      spec.components.schemas.Withdrawal = {
        type: 'object', additionalProperties: false,
        required: [ 'msg_nonce', 'msg_nonce_raw', 'msg_nonce_version', 'from', 'l2_transaction_hash', 'l2_timestamp', 'status',
          'l1_transaction_hash', 'challenge_period_end' ],
        properties: {
          msg_nonce: { type: 'integer' }, msg_nonce_raw: { type: 'string', pattern: '^\\d+$' }, msg_nonce_version: { type: 'integer' },
          from: nullableOf({ $ref: '#/components/schemas/Address' }), l2_transaction_hash: hash,
          l2_timestamp: nullableOf({ $ref: '#/components/schemas/Timestamp' }),
          status: { type: 'string', enum: [ 'Waiting for state root', 'Ready to prove', 'In challenge period', 'Ready for relay', 'Relayed' ] },
          l1_transaction_hash: nullableOf(hash), challenge_period_end: nullableOf({ $ref: '#/components/schemas/Timestamp' }),
          portal_contract_address_hash: nullableOf(address), msg_sender_address_hash: nullableOf(address),
          msg_target_address_hash: nullableOf(address), msg_value: nullableOf({ $ref: '#/components/schemas/IntegerString' }),
          msg_gas_limit: nullableOf({ $ref: '#/components/schemas/IntegerString' }), msg_data: nullableOf({ $ref: '#/components/schemas/HexString' }),
        },
      };
    },
  },
];

/** Loads the document once and compiles response schemas on first use (the default build's, or `OPTIMISM_SPEC_PATH`). */
export function createOpenApiValidator(specPath = SPEC_PATH): OpenApiValidator {
  const spec = readSpec(specPath);
  (specPath === OPTIMISM_SPEC_PATH ? OPTIMISM_LENIENCY : LENIENCY).forEach(({ patch }) => patch(spec));
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addFormat('date-time', DATE_TIME);
  // Formats that constrain nothing we send: accepted as they are.
  for (const format of [ 'date', 'float', 'uri', 'uuid' ]) ajv.addFormat(format, true);
  ajv.addSchema({ $id: SPEC_ID, components: toJsonSchema(spec.components) });
  const compiled = new Map<string, ValidateFunction>();

  return {
    validate(specPath, body, method = 'get') {
      const key = `${ method } ${ specPath }`;
      let validate = compiled.get(key);
      if (!validate) {
        const schema = spec.paths[specPath]?.[method]?.responses['200']?.content?.['application/json']?.schema;
        if (!schema) throw new Error(`No 200 JSON response for ${ key } in the spec`);
        validate = ajv.compile(toJsonSchema(schema) as Schema);
        compiled.set(key, validate);
      }
      if (validate(body)) return [];
      return (validate.errors ?? []).map((error) => `${ error.instancePath || '/' } ${ error.message } ${ JSON.stringify(error.params) }`);
    },
  };
}

