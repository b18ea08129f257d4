import { chakra } from '@chakra-ui/react';
import React from 'react';

import OpenOnFirstUse from 'ui/shared/OpenOnFirstUse';

import NavGroupButton from './NavGroupButton';
import { announceNavHover } from './navHover';
import type { NavGroupItem } from './navItems';

interface Props {
  item: NavGroupItem;
  isCollapsed: boolean;
}

/**
 * Popover code (positioning, focus trap, dismissal) is not needed until a group is opened,
 * so the sidebar first draws plain buttons: pointing at one starts loading the popover, the
 * first click mounts it open in the button's place.
 */
const loadPopover = () => import('./NavGroupPopover');
const NavGroupPopover = React.lazy(loadPopover);

/** A main item whose sub-items open in a popover beside the sidebar. */
export default function NavGroupDesktop({ item, isCollapsed }: Props) {
  return (
    <chakra.li listStyleType="none">
      <OpenOnFirstUse
        preload={ loadPopover }
        trigger={ (handlers) => (
          <NavGroupButton item={ item } isCollapsed={ isCollapsed } aria-haspopup="dialog" aria-expanded={ false } { ...handlers }
            onPointerEnter={ () => {
              announceNavHover(item.text);
              handlers.onPointerEnter();
            } }/>
        ) }
      >
        <NavGroupPopover item={ item } isCollapsed={ isCollapsed }/>
      </OpenOnFirstUse>
    </chakra.li>
  );
}
