/**
 * @jest-environment node
 */
// Contract check: our hand-written types against Blockscout's published OpenAPI document.
// Every schema property must exist in the matching TS type, a nullable one must accept null,
// and every required TS property must exist in the schema (catches misspelt field names).
import fs from 'node:fs';
import path from 'node:path';

import ts from 'typescript';
import YAML from 'yaml';

const SPEC_PATH = path.resolve(__dirname, '../../../shared/api/blockscout-api-v2.default.yaml');

/** TS type in types/api → schema in the default-chain spec. */
const PAIRS: Array<[ string, string ]> = [
  [ 'AddressParam', 'Address' ],
  [ 'AddressDetail', 'AddressResponse' ],
  [ 'AddressCounters', 'AddressCounters' ],
  [ 'AddressTabsCounters', 'AddressTabsCounters' ],
  [ 'TopAddress', 'TopAddress' ],
  [ 'CoinBalance', 'CoinBalance' ],
  [ 'CoinBalanceByDay', 'CoinBalanceByDay' ],
  [ 'AddressTokenBalance', 'TokenBalance' ],
  [ 'AddressNftCollection', 'NFTCollection' ],
  [ 'AddressMetadataTag', 'MetadataTag' ],
  [ 'AddressTag', 'Tag' ],
  [ 'Block', 'Block' ],
  [ 'Block', 'BlockResponse' ],
  [ 'BlockCountdownResponse', 'BlockCountdown' ],
  [ 'Transaction', 'Transaction' ],
  [ 'Transaction', 'TransactionResponse' ],
  [ 'SignedAuthorization', 'SignedAuthorization' ],
  [ 'Fee', 'Fee' ],
  [ 'InternalTransaction', 'InternalTransaction' ],
  [ 'Log', 'Log' ],
  [ 'DecodedInput', 'DecodedInput' ],
  [ 'DecodedLogInput', 'DecodedLogInput' ],
  [ 'TokenTransfer', 'TokenTransfer' ],
  [ 'TokenInfo', 'Token' ],
  [ 'TokenInstance', 'TokenInstance' ],
  [ 'TokenInstance', 'TokenInstanceInList' ],
  [ 'TokenHolder', 'TokenHolderResponse' ],
  [ 'TokenCounters', 'TokenCountersResponse' ],
  [ 'Withdrawal', 'Withdrawal' ],
  [ 'WithdrawalsCounters', 'Counter' ],
  [ 'TransactionStateChange', 'StateChange' ],
  [ 'SmartContract', 'SmartContract' ],
  [ 'SmartContractListItem', 'SmartContractListItem' ],
  [ 'SmartContractsCounters', 'Counters' ],
  [ 'SmartContractAuditReport', 'AuditReport' ],
  [ 'HomeStats', 'StatsResponse' ],
];

/** Required TS fields the default-chain spec leaves out, each documented in GUIDE.md. */
const GUIDE_ONLY_FIELDS: Record<string, Array<string>> = {
  // The spec's StatsResponse is all-optional; GUIDE §6 lists these as always present.
  HomeStats: [ 'transactions_today', 'gas_used_today', 'market_cap', 'tvl', 'gas_prices', 'gas_prices_update_in', 'gas_price_updated_at' ],
};

/**
 * Fields the spec marks nullable only through its `allOf` + `nullable` enum wrapper. Blockscout
 * requires a token's type when it stores the token, so a null never reaches the client, and
 * keeping it non-null lets the UI switch on it directly.
 */
const NON_NULL_BY_DESIGN: Record<string, Array<string>> = {
  TokenInfo: [ 'type' ],
};

type Schema = { $ref?: string; nullable?: boolean; properties?: Record<string, Schema>; required?: Array<string>;
  allOf?: Array<Schema>; anyOf?: Array<Schema>; oneOf?: Array<Schema>; enum?: Array<unknown> };

const spec = YAML.parse(fs.readFileSync(SPEC_PATH, 'utf8')) as { components: { schemas: Record<string, Schema> } };
const schemas = spec.components.schemas;

function resolve(schema: Schema): Schema {
  return schema.$ref ? resolve(schemas[schema.$ref.split('/').pop() ?? '']) : schema;
}

function isNullable(schema: Schema): boolean {
  const target = resolve(schema);
  return Boolean(schema.nullable || target.nullable || target.enum?.includes(null) ||
    [ ...(target.anyOf ?? []), ...(target.oneOf ?? []) ].some(isNullable));
}

function schemaProperties(name: string): Record<string, Schema> {
  const schema = resolve(schemas[name]);
  return Object.assign({}, ...(schema.allOf ?? []).map((part) => resolve(part).properties), schema.properties);
}

const program = ts.createProgram([ path.resolve(__dirname, 'index.ts') ], { strict: true, noEmit: true, skipLibCheck: true });
const checker = program.getTypeChecker();
const exported = new Map<string, ts.Type>();
const indexFile = program.getSourceFile(path.resolve(__dirname, 'index.ts'));
if (indexFile) {
  const moduleSymbol = checker.getSymbolAtLocation(indexFile);
  for (const symbol of moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    exported.set(symbol.name, checker.getDeclaredTypeOfSymbol(target));
  }
}

function acceptsNull(type: ts.Type): boolean {
  if (type.flags & (ts.TypeFlags.Null | ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return true;
  return type.isUnion() && type.types.some(acceptsNull);
}

describe.each(PAIRS)('%s matches the %s schema', (typeName, schemaName) => {
  const type = exported.get(typeName);
  const props = schemaProperties(schemaName);

  it('exists in both', () => {
    expect(type).toBeDefined();
    expect(Object.keys(props).length).toBeGreaterThan(0);
  });

  it('has every schema field, accepting null where the spec allows it', () => {
    if (!type) return;
    const problems: Array<string> = [];
    for (const [ field, schema ] of Object.entries(props)) {
      const symbol = type.getProperty(field);
      if (!symbol) {
        problems.push(`missing ${ field }`);
      } else if (isNullable(schema) && !acceptsNull(checker.getTypeOfSymbol(symbol)) &&
        !NON_NULL_BY_DESIGN[typeName]?.includes(field)) {
        problems.push(`${ field } must accept null`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no required field the schema does not know', () => {
    if (!type) return;
    const allowed = GUIDE_ONLY_FIELDS[typeName] ?? [];
    const unknown = type.getProperties()
      .filter((symbol) => !(symbol.flags & ts.SymbolFlags.Optional))
      .map((symbol) => symbol.name)
      .filter((field) => !(field in props) && !allowed.includes(field));
    expect(unknown).toEqual([]);
  });
});
