import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Block from 'ui/pages/Block';

const Page: NextPage<PageProps> = () => <Block/>;

export default Page;

export { block as getServerSideProps } from 'lib/next/pageProps';
