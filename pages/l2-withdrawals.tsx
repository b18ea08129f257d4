import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import L2Withdrawals from 'ui/pages/L2Withdrawals';

const Page: NextPage<PageProps> = () => <L2Withdrawals/>;

export default Page;

export { l2Withdrawals as getServerSideProps } from 'lib/next/pageProps';
