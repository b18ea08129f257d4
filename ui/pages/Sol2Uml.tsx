/**
 * `/visualize/sol2uml?address=`: a UML class diagram of a verified contract, drawn by the
 * visualizer service from the contract's sources and shown as an image (zoomable, with a
 * download link).
 */
import { Alert, Box, Button, Flex, Link, Skeleton, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import React from 'react';

import useApiFetch from 'lib/api/useApiFetch';
import useApiQuery from 'lib/api/useApiQuery';
import type { VisualizeResponse } from 'types/api/visualizer';
import { AddressEntity } from 'ui/shared/entities/entities';
import PageTitle from 'ui/shared/PageTitle';
import { contractSources, svgDataUrl } from 'ui/sol2uml/svgDataUrl';

const ZOOM_STEPS = [ 0.25, 0.5, 0.75, 1, 1.5, 2, 3, 4 ];

function Diagram({ src, fileName }: { src: string; fileName: string }) {
  const [ zoomIndex, setZoomIndex ] = React.useState(ZOOM_STEPS.indexOf(1));
  const zoom = ZOOM_STEPS[zoomIndex];
  return (
    <Box>
      <Flex gap="2" align="center" mb="3" wrap="wrap">
        <Button size="xs" variant="outline" onClick={ () => setZoomIndex((i) => Math.max(0, i - 1)) } disabled={ zoomIndex === 0 }>Zoom out</Button>
        <Text as="span" fontSize="sm" minW="12" textAlign="center" data-testid="uml-zoom">{ Math.round(zoom * 100) }%</Text>
        <Button size="xs" variant="outline" onClick={ () => setZoomIndex((i) => Math.min(ZOOM_STEPS.length - 1, i + 1)) }
          disabled={ zoomIndex === ZOOM_STEPS.length - 1 }>Zoom in</Button>
        <Button size="xs" variant="ghost" onClick={ () => setZoomIndex(ZOOM_STEPS.indexOf(1)) }>Reset</Button>
        <Link href={ src } download={ fileName } fontSize="sm" color="text.link" ml="auto" data-testid="uml-download">Download SVG</Link>
      </Flex>
      <Box overflow="auto" borderWidth="1px" borderColor="border.divider" borderRadius="md" bg="white" p="2" maxH="80vh">
        { /* eslint-disable-next-line @next/next/no-img-element -- a data: URL; next/image adds nothing here */ }
        <img src={ src } alt="UML class diagram of the contract" data-testid="uml-image"
          style={{ width: `${ zoom * 100 }%`, maxWidth: 'none', height: 'auto', display: 'block' }}/>
      </Box>
    </Box>
  );
}

export default function Sol2Uml() {
  const router = useRouter();
  const address = typeof router.query.address === 'string' ? router.query.address : '';
  const apiFetch = useApiFetch();
  const contractQuery = useApiQuery('general:contract', { pathParams: { hash: address }, queryOptions: { enabled: Boolean(address) } });
  const sources = contractQuery.data ? contractSources(contractQuery.data) : undefined;
  const hasSources = Boolean(sources && Object.keys(sources).length > 0);

  const umlQuery = useQuery({
    queryKey: [ 'visualize:solidity_contract', address ],
    queryFn: ({ signal }) => apiFetch<'visualize:solidity_contract', VisualizeResponse>('visualize:solidity_contract', {
      fetchParams: { method: 'POST', body: { sources }, signal },
    }),
    enabled: hasSources,
    staleTime: Infinity,
  });
  const src = React.useMemo(() => umlQuery.data?.svg ? svgDataUrl(umlQuery.data.svg) : undefined, [ umlQuery.data ]);

  const failure = !address ? 'No contract address was given.' :
    contractQuery.isError ? 'Could not load the contract.' :
      contractQuery.data && !hasSources ? 'This contract is not verified, so there is nothing to draw.' :
        umlQuery.isError ? 'The diagram could not be drawn. Try again later.' : undefined;

  return (
    <Box>
      <PageTitle title="Contract visualisation"/>
      { address && (
        <Flex align="center" gap="2" mb="6" fontSize="sm">
          <Text as="span" color="text.secondary">For contract</Text>
          <AddressEntity address={{ hash: address, name: contractQuery.data?.name ?? null, is_contract: true }}/>
        </Flex>
      ) }
      { failure ? (
        <Alert.Root status="error" data-testid="uml-error"><Alert.Indicator/><Alert.Title>{ failure }</Alert.Title></Alert.Root>
      ) : src ? (
        <Diagram src={ src } fileName={ `${ contractQuery.data?.name || address }.svg` }/>
      ) : (
        <Skeleton h="400px" data-testid="uml-loading"/>
      ) }
    </Box>
  );
}
