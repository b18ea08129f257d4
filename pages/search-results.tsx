import type { NextPage } from 'next';
import React from 'react';

import type { PageProps } from 'lib/next/serverProps';
import SearchResults from 'ui/pages/SearchResults';

const Page: NextPage<PageProps> = () => <SearchResults/>;

export default Page;

export { searchResults as getServerSideProps } from 'lib/search/searchResultsProps';
