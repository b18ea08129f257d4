import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import PagePending from 'ui/pages/PagePending';

const Page: NextPage<PageProps> = () => <PagePending/>;

export default Page;

export { base as getServerSideProps } from 'lib/next/serverProps';
