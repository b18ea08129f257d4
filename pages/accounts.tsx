import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Accounts from 'ui/pages/Accounts';

const Page: NextPage<PageProps> = () => <Accounts/>;

export default Page;

export { accounts as getServerSideProps } from 'lib/next/pageProps';
