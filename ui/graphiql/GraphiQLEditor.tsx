/**
 * GraphiQL itself, with its stylesheet: about a megabyte of code and CSS that only
 * /graphiql needs, so it is imported through `next/dynamic` (ui/pages/GraphiQL.tsx) and
 * never enters another page's first load. Answers are shown by GraphiQL's editor as text.
 */
import 'graphiql/style.css';

import { GraphiQL, type GraphiQLProps } from 'graphiql';
import React from 'react';

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

  return <GraphiQL fetcher={ fetcher } defaultQuery={ defaultQuery } forcedTheme={ theme } isHeadersEditorEnabled={ false }/>;
}
