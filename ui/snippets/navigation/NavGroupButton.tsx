import { Box, chakra } from '@chakra-ui/react';
import React from 'react';

import NavIcon from 'ui/shared/icons/NavIcon';

import { navRowStyles } from './NavLink';
import type { NavGroupItem } from './navItems';

type Props = React.ComponentProps<typeof chakra.button> & {
  item: NavGroupItem;
  isCollapsed: boolean;
  isOpen?: boolean;
};

/** The sidebar row of a group; the popover trigger once its code has loaded. */
export default function NavGroupButton({ item, isCollapsed, isOpen, ...rest }: Props) {
  return (
    <chakra.button
      type="button"
      { ...navRowStyles(item.isActive || isOpen, isCollapsed) }
      title={ isCollapsed ? item.text : undefined }
      data-active={ item.isActive ? '' : undefined }
      { ...rest }
    >
      <NavIcon name={ item.icon }/>
      <Box as="span" display={ isCollapsed ? 'none' : 'inline' }>{ item.text }</Box>
      { !isCollapsed && <NavIcon name="arrowRight" boxSize="14px" ml="auto" color="icon.nav"/> }
    </chakra.button>
  );
}
