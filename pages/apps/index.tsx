import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Marketplace from 'ui/pages/Marketplace';

const Page: NextPage<PageProps> = () => <Marketplace/>;

export default Page;

export { marketplace as getServerSideProps } from 'lib/next/serverProps';
