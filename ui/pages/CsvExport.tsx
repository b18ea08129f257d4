/**
 * `/csv-export?type=…&address=…[&filter_type=&filter_value=]`: export an address's
 * transactions, internal transactions, token transfers or logs for a period of at most a
 * year, or a token's holders, to a CSV file behind a captcha.
 */
import { Alert, Flex, Skeleton, Text } from '@chakra-ui/react';
import { useRouter } from 'next/router';
import React from 'react';

import config from 'configs/app';
import useApiQuery from 'lib/api/useApiQuery';
import { ADDRESS_HASH_PATTERN } from 'types/hashes';
import CsvExportForm from 'ui/csvExport/CsvExportForm';
import { EXPORT_TYPES, readExportType, readFilter, type ExportType } from 'ui/csvExport/exportTypes';
import { AddressEntity } from 'ui/shared/entities/entities';
import PageTitle from 'ui/shared/PageTitle';

function queryString(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export default function CsvExport() {
  const router = useRouter();
  const hash = queryString(router.query.address) ?? '';
  const typeName = readExportType(queryString(router.query.type) ?? '');
  const exportType: ExportType | null = typeName ? EXPORT_TYPES[typeName] : null;
  const filter = exportType ? readFilter(exportType,
    queryString(router.query.filter_type) ?? queryString(router.query.filterType),
    queryString(router.query.filter_value) ?? queryString(router.query.filterValue)) : null;
  const valid = Boolean(exportType) && ADDRESS_HASH_PATTERN.test(hash);
  const limitQuery = useApiQuery('general:config_csv_export', { queryOptions: { enabled: valid } });
  const feature = config.features.csvExport;

  const content = (() => {
    if (!feature.isEnabled) return <Alert.Root status="error"><Alert.Indicator/><Alert.Title>CSV export is not configured for this explorer.</Alert.Title></Alert.Root>;
    if (!exportType) return <Alert.Root status="error" data-testid="csv-bad-type"><Alert.Indicator/><Alert.Title>Unknown export type.</Alert.Title></Alert.Root>;
    if (!ADDRESS_HASH_PATTERN.test(hash)) return <Alert.Root status="error" data-testid="csv-bad-address"><Alert.Indicator/><Alert.Title>No valid address was given.</Alert.Title></Alert.Root>;
    const limit = (limitQuery.data?.limit ?? 10_000).toLocaleString('en-US');
    return (
      <>
        <Flex mb="8" gap="1" wrap="wrap" align="center" data-testid="csv-description">
          <Text as="span">Export { exportType.text } for { exportType.subject }</Text>
          <AddressEntity address={{ hash, name: null, is_contract: false }} noCopy/>
          { filter && <Text as="span">with applied filter by { filter.filterType } ({ filter.filterValue })</Text> }
          <Text as="span">to CSV file.</Text>
          { limitQuery.isPending ? <Skeleton h="5" w="200px"/> : (
            <Text as="span">Exports are limited to { exportType.isTokenList ? `the top ${ limit } holders` : `the last ${ limit } ${ exportType.text } of the period` }.</Text>
          ) }
        </Flex>
        <CsvExportForm hash={ hash.toLowerCase() } exportType={ exportType } filter={ filter } captcha={ feature.captcha }/>
      </>
    );
  })();

  return (
    <>
      <PageTitle title="Export data to CSV file"/>
      { content }
    </>
  );
}
