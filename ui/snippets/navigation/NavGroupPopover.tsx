import { Box, Popover, Portal, Separator, VStack } from '@chakra-ui/react';
import React from 'react';

import NavGroupButton from './NavGroupButton';
import { announceNavHover, onNavHover } from './navHover';
import NavLink from './NavLink';
import type { NavGroupItem, NavItem } from './navItems';

interface Props {
  item: NavGroupItem;
  isCollapsed: boolean;
}

function isSectioned(items: NavGroupItem['subItems']): items is ReadonlyArray<ReadonlyArray<NavItem>> {
  return Array.isArray(items[0]);
}

/**
 * A group's sub-items in a popover beside the sidebar. Mounted (open) by the first click on
 * the group, see NavGroupDesktop.
 */
export default function NavGroupPopover({ item, isCollapsed }: Props) {
  const [ open, setOpen ] = React.useState(true);
  const close = React.useCallback(() => setOpen(false), []);
  // Pointing at another row of the sidebar closes this group's popover.
  React.useEffect(() => onNavHover((row) => {
    if (row !== item.text) setOpen(false);
  }), [ item.text ]);
  const sections = isSectioned(item.subItems) ? item.subItems : [ item.subItems as ReadonlyArray<NavItem> ];

  return (
    <Popover.Root
      open={ open }
      onOpenChange={ (details) => setOpen(details.open) }
      positioning={{ placement: 'right-start', gutter: 12 }}
      lazyMount
      unmountOnExit
    >
      <Popover.Trigger asChild>
        <NavGroupButton item={ item } isCollapsed={ isCollapsed } isOpen={ open } onPointerEnter={ () => announceNavHover(item.text) }/>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="auto" minW="220px" maxH="50vh" overflowY="auto" borderRadius="xl" boxShadow="lg" bg="bg.card">
            <Popover.Body p="2">
              <Box fontSize="xs" fontWeight={ 600 } color="text.secondary" px="3" pt="1" pb="2" textTransform="uppercase" letterSpacing="wider">
                { item.text }
              </Box>
              { sections.map((section, index) => (
                <React.Fragment key={ index }>
                  { index > 0 && <Separator my="1" borderColor="border.divider"/> }
                  <VStack as="ul" align="stretch" gap="0.5" m="0" p="0">
                    { section.map((subItem) => <NavLink key={ subItem.text } item={ subItem } onClick={ close }/>) }
                  </VStack>
                </React.Fragment>
              )) }
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
