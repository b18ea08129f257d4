import type { GetServerSideProps, NextPage } from 'next';

import config from 'configs/app';
import { routeOff, type PageProps } from 'lib/next/serverProps';

/** Hands the visitor to the auth service's login, keeping the page to come back to. */
const Page: NextPage<PageProps> = () => null;

export default Page;

export const getServerSideProps: GetServerSideProps<PageProps> = async(ctx) => {
  if (!config.features.account.isEnabled) {
    return routeOff(ctx);
  }
  const path = typeof ctx.query.path === 'string' && ctx.query.path.startsWith('/') ? ctx.query.path : '/';
  return {
    redirect: {
      destination: `${ config.features.account.authUrl }/auth/auth0?path=${ encodeURIComponent(path) }`,
      permanent: false,
    },
  };
};
