/**
 * The parts every view of a stats chart shares: the title with its units and the chart menu
 * (full screen, PNG, CSV).
 */
import { Heading, IconButton, Menu, Portal, Text } from '@chakra-ui/react';
import React from 'react';

import type { StatsChartInfo } from 'types/api/statsService';
import NavIcon from 'ui/shared/icons/NavIcon';

export const MENU_ITEMS = { fullscreen: 'View fullscreen', png: 'Save as PNG', csv: 'Save as CSV' } as const;

interface MenuProps {
  title: string;
  canSave: boolean;
  onSelect: (action: keyof typeof MENU_ITEMS) => void;
}

export function StatsChartMenu({ title, canSave, onSelect }: MenuProps) {
  const handleSelect = React.useCallback(({ value }: { value: string }) => onSelect(value as keyof typeof MENU_ITEMS), [ onSelect ]);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={ handleSelect }>
      <Menu.Trigger asChild>
        <IconButton aria-label={ `Chart menu: ${ title }` } title="Chart menu" variant="ghost" size="xs" color="icon.nav"
          _hover={{ color: 'brand.fg', bg: 'bg.hover' }} flexShrink={ 0 } data-testid="stats-chart-menu">
          <NavIcon name="other" boxSize="18px"/>
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content bg="bg.card" minW="44">
            <Menu.Item value="fullscreen" data-testid="stats-chart-fullscreen">{ MENU_ITEMS.fullscreen }</Menu.Item>
            <Menu.Item value="png" disabled={ !canSave } data-testid="stats-chart-png">{ MENU_ITEMS.png }</Menu.Item>
            <Menu.Item value="csv" disabled={ !canSave } data-testid="stats-chart-csv">{ MENU_ITEMS.csv }</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The title, with the units the values are in. */
export function StatsChartTitle({ info, id }: { info: StatsChartInfo; id?: string }) {
  return (
    <Heading as="h3" id={ id } fontSize="md" fontWeight={ 600 } overflowWrap="anywhere">
      { info.title }
      { info.units && <Text as="span" color="text.secondary" fontWeight={ 400 }> ({ info.units })</Text> }
    </Heading>
  );
}
