/**
 * Search (name or address, 300 ms after the last keystroke), language and sort of the verified
 * contracts list. Every change goes to the URL through the list's `onFilterChange`.
 */
import { Button, Flex, Input, NativeSelect } from '@chakra-ui/react';
import React from 'react';

import useListSearch from 'lib/hooks/useListSearch';
import { LANGUAGE_FILTERS, SORT_OPTIONS, type LanguageFilter, type VerifiedContractsParams } from 'lib/verifiedContracts/listParams';

interface Props {
  params: VerifiedContractsParams;
  onChange: (params: VerifiedContractsParams) => void;
}

export default function VerifiedContractsFilters({ params, onChange }: Props) {
  const search = useListSearch(params.q, (q) => onChange({ ...params, q }));
  const term = search.term;
  const setLanguage = (filter: LanguageFilter | undefined) => () => onChange({ ...params, q: term, filter });
  const handleSort = React.useCallback((event: React.ChangeEvent<HTMLSelectElement>) => {
    const option = SORT_OPTIONS.find((item) => item.id === event.target.value);
    onChange({ ...params, q: term, sort: option?.sort, order: option?.order });
  }, [ onChange, params, term ]);
  const sortValue = params.sort ? `${ params.sort }-${ params.order }` : '';

  return (
    <Flex gap="3" wrap="wrap" align="center" w={{ base: '100%', lg: 'auto' }}>
      <Input type="search" size="sm" w={{ base: '100%', lg: '300px' }} { ...search.inputProps }
        placeholder="Contract name or address" aria-label="Search contracts by name or address" data-testid="contracts-search"/>
      <Flex as="fieldset" gap="1" wrap="wrap" border="0" p="0" m="0" role="group" aria-label="Language">
        <Button size="xs" variant={ params.filter ? 'outline' : 'solid' } aria-pressed={ !params.filter } onClick={ setLanguage(undefined) }>All</Button>
        { LANGUAGE_FILTERS.map((item) => (
          <Button key={ item.id } size="xs" variant={ params.filter === item.id ? 'solid' : 'outline' } aria-pressed={ params.filter === item.id }
            onClick={ setLanguage(item.id) }>
            { item.title }
          </Button>
        )) }
      </Flex>
      <NativeSelect.Root size="sm" w="220px">
        { /* Uncontrolled, as the other list selects: a choice made before hydration survives it. */ }
        <NativeSelect.Field key={ sortValue } defaultValue={ sortValue } onChange={ handleSort } bg="bg.card" aria-label="Sort by" data-testid="contracts-sort">
          <option value="">Sort: newest verified</option>
          { SORT_OPTIONS.map((item) => <option key={ item.id } value={ item.id }>{ item.title }</option>) }
        </NativeSelect.Field>
        <NativeSelect.Indicator/>
      </NativeSelect.Root>
    </Flex>
  );
}
