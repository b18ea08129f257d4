/**
 * The filters of `/stats`: section tabs ("All" and each section), a search over chart titles
 * (300 ms after the last keystroke, spec §9), the period and the resolution. Each change goes
 * to the URL through `onChange`.
 */
import { Box, Flex, Input, NativeSelect, Tabs } from '@chakra-ui/react';
import React from 'react';

import useListSearch from 'lib/hooks/useListSearch';
import type { StatsChartsSection, StatsResolution } from 'types/api/statsService';

import { ALL_SECTIONS, STATS_INTERVALS, STATS_RESOLUTIONS, type StatsInterval, type StatsParams } from './statsParams';

interface Props {
  params: StatsParams;
  sections: Array<StatsChartsSection>;
  resolutions: Array<StatsResolution>;
  onChange: (params: StatsParams) => void;
}

export default function StatsFilters({ params, sections, resolutions, onChange }: Props) {
  const search = useListSearch(params.q, (q) => onChange({ ...params, q }));
  const term = search.term;
  const handleSection = React.useCallback(({ value }: { value: string }) => onChange({ ...params, q: term, section: value }),
    [ onChange, params, term ]);
  const handleInterval = React.useCallback((event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...params, q: term, interval: event.target.value as StatsInterval }), [ onChange, params, term ]);
  const handleResolution = React.useCallback((event: React.ChangeEvent<HTMLSelectElement>) =>
    onChange({ ...params, q: term, resolution: event.target.value as StatsResolution }), [ onChange, params, term ]);

  return (
    <Box mb="6" data-testid="stats-filters">
      <Tabs.Root value={ params.section } onValueChange={ handleSection } variant="line" activationMode="manual">
        <Box overflowX="auto" mb="4">
          <Tabs.List borderColor="border.divider" aria-label="Sections">
            { [ { id: ALL_SECTIONS, title: 'All' }, ...sections ].map((section) => (
              <Tabs.Trigger key={ section.id } value={ section.id } whiteSpace="nowrap" flexShrink={ 0 } data-testid={ `stats-section-${ section.id }` }>
                { section.title }
              </Tabs.Trigger>
            )) }
          </Tabs.List>
        </Box>
      </Tabs.Root>
      <Flex gap="3" wrap="wrap" align="center">
        <Input type="search" size="sm" w={{ base: '100%', lg: '320px' }} { ...search.inputProps } bg="bg.card"
          placeholder="Find chart" aria-label="Search charts by title" data-testid="stats-search"/>
        <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 6px)', lg: '160px' }}>
          { /* Uncontrolled, as the other list selects: a choice made before hydration survives it. */ }
          <NativeSelect.Field key={ params.interval } defaultValue={ params.interval } onChange={ handleInterval } bg="bg.card"
            aria-label="Interval" data-testid="stats-interval">
            { STATS_INTERVALS.map((item) => <option key={ item.id } value={ item.id }>{ item.title }</option>) }
          </NativeSelect.Field>
          <NativeSelect.Indicator/>
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" w={{ base: 'calc(50% - 6px)', lg: '140px' }}>
          { /* The options come with the charts: drawn again once they are there, so the URL's choice can be selected. */ }
          <NativeSelect.Field key={ `${ params.resolution }:${ resolutions.join() }` } defaultValue={ params.resolution }
            onChange={ handleResolution } bg="bg.card"
            aria-label="Resolution" data-testid="stats-resolution">
            { STATS_RESOLUTIONS.filter((item) => resolutions.includes(item.id)).map((item) => (
              <option key={ item.id } value={ item.id }>{ item.title }</option>
            )) }
          </NativeSelect.Field>
          <NativeSelect.Indicator/>
        </NativeSelect.Root>
      </Flex>
    </Box>
  );
}
