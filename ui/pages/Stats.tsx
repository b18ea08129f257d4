/**
 * `/stats` ("Charts & stats"): the stats service's counters, then its charts by section, with
 * the section, a title search, the period and the resolution kept in the URL. Chart code loads
 * with the first chart (see `StatsChartBody`), not with this page.
 */
import { Box, Grid, Heading, Skeleton, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import useApiQuery from 'lib/api/useApiQuery';
import PageTitle from 'ui/shared/PageTitle';
import StatsChartCard from 'ui/stats/StatsChartCard';
import StatsCounters from 'ui/stats/StatsCounters';
import StatsFilters from 'ui/stats/StatsFilters';
import { availableResolutions, filterSections, intervalRange, readStatsParams, statsParamsQuery, type StatsParams } from 'ui/stats/statsParams';

export const NO_CHARTS_TEXT = 'No charts match your search.';

const CHART_GRID = { base: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' };

function ChartsSkeleton() {
  return (
    <Grid templateColumns={ CHART_GRID } gap="4" data-testid="stats-charts-skeleton">
      { Array.from({ length: 4 }, (_, index) => (
        <Box key={ index } borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg" p="4">
          <Skeleton h="5" w="50%" mb="2"/>
          <Skeleton h="4" w="80%" mb="4"/>
          <Skeleton h="220px" borderRadius="md"/>
        </Box>
      )) }
    </Grid>
  );
}

export default function Stats() {
  const router = useRouter();
  const params = readStatsParams(router.query);
  // One "today" for the visit, so every chart asks for the same days (and one cache entry each).
  const [ today ] = React.useState(() => new Date());
  const range = React.useMemo(() => intervalRange(params.interval, today), [ params.interval, today ]);
  const lines = useApiQuery('stats:lines');
  const sections = lines.data?.sections ?? [];
  const shown = filterSections(sections, params.section, params.q);

  const handleChange = React.useCallback((next: StatsParams) => {
    router.push({ pathname: router.pathname, query: statsParamsQuery(next) }, undefined, { shallow: true, scroll: false });
  }, [ router ]);

  return (
    <Box>
      <PageTitle title="Charts & stats"/>
      <StatsCounters/>
      <StatsFilters params={ params } sections={ sections } resolutions={ availableResolutions(lines.data) } onChange={ handleChange }/>
      { lines.isError && <Text color="text.secondary" role="alert" data-testid="stats-lines-error">Could not load the list of charts.</Text> }
      { lines.isPending && <ChartsSkeleton/> }
      { lines.data && shown.length === 0 && <Text color="text.secondary" data-testid="stats-empty">{ NO_CHARTS_TEXT }</Text> }
      { shown.map((section) => (
        <Box as="section" key={ section.id } aria-labelledby={ `stats-group-${ section.id }-title` } mb="8" data-testid={ `stats-group-${ section.id }` }>
          <Heading as="h2" id={ `stats-group-${ section.id }-title` } fontSize="lg" fontWeight={ 600 } mb="3">{ section.title }</Heading>
          <Grid templateColumns={ CHART_GRID } gap="4">
            { section.charts.map((chart) => (
              <StatsChartCard key={ chart.id } info={ chart } range={ range } resolution={ params.resolution }/>
            )) }
          </Grid>
        </Box>
      )) }
    </Box>
  );
}
