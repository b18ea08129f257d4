import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import L2Deposits from 'ui/pages/L2Deposits';

const Page: NextPage<PageProps> = () => <L2Deposits/>;

export default Page;

export { l2Deposits as getServerSideProps } from 'lib/next/pageProps';
