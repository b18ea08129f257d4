/**
 * A method's output value as its ABI type describes it: addresses as entities, tuples as
 * named fields, arrays as lists, everything else as text. Values come from the chain and are
 * shown as text only.
 */
import { Box } from '@chakra-ui/react';
import React from 'react';

import type { AbiParameter } from 'types/api/contract';
import { AddressEntity } from 'ui/shared/entities/entities';

import { ADDRESS_RE } from './args';

const ARRAY_RE = /^(.*)\[\d*\]$/;

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  return JSON.stringify(value) ?? String(value);
}

export default function MethodValue({ param, value }: { param: Pick<AbiParameter, 'name' | 'type' | 'components'>; value: unknown }) {
  const array = ARRAY_RE.exec(param.type);
  if (array && Array.isArray(value)) {
    if (value.length === 0) return <Box as="span" color="text.secondary">[]</Box>;
    return (
      <Box as="ol" pl="4" m="0" listStyleType="decimal" data-testid="method-value-array">
        { value.map((item, index) => (
          <Box as="li" key={ index }><MethodValue param={{ name: '', type: array[1], components: param.components }} value={ item }/></Box>
        )) }
      </Box>
    );
  }
  if (param.type.startsWith('tuple') && value !== null && typeof value === 'object') {
    const components = param.components ?? [];
    const fields = Array.isArray(value) ? value : components.map((component) => (value as Record<string, unknown>)[component.name]);
    return (
      <Box pl="3" borderLeftWidth="2px" borderColor="border.divider" data-testid="method-value-tuple">
        { fields.map((field, index) => {
          const component = components[index] ?? { name: String(index), type: 'string' };
          return (
            <Box key={ index } display="flex" gap="2" alignItems="baseline">
              <Box as="span" color="text.secondary" flexShrink={ 0 }>{ component.name || `[${ index }]` } ({ component.type }):</Box>
              <MethodValue param={ component } value={ field }/>
            </Box>
          );
        }) }
      </Box>
    );
  }
  if (param.type === 'address' && typeof value === 'string' && ADDRESS_RE.test(value)) {
    return <AddressEntity address={{ hash: value, name: null, is_contract: false }} truncation="dynamic"/>;
  }
  return <Box as="span" wordBreak="break-all" data-testid="method-value">{ text(value) }</Box>;
}
