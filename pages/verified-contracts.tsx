import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import VerifiedContracts from 'ui/pages/VerifiedContracts';

const Page: NextPage<PageProps> = () => <VerifiedContracts/>;

export default Page;

export { verifiedContracts as getServerSideProps } from 'lib/next/pageProps';
