import { Box, chakra } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import NavIcon from 'ui/shared/icons/NavIcon';

import type { NavItem } from './navItems';

/** The look of one sidebar row, shared by links and group buttons. */
export function navRowStyles(isActive: boolean | undefined, isCollapsed?: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    w: '100%',
    px: '3',
    py: '2.5',
    borderRadius: 'lg',
    fontWeight: 500,
    fontSize: 'sm',
    cursor: 'pointer',
    color: isActive ? 'brand.fg' : 'text.primary',
    bg: isActive ? 'bg.active' : 'transparent',
    _hover: { bg: isActive ? 'bg.active' : 'bg.hover', color: 'brand.fg' },
    justifyContent: isCollapsed ? 'center' : 'flex-start',
  } as const;
}

interface Props {
  item: NavItem;
  isCollapsed?: boolean;
  onClick?: () => void;
  onPointerEnter?: () => void;
}

/** One navigation entry: an app route, or an external link that opens in a new tab. */
export default function NavLink({ item, isCollapsed, onClick, onPointerEnter }: Props) {
  const isExternal = Boolean(item.url);
  const content = (
    <>
      { item.icon && <NavIcon name={ item.icon }/> }
      <Box as="span" display={ isCollapsed ? 'none' : 'inline' } whiteSpace="nowrap" overflow="hidden" textOverflow="ellipsis">
        { item.text }
      </Box>
      { isExternal && !isCollapsed && <NavIcon name="externalLink" boxSize="14px" ml="auto" color="icon.nav"/> }
    </>
  );

  const styles = {
    ...navRowStyles(item.isActive, isCollapsed),
    title: isCollapsed ? item.text : undefined,
    'aria-current': item.isActive ? 'page' as const : undefined,
    'data-active': item.isActive ? '' : undefined,
    onPointerEnter,
  };

  return (
    <chakra.li listStyleType="none">
      { isExternal ? (
        <chakra.a href={ item.url } target="_blank" rel="noopener noreferrer" onClick={ onClick } { ...styles }>{ content }</chakra.a>
      ) : (
        <chakra.a asChild { ...styles }>
          <NextLink href={ item.nextRoute ?? '/' } onClick={ onClick }>{ content }</NextLink>
        </chakra.a>
      ) }
    </chakra.li>
  );
}
