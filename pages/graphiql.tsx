import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import GraphiQL from 'ui/pages/GraphiQL';

const Page: NextPage<PageProps> = () => <GraphiQL/>;

export default Page;

export { graphql as getServerSideProps } from 'lib/next/serverProps';
