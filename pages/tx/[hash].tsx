import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Transaction from 'ui/pages/Transaction';

const Page: NextPage<PageProps> = () => <Transaction/>;

export default Page;

export { tx as getServerSideProps } from 'lib/next/pageProps';
