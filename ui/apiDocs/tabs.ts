/** Tab ids of /api-docs (`?tab=`), shared with the sidebar's API items. Kept apart so the sidebar does not import the page. */
export const API_DOCS_TABS = { rest: 'rest_api', rpc: 'rpc_api', ethRpc: 'eth_rpc_api', graphql: 'graphql' } as const;

export const apiDocsTabHref = (tab: string) => `/api-docs?tab=${ tab }`;

/**
 * Swagger UI arrives seconds after the REST tab and is many screens tall: the tab holds a
 * screen's height from the start, so the footer is below the fold and nothing in view moves.
 */
export const SWAGGER_RESERVED_HEIGHT = '100vh';
