import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import L2OutputRoots from 'ui/pages/L2OutputRoots';

const Page: NextPage<PageProps> = () => <L2OutputRoots/>;

export default Page;

export { l2OutputRoots as getServerSideProps } from 'lib/next/pageProps';
