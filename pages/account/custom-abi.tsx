import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import CustomAbiPage from 'ui/accountPages/CustomAbiPage';

const Page: NextPage<PageProps> = () => <CustomAbiPage/>;

export default Page;

export { account as getServerSideProps } from 'lib/next/serverProps';
