/** The type filter of /txs: one transaction type, or all of them. */
import { NativeSelect } from '@chakra-ui/react';
import React from 'react';

import type { TransactionType } from 'types/api/transaction';

export const TX_TYPE_OPTIONS: Array<{ value: TransactionType; label: string }> = [
  { value: 'coin_transfer', label: 'Coin transfer' },
  { value: 'token_transfer', label: 'Token transfer' },
  { value: 'contract_call', label: 'Contract call' },
  { value: 'contract_creation', label: 'Contract creation' },
  { value: 'token_creation', label: 'Token creation' },
];

/** A `type` value from the URL, if it is one of ours. */
export function readTxType(value: unknown): TransactionType | undefined {
  return TX_TYPE_OPTIONS.find((option) => option.value === value)?.value;
}

/**
 * Uncontrolled, re-created when the value changes: a choice made before the page finished
 * hydrating must survive it (a controlled select is reset to its prop and the change is lost).
 */
export default function TxsTypeFilter({ value, onChange }: { value: TransactionType | undefined; onChange: (value: TransactionType | undefined) => void }) {
  const handleChange = React.useCallback((event: React.ChangeEvent<HTMLSelectElement>) => {
    onChange(readTxType(event.target.value));
  }, [ onChange ]);
  return (
    <NativeSelect.Root size="sm" w="auto" minW="170px">
      <NativeSelect.Field key={ value ?? '' } aria-label="Transaction type" defaultValue={ value ?? '' } onChange={ handleChange } data-testid="txs-type-filter" bg="bg.card">
        <option value="">All types</option>
        { TX_TYPE_OPTIONS.map((option) => <option key={ option.value } value={ option.value }>{ option.label }</option>) }
      </NativeSelect.Field>
      <NativeSelect.Indicator/>
    </NativeSelect.Root>
  );
}
