import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import ApiDocs from 'ui/pages/ApiDocs';

const Page: NextPage<PageProps> = () => <ApiDocs/>;

export default Page;

export { base as getServerSideProps } from 'lib/next/serverProps';
