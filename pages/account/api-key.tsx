import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import ApiKeysPage from 'ui/accountPages/ApiKeysPage';

const Page: NextPage<PageProps> = () => <ApiKeysPage/>;

export default Page;

export { account as getServerSideProps } from 'lib/next/serverProps';
