/**
 * Page titles by Next route pattern (spec section 2). The server renders them into <title>,
 * so every route's title is in the first HTML.
 */
export const UNKNOWN_PAGE_TITLE = 'Unknown page';

export const PAGE_TITLES: Readonly<Record<string, string>> = {
  '/': 'Homepage',
  '/txs': 'Transactions',
  '/tx/[hash]': 'Transaction details',
  '/blocks': 'Blocks',
  '/block/[height_or_hash]': 'Block details',
  '/accounts': 'Top accounts',
  '/address/[hash]': 'Address details',
  '/address/[hash]/contract-verification': 'Contract verification',
  '/verified-contracts': 'Verified contracts',
  '/tokens': 'Tokens',
  '/token/[hash]': 'Token',
  '/token/[hash]/instance/[id]': 'Token Instance',
  '/apps': 'Apps',
  '/apps/[id]': 'App',
  '/stats': 'Stats',
  '/api-docs': 'REST API',
  '/graphiql': 'GraphQL',
  '/search-results': 'Search results',
  '/auth/profile': 'Profile',
  '/account/watchlist': 'Watch list',
  '/account/api-key': 'API keys',
  '/account/custom-abi': 'Custom ABI',
  '/account/public-tags-request': 'Public tags',
  '/account/tag-address': 'Private tags',
  '/account/verified-addresses': 'Verified addresses',
  '/withdrawals': 'Withdrawals',
  '/visualize/sol2uml': 'Contract visualisation',
  '/csv-export': 'CSV export',
  // The spec names these routes without exact titles; these follow their sidebar labels.
  '/l2-deposits': 'Deposits (L1 to L2)',
  '/l2-output-roots': 'Output roots',
  '/l2-txn-batches': 'Txn batches',
  '/l2-withdrawals': 'Withdrawals (L2 to L1)',
  '/404': 'Page not found',
  '/login': 'Login',
  '/auth/auth0': 'Login',
  '/auth/unverified-email': 'Unverified email',
};

/** The title for a Next route pattern such as `/tx/[hash]`; unknown patterns get 'Unknown page'. */
export function getPageTitle(pathname: string): string {
  return PAGE_TITLES[pathname] ?? UNKNOWN_PAGE_TITLE;
}
