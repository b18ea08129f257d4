/**
 * How decoded values and signatures are written (GUIDE §2, DecodedInput): scalars as
 * strings, addresses checksummed, bytes as `0x` hex, arrays and tuples as nested arrays;
 * `method_call` as `name(type name, …)` with `indexed` for indexed event parameters.
 */
import type { AbiParameter } from 'viem';

import type { DecodedValue } from '../../../types/api/decodedInput';
import { checksumAddress } from '../../common/checksumAddress';

type Parameter = AbiParameter & { indexed?: boolean };

const ARRAY_SUFFIX = /^(.*)\[(\d*)\]$/;

/** The canonical type of a parameter; tuples are spelled out: `(address,uint256)[]`. */
export function canonicalType(parameter: AbiParameter): string {
  if (!parameter.type.startsWith('tuple')) return parameter.type;
  const components = 'components' in parameter ? parameter.components : [];
  return `(${ components.map(canonicalType).join(',') })${ parameter.type.slice('tuple'.length) }`;
}

/** `transfer(address to, uint256 value)`; unnamed parameters show their type only. */
export function signatureText(name: string, inputs: readonly Parameter[]): string {
  const parameters = inputs.map((input) => [ canonicalType(input), input.indexed ? 'indexed' : '', input.name ?? '' ]
    .filter(Boolean).join(' '));
  return `${ name }(${ parameters.join(', ') })`;
}

/** The method name of a `method_call` text: everything before the first parenthesis. */
export function methodNameOf(methodCall: string): string {
  const open = methodCall.indexOf('(');
  return open === -1 ? methodCall : methodCall.slice(0, open);
}

/**
 * Writes one decoded value the way the API sends it. viem hands tuples over as objects
 * when every component is named and as arrays otherwise; both become arrays here.
 */
export function formatValue(parameter: AbiParameter, value: unknown): DecodedValue {
  const array = ARRAY_SUFFIX.exec(parameter.type);
  if (array) {
    const element = { ...parameter, type: array[1] } as AbiParameter;
    return (value as readonly unknown[]).map((item) => formatValue(element, item));
  }
  if (parameter.type === 'tuple') {
    const components = 'components' in parameter ? parameter.components : [];
    return components.map((component, index) => formatValue(component,
      Array.isArray(value) ? value[index] : (value as Record<string, unknown>)[component.name ?? String(index)]));
  }
  if (parameter.type === 'address') return checksumAddress(String(value).toLowerCase());
  if (typeof value === 'bigint' || typeof value === 'boolean' || typeof value === 'number') return value.toString();
  return String(value);
}
