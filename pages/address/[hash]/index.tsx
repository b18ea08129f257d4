import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Address from 'ui/pages/Address';

const Page: NextPage<PageProps> = () => <Address/>;

export default Page;

export { address as getServerSideProps } from 'lib/next/pageProps';
