import { Box, chakra, Flex, Grid, Skeleton, Text, VStack } from '@chakra-ui/react';
import dynamic from 'next/dynamic';
import React from 'react';

import config from 'configs/app';
import { FRAME_QUERY_OPTIONS } from 'lib/api/queryClient';
import useApiQuery from 'lib/api/useApiQuery';
import { useConfigJson } from 'lib/hooks/useConfigJson';
import NavIcon, { type NavIconName } from 'ui/shared/icons/NavIcon';

import { getBackendVersionUrl, getFrontendVersion, isFooterLinkGroupList, MAX_FOOTER_LINK_GROUPS, type FooterLinkGroup } from './footerLinks';

// Only a browser with a wallet shows it, so it is a chunk of its own, loaded after hydration.
const AddChainButton = dynamic(() => import('ui/snippets/walletButton/AddChainButton'), { ssr: false });

function ExternalLink({ href, children, icon }: { href: string; children: React.ReactNode; icon?: NavIconName }) {
  return (
    <chakra.a
      href={ href }
      target="_blank"
      rel="noopener noreferrer"
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontSize="sm"
      color="text.link"
      _hover={{ color: 'text.linkHover', textDecoration: 'underline' }}
    >
      { icon && <NavIcon name={ icon } boxSize="16px"/> }
      { children }
    </chakra.a>
  );
}

function LinkGroup({ group }: { group: FooterLinkGroup }) {
  return (
    <Box>
      <Text fontWeight={ 600 } fontSize="sm" mb="3">{ group.title }</Text>
      <VStack align="start" gap="2">
        { group.links.map((link) => (
          <chakra.a key={ link.url + link.text } href={ link.url } target="_blank" rel="noopener noreferrer"
            display="inline-flex" alignItems="center" gap="2" fontSize="sm" color="text.secondary" _hover={{ color: 'text.link' }}>
            { link.icon && <chakra.img src={ link.icon } alt="" boxSize="16px"/> }
            { link.text }
          </chakra.a>
        )) }
      </VStack>
    </Box>
  );
}

/**
 * Tagline, provider, backend and frontend versions, the project links, and up to three
 * configured link groups loaded from `NEXT_PUBLIC_FOOTER_LINKS`.
 */
export default function Footer() {
  const backendVersionQuery = useApiQuery('general:config_backend_version', { queryOptions: { ...FRAME_QUERY_OPTIONS, staleTime: Infinity } });
  const linksQuery = useConfigJson('footer-links', config.UI.footerLinksUrl, isFooterLinkGroupList);
  const groups = (linksQuery.data ?? []).slice(0, MAX_FOOTER_LINK_GROUPS);
  const frontendVersion = getFrontendVersion(config.app.version);
  const repoUrl = config.app.version.repoUrl;
  const backendVersion = backendVersionQuery.data?.backend_version;
  const backendVersionUrl = backendVersion ? getBackendVersionUrl(backendVersion, repoUrl) : '';

  return (
    <Box as="footer" borderTopWidth="1px" borderColor="border.divider" mt="12" py="8" px={{ base: '4', lg: '6' }} data-testid="footer">
      <Grid templateColumns={{ base: '1fr', lg: groups.length ? '1.2fr 2fr' : '1fr' }} gap="8">
        <VStack align="start" gap="3">
          <Text fontSize="sm" color="text.secondary" maxW="420px">{ config.UI.footer.tagline }</Text>
          { config.UI.footer.providerUrl && (
            <Text fontSize="sm">
              Provided by <ExternalLink href={ config.UI.footer.providerUrl }>{ config.UI.footer.providerName }</ExternalLink>
            </Text>
          ) }
          <Flex gap="4" flexWrap="wrap" fontSize="xs" color="text.secondary" data-testid="footer-versions">
            <Flex gap="1" align="center">
              Backend:
              { backendVersionQuery.isPending ? <Skeleton h="14px" w="60px"/> : backendVersion ? (
                backendVersionUrl ? <ExternalLink href={ backendVersionUrl }>{ backendVersion }</ExternalLink> : <span>{ backendVersion }</span>
              ) : <span>unavailable</span> }
            </Flex>
            <Flex gap="1" align="center">
              Frontend:
              { frontendVersion.url ? <ExternalLink href={ frontendVersion.url }>{ frontendVersion.text }</ExternalLink> : <span>{ frontendVersion.text }</span> }
            </Flex>
          </Flex>
          <Flex gap="4" flexWrap="wrap">
            { repoUrl && <ExternalLink href={ `${ repoUrl }/issues/new` } icon="issue">Submit an issue</ExternalLink> }
            { repoUrl && <ExternalLink href={ repoUrl } icon="github">Contribute</ExternalLink> }
            { config.UI.footer.twitterUrl && <ExternalLink href={ config.UI.footer.twitterUrl } icon="twitter">Twitter</ExternalLink> }
            { config.UI.footer.discussionsUrl && <ExternalLink href={ config.UI.footer.discussionsUrl } icon="discussions">Discussions</ExternalLink> }
          </Flex>
          <AddChainButton/>
        </VStack>
        { groups.length > 0 && (
          <Grid templateColumns={{ base: '1fr 1fr', md: `repeat(${ groups.length }, 1fr)` }} gap="6" data-testid="footer-link-groups">
            { groups.map((group) => <LinkGroup key={ group.title } group={ group }/>) }
          </Grid>
        ) }
      </Grid>
    </Box>
  );
}
