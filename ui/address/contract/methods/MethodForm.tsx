/**
 * One contract method: its inputs as text fields (checked against their ABI types, messages
 * beside the fields), an optional value in the native coin for payable methods, and a button.
 * What the button does (query, send) and what comes back is the caller's.
 */
import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import type { SmartContractMethod } from 'types/api/contract';

import { inputPlaceholder, parseArgs } from './args';

export interface MethodSubmit {
  args: Array<unknown>;
  /** Wei as a decimal string; payable methods only. */
  value?: string;
}

interface Props {
  method: SmartContractMethod;
  buttonText: string;
  isBusy?: boolean;
  onSubmit: (submit: MethodSubmit) => void;
  /** The inputs did not pass their checks: the answer shown for earlier inputs is no longer theirs. */
  onInvalid?: () => void;
}

/** "1.5" QNM → wei, or null when it is not a non-negative decimal. */
export function parseCoinValue(raw: string, decimals = config.chain.currency.decimals): string | null {
  const text = raw.trim();
  if (!text) return '0';
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[1] && !match[2]) || (match[2]?.length ?? 0) > decimals) return null;
  return (BigInt(match[1] || '0') * 10n ** BigInt(decimals) + BigInt((match[2] ?? '').padEnd(decimals, '0') || '0')).toString();
}

export default function MethodForm({ method, buttonText, isBusy, onSubmit, onInvalid }: Props) {
  const inputs = React.useMemo(() => method.inputs ?? [], [ method.inputs ]);
  const [ errors, setErrors ] = React.useState<Partial<Record<number | 'value', string>>>({});
  const isPayable = method.stateMutability === 'payable';

  const handleSubmit = React.useCallback((event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = parseArgs(inputs, inputs.map((_, index) => String(data.get(`arg${ index }`) ?? '')));
    const value = isPayable ? parseCoinValue(String(data.get('value') ?? '')) : undefined;
    const nextErrors: Partial<Record<number | 'value', string>> = { ...parsed.errors };
    if (value === null) nextErrors.value = `Enter an amount of ${ config.chain.currency.symbol }`;
    setErrors(nextErrors);
    if (parsed.values && value !== null) onSubmit({ args: parsed.values, value: value ?? undefined });
    else onInvalid?.();
  }, [ inputs, isPayable, onSubmit, onInvalid ]);

  return (
    <chakra.form onSubmit={ handleSubmit } noValidate display="flex" flexDirection="column" gap="2">
      { inputs.map((input, index) => (
        <Box key={ index }>
          <Input name={ `arg${ index }` } size="sm" fontFamily="mono" placeholder={ inputPlaceholder(input) } aria-label={ inputPlaceholder(input) }
            aria-invalid={ Boolean(errors[index]) }/>
          { errors[index] && <Text color="red.600" fontSize="xs" mt="1" role="alert">{ errors[index] }</Text> }
        </Box>
      )) }
      { isPayable && (
        <Box>
          <Input name="value" size="sm" placeholder={ `Value (${ config.chain.currency.symbol })` } aria-label={ `Value (${ config.chain.currency.symbol })` }/>
          { errors.value && <Text color="red.600" fontSize="xs" mt="1" role="alert">{ errors.value }</Text> }
        </Box>
      ) }
      <Flex>
        <Button type="submit" size="xs" variant="outline" loading={ isBusy } data-testid="method-submit">{ buttonText }</Button>
      </Flex>
    </chakra.form>
  );
}
