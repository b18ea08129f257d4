import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import TokenInstance from 'ui/pages/TokenInstance';

const Page: NextPage<PageProps> = () => <TokenInstance/>;

export default Page;

export { tokenInstance as getServerSideProps } from 'lib/next/pageProps';
