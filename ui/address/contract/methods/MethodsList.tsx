/** The frame of the Read and Write tabs: numbered methods, each in its own block, with a signature line. */
import { Alert, Box, Text } from '@chakra-ui/react';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import type { SmartContractMethod } from 'types/api/contract';
import { ListSkeleton } from 'ui/shared/lists/DataListDisplay';

export type ContractMethodsKind = 'regular' | 'proxy';

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

const RESOURCES = {
  read: { regular: 'general:contract_methods_read', proxy: 'general:contract_methods_read_proxy' },
  write: { regular: 'general:contract_methods_write', proxy: 'general:contract_methods_write_proxy' },
} as const;

interface ContractMethodsProps {
  hash: string;
  kind: ContractMethodsKind;
  isCustomAbi?: boolean;
  access: keyof typeof RESOURCES;
  children: (method: SmartContractMethod) => React.ReactNode;
}

/** The contract's read or write functions (of its proxy's implementation for `proxy`), loaded, as a {@link MethodsList}. */
export function ContractMethods({ hash, kind, isCustomAbi, access, children }: ContractMethodsProps) {
  const query = useApiQuery(RESOURCES[access][kind], {
    pathParams: { hash }, queryParams: isCustomAbi ? { is_custom_abi: 'true' } : undefined,
  });
  if (query.isPending) return <ListSkeleton rows={ 4 }/>;
  if (query.isError) {
    return <Alert.Root status="error"><Alert.Indicator/><Alert.Title>Could not load the contract&apos;s methods.</Alert.Title></Alert.Root>;
  }
  const methods = query.data.filter((method) => method.type === 'function');
  if (methods.length === 0) return <Text color="text.secondary">{ `This contract has no ${ access } methods.` }</Text>;
  return <MethodsList methods={ methods }>{ children }</MethodsList>;
}
