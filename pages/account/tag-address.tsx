import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import PrivateTagsPage from 'ui/accountPages/PrivateTagsPage';

const Page: NextPage<PageProps> = () => <PrivateTagsPage/>;

export default Page;

export { account as getServerSideProps } from 'lib/next/serverProps';
