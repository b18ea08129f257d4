import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import ProfilePage from 'ui/accountPages/ProfilePage';

const Page: NextPage<PageProps> = () => <ProfilePage/>;

export default Page;

export { account as getServerSideProps } from 'lib/next/serverProps';
