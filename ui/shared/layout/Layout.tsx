import { Alert, Box, Flex } from '@chakra-ui/react';
import React from 'react';

import config from 'configs/app';
import BlocksIndexingAlert from 'ui/shared/indexingBanners/BlocksIndexingAlert';
import InternalTxsIndexingAlert from 'ui/shared/indexingBanners/InternalTxsIndexingAlert';
import HydrateLater from 'ui/shared/HydrateLater';
import Footer from 'ui/snippets/footer/Footer';
import HeaderDesktop from 'ui/snippets/header/HeaderDesktop';
import HeaderMobile from 'ui/snippets/header/HeaderMobile';
import NavigationDesktop from 'ui/snippets/navigation/NavigationDesktop';

interface Props {
  children: React.ReactNode;
  /** The home page has its own large search bar. */
  isHomepage?: boolean;
}

function MaintenanceAlert() {
  if (!config.app.maintenanceMessage) return null;
  return (
    <Alert.Root status="info" borderRadius="none" data-testid="maintenance-alert">
      <Alert.Indicator/>
      <Alert.Description>{ config.app.maintenanceMessage }</Alert.Description>
    </Alert.Root>
  );
}

/**
 * The shared frame of every page: sidebar, header with search, indexing banners, content and
 * footer. The header and search stay usable even when a page's content fails.
 */
export default function Layout({ children, isHomepage }: Props) {
  return (
    <Flex minH="100vh" w="100%" bg="bg.page">
      <HydrateLater><NavigationDesktop/></HydrateLater>
      <Flex direction="column" flex="1" minW="0">
        <HeaderMobile hideSearch={ isHomepage }/>
        <MaintenanceAlert/>
        <Box px={{ base: '4', lg: '8' }} pb="6" flex="1" w="100%" maxW="1600px" mx="auto">
          <HeaderDesktop hideSearch={ isHomepage }/>
          <Box display="flex" flexDirection="column" gap="3" mt={{ base: '4', lg: '0' }} mb="4">
            <BlocksIndexingAlert/>
            <InternalTxsIndexingAlert/>
          </Box>
          <Box as="main" id="main-content">
            { children }
          </Box>
        </Box>
        <HydrateLater><Footer/></HydrateLater>
      </Flex>
    </Flex>
  );
}
