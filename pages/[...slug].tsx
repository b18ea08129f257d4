import type { NextPage } from 'next';

import type { PageProps } from 'lib/next/serverProps';

/** Any path no other route matches: the app renders the 404 screen, titled 'Unknown page'. */
const Page: NextPage<PageProps> = () => null;

export default Page;

export { notFound as getServerSideProps } from 'lib/next/serverProps';
