/**
 * Event logs: the emitting contract, the decoded event (name and parameters) when the backend
 * could decode it, and always the raw topics and data. One responsive layout serves desktop
 * (labels in a column) and mobile (labels above values); long hex wraps instead of overflowing.
 */
import { Badge, Box, Flex, Grid, Text } from '@chakra-ui/react';
import React from 'react';

import type { Log } from 'types/api/log';
import CopyToClipboard from 'ui/shared/CopyToClipboard';
import { AddressEntity, BlockEntity, TxEntity } from 'ui/shared/entities/entities';
import DecodedParams from 'ui/tx/decoded/DecodedParams';

interface Props {
  items: Array<Log>;
  showTxInfo?: boolean;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Box as="dt" color="text.secondary" fontSize="sm" fontWeight={ 500 } pt={{ base: '2', lg: '0' }}>{ label }</Box>
      <Box as="dd" m="0" minW="0" fontSize="sm">{ children }</Box>
    </>
  );
}

function Hex({ value, testId }: { value: string; testId?: string }) {
  return (
    <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all" data-testid={ testId }>{ value }</Text>
  );
}

function Topics({ topics }: { topics: Log['topics'] }) {
  const present = topics.map((topic, index) => ({ topic, index })).filter((item): item is { topic: string; index: number } => Boolean(item.topic));
  return (
    <Flex as="ol" direction="column" gap="1" m="0" p="0" listStyleType="none" data-testid="log-topics">
      { present.map(({ topic, index }) => (
        <Flex as="li" key={ index } gap="2" align="baseline" minW="0">
          <Badge size="sm" variant="outline" flexShrink={ 0 } fontFamily="mono">{ index }</Badge>
          <Hex value={ topic }/>
        </Flex>
      )) }
    </Flex>
  );
}

function Decoded({ decoded }: { decoded: NonNullable<Log['decoded']> }) {
  return (
    <Flex direction="column" gap="2" minW="0" data-testid="log-decoded">
      <Flex gap="2" align="baseline" wrap="wrap" minW="0">
        { decoded.method_id && <Badge size="sm" variant="subtle" colorPalette="brand" fontFamily="mono" flexShrink={ 0 }>{ `0x${ decoded.method_id }` }</Badge> }
        { decoded.method_call && (
          <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-word" data-testid="log-event">{ decoded.method_call }</Text>
        ) }
      </Flex>
      <DecodedParams params={ decoded.parameters } showIndexed/>
    </Flex>
  );
}

/** Memoised: a live update that prepends items leaves the existing rows alone. */
const LogItem = React.memo(function LogItem({ log, showTxInfo }: { log: Log; showTxInfo?: boolean }) {
  return (
    <Box as="li" listStyleType="none" borderBottomWidth="1px" borderColor="border.divider" py="5" data-testid="log-item">
      <Grid as="dl" templateColumns={{ base: 'minmax(0, 1fr)', lg: '130px minmax(0, 1fr)' }} columnGap="6" rowGap={{ base: '0.5', lg: '3' }}
        alignItems="baseline">
        <Row label="Address">
          <Flex align="center" gap="2" wrap="wrap" minW="0">
            <AddressEntity address={ log.address } truncation="dynamic"/>
            <Badge size="sm" variant="outline" flexShrink={ 0 } title="Position of the log in its block">Log index { log.index }</Badge>
          </Flex>
        </Row>
        { showTxInfo && (
          <Row label="Transaction">
            <Flex align="center" gap="3" wrap="wrap" minW="0">
              <TxEntity hash={ log.transaction_hash }/>
              <Flex as="span" gap="1" color="text.secondary">Block <BlockEntity height={ log.block_number } hash={ log.block_hash }/></Flex>
            </Flex>
          </Row>
        ) }
        { log.decoded && <Row label="Decoded"><Decoded decoded={ log.decoded }/></Row> }
        <Row label="Topics"><Topics topics={ log.topics }/></Row>
        <Row label="Data">
          <Flex gap="1" align="flex-start" minW="0">
            <Box bg="bg.sidebar" borderRadius="md" px="3" py="2" minW="0" flex="1"><Hex value={ log.data } testId="log-data"/></Box>
            <CopyToClipboard text={ log.data }/>
          </Flex>
        </Row>
      </Grid>
    </Box>
  );
});

export default function LogsListItems({ items, showTxInfo }: Props) {
  return (
    <Box as="ul" m="0" p="0" borderTopWidth="1px" borderColor="border.divider" data-testid="logs-list">
      { items.map((log) => <LogItem key={ `${ log.transaction_hash }-${ log.index }` } log={ log } showTxInfo={ showTxInfo }/>) }
    </Box>
  );
}
