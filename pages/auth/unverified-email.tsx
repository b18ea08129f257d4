import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import UnverifiedEmailPage from 'ui/accountPages/UnverifiedEmailPage';

const Page: NextPage<PageProps> = () => <UnverifiedEmailPage/>;

export default Page;

export { account as getServerSideProps } from 'lib/next/serverProps';
