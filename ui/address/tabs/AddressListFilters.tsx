/**
 * Filters of the address lists: direction (in/out, `filter=from|to`) and token standard
 * (`type`), both kept in the URL by the list's `onFilterChange` and read back with
 * `lib/address/listFilters`.
 */
import { NativeSelect } from '@chakra-ui/react';
import React from 'react';

import { FILTER_TOKEN_TYPES } from 'types/api/token';
import type { AddressFromToFilter } from 'types/api/shared';
import type { TokenType } from 'types/api/token';

interface SelectProps<V extends string> {
  label: string;
  value: V | undefined;
  options: ReadonlyArray<{ value: V; label: string }>;
  allLabel: string;
  onChange: (value: V | undefined) => void;
  testId: string;
}

/** Uncontrolled and re-created per value, like TxsTypeFilter: a choice made before hydration survives it. */
function FilterSelect<V extends string>({ label, value, options, allLabel, onChange, testId }: SelectProps<V>) {
  const handleChange = React.useCallback((event: React.ChangeEvent<HTMLSelectElement>) => {
    const next = options.find((option) => option.value === event.target.value)?.value;
    onChange(next);
  }, [ onChange, options ]);
  return (
    <NativeSelect.Root size="sm" w="auto" minW="150px">
      <NativeSelect.Field key={ value ?? '' } aria-label={ label } defaultValue={ value ?? '' } onChange={ handleChange } data-testid={ testId } bg="bg.card">
        <option value="">{ allLabel }</option>
        { options.map((option) => <option key={ option.value } value={ option.value }>{ option.label }</option>) }
      </NativeSelect.Field>
      <NativeSelect.Indicator/>
    </NativeSelect.Root>
  );
}

const DIRECTIONS = [ { value: 'from', label: 'Outgoing' }, { value: 'to', label: 'Incoming' } ] as const;

export function DirectionFilter({ value, onChange }: { value: AddressFromToFilter | undefined; onChange: (value: AddressFromToFilter | undefined) => void }) {
  return <FilterSelect label="Direction" value={ value } options={ DIRECTIONS } allLabel="In and out" onChange={ onChange } testId="direction-filter"/>;
}

const TYPES = FILTER_TOKEN_TYPES.map((type) => ({ value: type, label: type }));

export function TokenTypeFilter({ value, onChange }: { value: TokenType | undefined; onChange: (value: TokenType | undefined) => void }) {
  return <FilterSelect label="Token standard" value={ value } options={ TYPES } allLabel="All tokens" onChange={ onChange } testId="token-type-filter"/>;
}
