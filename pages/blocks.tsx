import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Blocks from 'ui/pages/Blocks';

const Page: NextPage<PageProps> = () => <Blocks/>;

export default Page;

export { blocks as getServerSideProps } from 'lib/next/pageProps';
