import { Box, chakra, Collapsible, VStack } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import config from 'configs/app';
import NavIcon from 'ui/shared/icons/NavIcon';

import NavLink, { navRowStyles } from './NavLink';
import { buildNavItems, isGroupItem, type NavGroupItem } from './navItems';

function NavGroupMobile({ item, onNavigate }: { item: NavGroupItem; onNavigate: () => void }) {
  const [ open, setOpen ] = React.useState(item.isActive);
  const sections = Array.isArray(item.subItems[0]) ? item.subItems.flat() : item.subItems;
  return (
    <chakra.li listStyleType="none">
      <Collapsible.Root open={ open } onOpenChange={ (details) => setOpen(details.open) }>
        <Collapsible.Trigger asChild>
          <chakra.button type="button" { ...navRowStyles(false) } color={ item.isActive ? 'brand.fg' : 'text.primary' }>
            <NavIcon name={ item.icon }/>
            { item.text }
            <NavIcon name="arrowDown" boxSize="14px" ml="auto" transform={ open ? 'rotate(180deg)' : undefined } transition="transform 0.15s"/>
          </chakra.button>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <VStack as="ul" align="stretch" gap="0.5" m="0" pl="6" py="1">
            { (sections as ReadonlyArray<Parameters<typeof NavLink>[0]['item']>).map((subItem) => (
              <NavLink key={ subItem.text } item={ subItem } onClick={ onNavigate }/>
            )) }
          </VStack>
        </Collapsible.Content>
      </Collapsible.Root>
    </chakra.li>
  );
}

/** The menu inside the mobile left drawer; groups expand in place. */
export default function NavigationMobile({ onNavigate }: { onNavigate: () => void }) {
  const { pathname, query } = useRouter();
  const apiDocsTab = typeof query.tab === 'string' ? query.tab : undefined;
  const items = React.useMemo(() => buildNavItems(config, pathname, apiDocsTab), [ pathname, apiDocsTab ]);
  return (
    <Box as="nav" aria-label="Main navigation" data-testid="navigation-mobile">
      <VStack as="ul" align="stretch" gap="1" m="0" p="0">
        { items.main.map((item) => isGroupItem(item) ?
          <NavGroupMobile key={ item.text } item={ item } onNavigate={ onNavigate }/> :
          <NavLink key={ item.text } item={ item } onClick={ onNavigate }/>,
        ) }
      </VStack>
    </Box>
  );
}
