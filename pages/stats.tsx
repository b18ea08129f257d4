import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Stats from 'ui/pages/Stats';

const Page: NextPage<PageProps> = () => <Stats/>;

export default Page;

export { stats as getServerSideProps } from 'lib/next/serverProps';
