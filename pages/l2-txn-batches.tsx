import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import L2TxnBatches from 'ui/pages/L2TxnBatches';

const Page: NextPage<PageProps> = () => <L2TxnBatches/>;

export default Page;

export { l2TxnBatches as getServerSideProps } from 'lib/next/pageProps';
