import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import WatchlistPage from 'ui/accountPages/WatchlistPage';

const Page: NextPage<PageProps> = () => <WatchlistPage/>;

export default Page;

export { account as getServerSideProps } from 'lib/next/serverProps';
