import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Tokens from 'ui/pages/Tokens';

const Page: NextPage<PageProps> = () => <Tokens/>;

export default Page;

export { tokens as getServerSideProps } from 'lib/next/pageProps';
