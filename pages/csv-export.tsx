import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import CsvExport from 'ui/pages/CsvExport';

const Page: NextPage<PageProps> = () => <CsvExport/>;

export default Page;

export { csvExport as getServerSideProps } from 'lib/next/serverProps';
