/**
 * The custom scalars: how input hashes are checked (a malformed one is refused while the
 * query is validated, with a message that says what was expected) and how values leave.
 * Big numbers travel as decimal strings, never as JSON numbers that would lose digits.
 * Parsers throw plain errors: GraphQL prefixes their message with the argument or
 * variable and the value it got.
 */
import { Kind, type ValueNode } from 'graphql';

/** What mercurius copies onto a scalar of the SDL. */
interface ScalarResolver {
  serialize(value: unknown): unknown;
  parseValue(value: unknown): unknown;
  parseLiteral(node: ValueNode): unknown;
}

/** A scalar whose input is a string checked (and normalised) by `parse`. */
function stringScalar(parse: (text: string) => string, serialize: (value: unknown) => unknown): ScalarResolver {
  return {
    serialize,
    parseValue(value) {
      if (typeof value !== 'string') throw new TypeError(`expected a string, got ${ JSON.stringify(value) ?? typeof value }`);
      return parse(value);
    },
    parseLiteral(node) {
      if (node.kind !== Kind.STRING) throw new TypeError('expected a string');
      return parse(node.value);
    },
  };
}

function hexPattern(digits: number, what: string): (text: string) => string {
  const pattern = new RegExp(`^0x[0-9a-fA-F]{${ digits }}$`);
  return (text) => {
    if (!pattern.test(text)) throw new TypeError(`${ what } must be 0x followed by ${ digits } hex digits`);
    return text.toLowerCase();
  };
}

const asString = (value: unknown) => (value === null || value === undefined ? null : String(value));
const asLowerCase = (value: unknown) => (value === null || value === undefined ? null : String(value).toLowerCase());

function parseDecimal(text: string): string {
  if (!/^-?\d{1,100}(\.\d{1,100})?$/.test(text)) throw new TypeError('a decimal number is expected, as a string of digits');
  return text;
}

function parseData(text: string): string {
  if (!/^0x([0-9a-fA-F]{2})*$/.test(text)) throw new TypeError('data must be 0x followed by an even number of hex digits');
  return text.toLowerCase();
}

function parseDateTime(text: string): string {
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw new TypeError('a date and time in ISO 8601 is expected');
  return new Date(time).toISOString();
}

/** Values that are JSON already (JSONB columns); input is not used by any argument. */
const JSON_SCALAR: ScalarResolver = {
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: () => {
    throw new TypeError('JSON literals are not accepted as arguments');
  },
};

export const SCALARS: Record<string, ScalarResolver> = {
  AddressHash: stringScalar(hexPattern(40, 'an address hash'), asLowerCase),
  FullHash: stringScalar(hexPattern(64, 'a hash'), asLowerCase),
  NonceHash: stringScalar(hexPattern(16, 'a nonce'), asLowerCase),
  Wei: stringScalar(parseDecimal, asString),
  Decimal: stringScalar(parseDecimal, asString),
  Data: stringScalar(parseData, asLowerCase),
  DateTime: stringScalar(parseDateTime, (value) => (value instanceof Date ? value.toISOString() : asString(value))),
  Json: JSON_SCALAR,
};
