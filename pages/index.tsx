import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Home from 'ui/pages/Home';

const Page: NextPage<PageProps> = () => <Home/>;

export default Page;

export { base as getServerSideProps } from 'lib/next/serverProps';
