import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Withdrawals from 'ui/pages/Withdrawals';

const Page: NextPage<PageProps> = () => <Withdrawals/>;

export default Page;

export { withdrawals as getServerSideProps } from 'lib/next/pageProps';
