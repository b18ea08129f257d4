/**
 * ABI-decoded parameters (transaction input, revert reasons, event logs) as a table of name,
 * type and value. Every value is chain data and stays plain text; addresses become links.
 */
import { Box, Table, Text } from '@chakra-ui/react';
import React from 'react';

import type { DecodedValue } from 'types/api/decodedInput';
import { isAddressHash } from 'types/hashes';
import { AddressEntity } from 'ui/shared/entities/entities';

export interface DecodedParam {
  name: string;
  type: string;
  value: DecodedValue;
  indexed?: boolean;
}

const PLAIN_SCALAR_RE = /^(-?\d+|0x[0-9a-f]*|true|false)$/i;

/** Scalars as they are; flat lists of numbers, hex or booleans on one line; anything else as indented JSON. */
export function decodedValueText(value: DecodedValue): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' && PLAIN_SCALAR_RE.test(item))) {
    return `[${ value.join(', ') }]`;
  }
  return JSON.stringify(value, null, 2);
}

function ParamValue({ type, value }: { type: string; value: DecodedValue }) {
  if (type === 'address' && isAddressHash(value)) {
    return <AddressEntity address={{ hash: value, name: null, is_contract: null }} truncation="dynamic"/>;
  }
  return (
    <Text as="span" fontFamily="mono" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all" data-testid="decoded-value">
      { decodedValueText(value) }
    </Text>
  );
}

export default function DecodedParams({ params, showIndexed, testId }: { params: Array<DecodedParam>; showIndexed?: boolean; testId?: string }) {
  if (params.length === 0) return null;
  return (
    <Box overflowX="auto" borderWidth="1px" borderColor="border.divider" borderRadius="md" data-testid={ testId }>
      <Table.Root size="sm" css={{ '& td, & th': { borderColor: 'border.divider' } }}>
        <Table.Header>
          <Table.Row bg="bg.sidebar">
            <Table.ColumnHeader color="text.secondary" fontSize="xs" w="1%">Name</Table.ColumnHeader>
            <Table.ColumnHeader color="text.secondary" fontSize="xs" w="1%">Type</Table.ColumnHeader>
            { showIndexed && <Table.ColumnHeader color="text.secondary" fontSize="xs" w="1%">Indexed</Table.ColumnHeader> }
            <Table.ColumnHeader color="text.secondary" fontSize="xs">Data</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          { params.map((param, index) => (
            <Table.Row key={ `${ param.name }-${ index }` } bg="transparent" data-testid="decoded-param">
              <Table.Cell verticalAlign="top" whiteSpace="nowrap">{ param.name || `[${ index }]` }</Table.Cell>
              <Table.Cell verticalAlign="top" whiteSpace="nowrap" fontFamily="mono" fontSize="xs" color="text.secondary">{ param.type }</Table.Cell>
              { showIndexed && <Table.Cell verticalAlign="top">{ param.indexed ? 'true' : 'false' }</Table.Cell> }
              <Table.Cell verticalAlign="top" minW="0" maxW="0" w="100%"><ParamValue type={ param.type } value={ param.value }/></Table.Cell>
            </Table.Row>
          )) }
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
