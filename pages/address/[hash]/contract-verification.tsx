import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import ContractVerification from 'ui/pages/ContractVerification';

const Page: NextPage<PageProps> = () => <ContractVerification/>;

export default Page;

export { contractVerification as getServerSideProps } from 'lib/next/pageProps';
