/** The GraphQL tab: where the endpoint is and a link to the GraphiQL playground. */
import { Box, Code, Link, Text } from '@chakra-ui/react';
import NextLink from 'next/link';
import React from 'react';

import { buildUrl } from 'lib/api/buildUrl';

export default function GraphqlTab() {
  return (
    <Box data-testid="graphql-api">
      <Text mb="2">Blocks, transactions, addresses, token transfers and tokens, queried by POST (or GET) at:</Text>
      <Code p="2" mb="4" display="block" overflowWrap="anywhere">{ buildUrl('general:graphql', undefined, undefined, { noProxy: true }) }</Code>
      <Link asChild color="text.link" data-testid="graphiql-link">
        <NextLink href="/graphiql">Open the GraphQL playground (GraphiQL)</NextLink>
      </Link>
    </Box>
  );
}
