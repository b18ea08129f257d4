/** The type filter of /txs: one transaction type, or all of them. */
import { NativeSelect } from '@chakra-ui/react';
import React from 'react';

import { FILTERABLE_TRANSACTION_TYPES, type FilterableTransactionType } from 'types/api/transaction';

/** A label for every type the API filters by: a type added to the API's list fails to compile until it is named here. */
const TX_TYPE_LABELS: Record<FilterableTransactionType, string> = {
  coin_transfer: 'Coin transfer',
  token_transfer: 'Token transfer',
  contract_call: 'Contract call',
  contract_creation: 'Contract creation',
  token_creation: 'Token creation',
  blob_transaction: 'Blob transaction',
  set_code_transaction: 'Set code (EIP-7702)',
};

export const TX_TYPE_OPTIONS = FILTERABLE_TRANSACTION_TYPES.map((value) => ({ value, label: TX_TYPE_LABELS[value] }));

/** A `type` value from the URL, if the API filters by it. */
export function readTxType(value: unknown): FilterableTransactionType | undefined {
  return FILTERABLE_TRANSACTION_TYPES.find((type) => type === value);
}

/**
 * Uncontrolled, re-created when the value changes: a choice made before the page finished
 * hydrating must survive it (a controlled select is reset to its prop and the change is lost).
 */
export default function TxsTypeFilter({ value, onChange }: { value: FilterableTransactionType | undefined; onChange: (value: FilterableTransactionType | undefined) => void }) {
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
