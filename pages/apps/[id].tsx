import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import MarketplaceApp from 'ui/pages/MarketplaceApp';

const Page: NextPage<PageProps> = () => <MarketplaceApp/>;

export default Page;

export { marketplace as getServerSideProps } from 'lib/next/serverProps';
