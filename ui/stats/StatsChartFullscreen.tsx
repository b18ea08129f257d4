/**
 * A chart on the whole screen: taller, zoomable as in its card, with its own resolution (only
 * those the chart offers) and the two downloads at hand.
 */
import { Box, Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import React from 'react';

import useElementSize from 'lib/hooks/useElementSize';
import type { StatsChartInfo, StatsResolution } from 'types/api/statsService';
import AppDialog from 'ui/shared/AppDialog';

import StatsChartBody from './StatsChartBody';
import { MENU_ITEMS } from './StatsChartParts';
import { STATS_RESOLUTIONS } from './statsParams';
import useChartDownloads from './useChartDownloads';
import useStatsLine, { type StatsLineRange } from './useStatsLine';

/** Until the dialog is laid out (and in jsdom): a tall chart. */
export const FULLSCREEN_CHART_HEIGHT = 420;
/** The chart fills the dialog's body, never smaller than this. */
const MIN_CHART_HEIGHT = 240;

interface Props {
  info: StatsChartInfo;
  range: StatsLineRange;
  resolution: StatsResolution;
  onClose: () => void;
}

export default function StatsChartFullscreen({ info, range, resolution: initialResolution, onClose }: Props) {
  const [ wanted, setWanted ] = React.useState(initialResolution);
  const { query, points, resolution } = useStatsLine(info, range, wanted);
  const chartRef = React.useRef<HTMLDivElement>(null);
  // The space left under the controls; the chart is drawn that tall.
  const areaRef = React.useRef<HTMLDivElement>(null);
  const { height: areaHeight } = useElementSize(areaRef, { width: 0, height: FULLSCREEN_CHART_HEIGHT });
  const { saveCsv, savePng, canSave } = useChartDownloads(info, resolution, query.isPlaceholderData ? undefined : query.data?.chart, chartRef);
  const options = STATS_RESOLUTIONS.filter((item) => info.resolutions.includes(item.id));

  const handleResolution = React.useCallback((event: React.ChangeEvent<HTMLSelectElement>) => {
    setWanted(event.target.value as StatsResolution);
  }, []);

  return (
    <AppDialog
      title={ <>{ info.title }{ info.units && <Text as="span" color="text.secondary" fontWeight={ 400 }> ({ info.units })</Text> }</> }
      subtitle={ <Text fontSize="sm" color="text.secondary" mt="0.5">{ info.description }</Text> }
      testId="stats-fullscreen" size={{ base: 'full', lg: 'cover' }} onClose={ onClose }
      bodyProps={{ display: 'flex', flexDirection: 'column', flex: '1', minH: '0' }}
    >
      <Flex gap="2" wrap="wrap" align="center" mb="4" flexShrink={ 0 }>
        { options.length > 1 && (
          <NativeSelect.Root size="sm" w="140px">
            <NativeSelect.Field value={ resolution } onChange={ handleResolution } bg="bg.card" aria-label="Resolution"
              data-testid="stats-fullscreen-resolution">
              { options.map((item) => <option key={ item.id } value={ item.id }>{ item.title }</option>) }
            </NativeSelect.Field>
            <NativeSelect.Indicator/>
          </NativeSelect.Root>
        ) }
        <Button size="sm" variant="outline" onClick={ savePng } disabled={ !canSave } ms={{ base: 0, sm: 'auto' }}>{ MENU_ITEMS.png }</Button>
        <Button size="sm" variant="outline" onClick={ saveCsv } disabled={ !canSave }>{ MENU_ITEMS.csv }</Button>
      </Flex>
      <Box ref={ areaRef } flex="1" minH={ `${ MIN_CHART_HEIGHT }px` } overflow="hidden">
        <Box ref={ chartRef } opacity={ query.isPlaceholderData ? 0.6 : 1 } transition="opacity 0.2s">
          <StatsChartBody info={ info } points={ points } resolution={ resolution } isError={ query.isError }
            height={ Math.max(MIN_CHART_HEIGHT, areaHeight) }/>
        </Box>
      </Box>
    </AppDialog>
  );
}
