/**
 * The Read and Read proxy tabs (legacy `methods-read[-proxy]` + `query-read-method`, GUIDE
 * §5.3): methods without inputs show their current values, the others a form whose result
 * (or revert reason) appears under it.
 *
 * `isCustomAbi`: the signed-in user's custom ABI of the address (Read custom): the same list,
 * asked with `is_custom_abi=true`.
 */
import { Box, Text } from '@chakra-ui/react';
import React from 'react';

import useApiFetch from 'lib/api/useApiFetch';
import type { SmartContractMethod, SmartContractQueryMethodBody, SmartContractQueryMethodResponse } from 'types/api/contract';

import MethodForm, { type MethodSubmit } from './MethodForm';
import { ContractMethods, type ContractMethodsKind } from './MethodsList';
import MethodValue from './MethodValue';

export type { ContractMethodsKind };

interface Props {
  hash: string;
  kind: ContractMethodsKind;
  isCustomAbi?: boolean;
}

function Outputs({ method, values }: { method: SmartContractMethod; values: Array<unknown> }) {
  return (
    <Box display="flex" flexDirection="column" gap="1" data-testid="method-result">
      { values.map((value, index) => {
        const param = method.outputs?.[index] ?? { name: '', type: 'string' };
        return (
          <Box key={ index } display="flex" gap="2" alignItems="baseline" minW="0">
            <Text as="span" color="text.secondary" flexShrink={ 0 } fontSize="xs">{ param.name ? `${ param.name } ` : '' }({ param.type })</Text>
            <MethodValue param={ param } value={ value }/>
          </Box>
        );
      }) }
    </Box>
  );
}

/** What a failed call says: the revert reason when the node gave one. */
export function queryErrorText(result: Extract<SmartContractQueryMethodResponse, { is_error: true }>['result']): string {
  return result.message ?? result.error ?? result.raw ?? 'The call failed';
}

function ReadMethod({ hash, kind, method, isCustomAbi }: { hash: string; kind: ContractMethodsKind; method: SmartContractMethod; isCustomAbi?: boolean }) {
  const apiFetch = useApiFetch();
  const [ state, setState ] = React.useState<{ busy: boolean; response?: SmartContractQueryMethodResponse; error?: string }>({ busy: false });

  const handleSubmit = React.useCallback(async({ args }: MethodSubmit) => {
    setState({ busy: true });
    try {
      const body: SmartContractQueryMethodBody = { args, method_id: method.method_id, contract_type: kind };
      const response = await apiFetch<'general:contract_method_query', SmartContractQueryMethodResponse>('general:contract_method_query', {
        pathParams: { hash }, queryParams: isCustomAbi ? { is_custom_abi: 'true' } : undefined, fetchParams: { method: 'POST', body },
      });
      setState({ busy: false, response });
    } catch {
      setState({ busy: false, error: 'The request failed. Try again.' });
    }
  }, [ apiFetch, hash, kind, method.method_id, isCustomAbi ]);

  const handleInvalid = React.useCallback(() => setState({ busy: false }), []);

  const hasInputs = (method.inputs ?? []).length > 0;
  if (!hasInputs && method.outputs?.every((output) => 'value' in output)) {
    return method.error ?
      <Text color="red.600" data-testid="method-error">{ method.error }</Text> :
      <Outputs method={ method } values={ method.outputs.map((output) => output.value) }/>;
  }

  const response = state.response;
  return (
    <Box display="flex" flexDirection="column" gap="2">
      <MethodForm method={ method } buttonText="Query" isBusy={ state.busy } onSubmit={ handleSubmit } onInvalid={ handleInvalid }/>
      { response && !response.is_error && <Outputs method={ method } values={ response.result.output.map((item) => item.value) }/> }
      { (response?.is_error || state.error) && (
        <Text color="red.600" wordBreak="break-word" data-testid="method-error">
          { response?.is_error ? queryErrorText(response.result) : state.error }
        </Text>
      ) }
    </Box>
  );
}

export default function ContractRead({ hash, kind, isCustomAbi }: Props) {
  return (
    <ContractMethods hash={ hash } kind={ kind } isCustomAbi={ isCustomAbi } access="read">
      { (method) => <ReadMethod hash={ hash } kind={ kind } method={ method } isCustomAbi={ isCustomAbi }/> }
    </ContractMethods>
  );
}
