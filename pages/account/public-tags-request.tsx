import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import PublicTagsPage from 'ui/accountPages/PublicTagsPage';

const Page: NextPage<PageProps> = () => <PublicTagsPage/>;

export default Page;

export { account as getServerSideProps } from 'lib/next/serverProps';
