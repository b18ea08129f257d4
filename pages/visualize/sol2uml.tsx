import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import Sol2Uml from 'ui/pages/Sol2Uml';

const Page: NextPage<PageProps> = () => <Sol2Uml/>;

export default Page;

export { sol2uml as getServerSideProps } from 'lib/next/serverProps';
