/** The frame of the Read and Write tabs: numbered methods, each in its own block, with a signature line. */
import { Box, Text } from '@chakra-ui/react';
import React from 'react';

import type { SmartContractMethod } from 'types/api/contract';

export function methodSignature(method: SmartContractMethod): string {
  const list = (params: SmartContractMethod['inputs']) => (params ?? []).map((param) => `${ param.type }${ param.name ? ` ${ param.name }` : '' }`).join(', ');
  const outputs = method.outputs?.length ? ` returns (${ list(method.outputs) })` : '';
  return `${ method.name ?? method.type }(${ list(method.inputs) })${ outputs }`;
}

export default function MethodsList({ methods, children }: {
  methods: Array<SmartContractMethod>;
  children: (method: SmartContractMethod) => React.ReactNode;
}) {
  return (
    <Box as="ol" m="0" p="0" display="flex" flexDirection="column" gap="3">
      { methods.map((method, index) => (
        <Box as="li" key={ `${ method.method_id }-${ index }` } listStyleType="none" borderWidth="1px" borderColor="border.divider" borderRadius="md"
          p="3" fontSize="sm" data-testid={ `method-${ method.name ?? method.type }` }>
          <Text fontWeight={ 600 } mb="2">{ index + 1 }. { method.name ?? method.type }</Text>
          <Text fontFamily="mono" fontSize="xs" color="text.secondary" mb="2" wordBreak="break-all">{ methodSignature(method) }</Text>
          { children(method) }
        </Box>
      )) }
    </Box>
  );
}
