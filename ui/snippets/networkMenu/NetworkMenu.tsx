import { Box, chakra, IconButton, Image, Popover, Portal, Tabs, VStack } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import { useConfigJson } from 'lib/hooks/useConfigJson';
import NavIcon from 'ui/shared/icons/NavIcon';

import { getNetworkTabs, isFeaturedNetworkList, type FeaturedNetwork } from './featuredNetworks';

function NetworkLink({ network }: { network: FeaturedNetwork }) {
  return (
    <chakra.a
      href={ network.url }
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      borderRadius="lg"
      fontSize="sm"
      fontWeight={ 500 }
      color={ network.isActive ? 'brand.fg' : 'text.primary' }
      bg={ network.isActive ? 'bg.active' : 'transparent' }
      _hover={{ bg: 'bg.hover' }}
    >
      { network.icon ? (
        <Image
          src={ network.icon }
          alt=""
          boxSize="24px"
          borderRadius="full"
          css={ network.invertIconInDarkMode ? { '.dark &': { filter: 'invert(1)' } } : undefined }
        />
      ) : <Box boxSize="24px" borderRadius="full" bg="brand.muted"/> }
      { network.title }
    </chakra.a>
  );
}

/** The featured-networks popover: tabs Mainnets, Testnets, Other, each only when it has items. */
export default function NetworkMenu() {
  const { data } = useConfigJson('featured-networks', config.UI.featuredNetworksUrl, isFeaturedNetworkList);
  const networks = data ?? [];
  const tabs = getNetworkTabs(networks);
  if (!config.UI.featuredNetworksUrl || tabs.length === 0) {
    return null;
  }

  return (
    <Popover.Root positioning={{ placement: 'bottom-start' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>
        <IconButton aria-label="Network menu" variant="ghost" size="sm" color="icon.nav" _hover={{ color: 'brand.fg' }}>
          <NavIcon name="networks"/>
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="300px" borderRadius="xl" bg="bg.card">
            <Popover.Body p="3">
              <Tabs.Root defaultValue={ tabs[0] } size="sm" variant="subtle">
                { tabs.length > 1 && (
                  <Tabs.List mb="2">
                    { tabs.map((tab) => <Tabs.Trigger key={ tab } value={ tab }>{ tab }</Tabs.Trigger>) }
                  </Tabs.List>
                ) }
                { tabs.map((tab) => (
                  <Tabs.Content key={ tab } value={ tab } p="0">
                    <VStack align="stretch" gap="1" maxH="50vh" overflowY="auto">
                      { networks.filter((network) => network.group === tab).map((network) => (
                        <NetworkLink key={ network.url } network={ network }/>
                      )) }
                    </VStack>
                  </Tabs.Content>
                )) }
              </Tabs.Root>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

