import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Token from 'ui/pages/Token';

const Page: NextPage<PageProps> = () => <Token/>;

export default Page;

export { token as getServerSideProps } from 'lib/next/pageProps';
