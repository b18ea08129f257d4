import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import LoginPage from 'ui/accountPages/LoginPage';

const Page: NextPage<PageProps> = () => <LoginPage/>;

export default Page;

export { login as getServerSideProps } from 'lib/next/serverProps';
