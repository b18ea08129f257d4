/** "Download CSV" beside an address or token list: opens `/csv-export` for it, with the list's filter. Hidden while the feature is off. */
import { Link } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import config from 'configs/app';

import type { ExportTypeName } from './exportTypes';

export interface CsvExportLinkProps {
  type: ExportTypeName;
  address: string;
  filterType?: 'address' | 'topic';
  filterValue?: string;
}

export default function CsvExportLink({ type, address, filterType, filterValue }: CsvExportLinkProps) {
  if (!config.features.csvExport.isEnabled) return null;
  const query: Record<string, string> = { type, address, ...(filterType && filterValue ? { filter_type: filterType, filter_value: filterValue } : {}) };
  return (
    <Link asChild fontSize="sm" color="text.link" whiteSpace="nowrap" data-testid="csv-export-link">
      <NextLink href={{ pathname: '/csv-export', query }}>Download CSV</NextLink>
    </Link>
  );
}
