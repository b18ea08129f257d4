/**
 * GraphiQL itself, with its stylesheet: about a megabyte of code and CSS that only
 * /graphiql needs, so it is imported through `next/dynamic` (ui/pages/GraphiQL.tsx) and
 * never enters another page's first load. Answers are shown by GraphiQL's editor as text.
 */
import 'graphiql/style.css';

import { Box, type SystemStyleObject } from '@chakra-ui/react';
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import React from 'react';

/**
 * Below the lg breakpoint the query editor and the response are stacked instead of side by
 * side (beside each other on a phone, the editor was some 50 px wide and the query unreadable),
 * and GraphiQL's sidebar of tool buttons becomes a row above them, so both panes get the
 * whole width: answers with 66-character hashes read on a phone.
 */
const PHONE_LAYOUT: SystemStyleObject = {
  '@media (max-width: 999px)': {
    '& .graphiql-container': { flexDirection: 'column' },
    '& .graphiql-container .graphiql-sidebar': { flexDirection: 'row', width: 'auto', overflowX: 'auto', overflowY: 'visible', paddingBottom: 0 },
    // GraphiQL pushes its schema, shortcut and settings buttons to the bottom; in a row, to the right.
    '& .graphiql-container .graphiql-sidebar > button[aria-label="Re-fetch GraphQL schema"]': { marginTop: 0, marginLeft: 'auto' },
    '& .graphiql-container .graphiql-sessions': { margin: '8px', minHeight: 0 },
    '& #graphiql-session': { flexDirection: 'column' },
    '& .graphiql-horizontal-drag-bar': { display: 'none' },
    '& .graphiql-editors': { minHeight: '240px' },
    '& .graphiql-response': { minHeight: '280px' },
  },
};

interface Props {
  /** The API's GraphQL endpoint. */
  url: string;
  defaultQuery: string;
  theme: 'light' | 'dark';
}

export default function GraphiQLEditor({ url, defaultQuery, theme }: Props) {
  // A plain JSON POST: the API answers GraphQL's `{data, errors}` with 200 or 400 alike.
  const fetcher = React.useCallback<GraphiQLProps['fetcher']>(async(params, options) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...options?.headers },
      body: JSON.stringify(params),
    });
    return response.json();
  }, [ url ]);

  return (
    <Box h="100%" css={ PHONE_LAYOUT }>
      <GraphiQL fetcher={ fetcher } defaultQuery={ defaultQuery } forcedTheme={ theme } isHeadersEditorEnabled={ false }/>
    </Box>
  );
}
