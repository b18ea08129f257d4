import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import VerifiedAddressesPage from 'ui/accountPages/VerifiedAddressesPage';

const Page: NextPage<PageProps> = () => <VerifiedAddressesPage/>;

export default Page;

export { verifiedAddresses as getServerSideProps } from 'lib/next/serverProps';
