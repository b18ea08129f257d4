/**
 * One chart of `/stats`: title with units, description, a menu (full screen, PNG, CSV) and the
 * chart of the page's period in the page's resolution (or the finest one the chart offers).
 */
import { Box, Flex, Text } from '@chakra-ui/react';
import React from 'react';

import type { StatsChartInfo, StatsResolution } from 'types/api/statsService';

import StatsChartBody from './StatsChartBody';
import StatsChartFullscreen from './StatsChartFullscreen';
import { MENU_ITEMS, StatsChartMenu, StatsChartTitle } from './StatsChartParts';
import { STATS_RESOLUTIONS } from './statsParams';
import useChartDownloads from './useChartDownloads';
import useStatsLine, { type StatsLineRange } from './useStatsLine';

interface Props {
  info: StatsChartInfo;
  range: StatsLineRange;
  resolution: StatsResolution;
}

export default function StatsChartCard({ info, range, resolution: wanted }: Props) {
  const { query, points, resolution } = useStatsLine(info, range, wanted);
  const chartRef = React.useRef<HTMLDivElement>(null);
  const rawPoints = query.isPlaceholderData ? undefined : query.data?.chart;
  const { saveCsv, savePng, canSave } = useChartDownloads(info, resolution, rawPoints, chartRef);
  const [ isFullscreen, setFullscreen ] = React.useState(false);
  const headingId = `stats-chart-${ info.id }-title`;

  const handleMenu = React.useCallback((action: keyof typeof MENU_ITEMS) => {
    if (action === 'fullscreen') setFullscreen(true);
    if (action === 'png') void savePng();
    if (action === 'csv') void saveCsv();
  }, [ saveCsv, savePng ]);
  const closeFullscreen = React.useCallback(() => setFullscreen(false), []);

  return (
    <Box as="section" aria-labelledby={ headingId } borderWidth="1px" borderColor="border.divider" bg="bg.card" borderRadius="lg" p="4"
      minW="0" data-testid={ `stats-chart-${ info.id }` } data-resolution={ resolution }>
      <Flex justify="space-between" align="flex-start" gap="2" mb="3">
        <Box minW="0">
          <StatsChartTitle info={ info } id={ headingId }/>
          <Text fontSize="sm" color="text.secondary" mt="0.5">
            { info.description }
            { resolution !== wanted && ` (by ${ STATS_RESOLUTIONS.find((item) => item.id === resolution)?.periodName ?? resolution })` }
          </Text>
        </Box>
        <StatsChartMenu title={ info.title } canSave={ canSave } onSelect={ handleMenu }/>
      </Flex>
      <Box ref={ chartRef } opacity={ query.isPlaceholderData ? 0.6 : 1 } transition="opacity 0.2s">
        <StatsChartBody info={ info } points={ points } resolution={ resolution } isError={ query.isError }/>
      </Box>
      { isFullscreen && <StatsChartFullscreen info={ info } range={ range } resolution={ resolution } onClose={ closeFullscreen }/> }
    </Box>
  );
}
