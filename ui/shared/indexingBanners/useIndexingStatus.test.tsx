import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import system from 'theme';
import type { IndexingStatus } from 'types/api/indexingStatus';
import { AppContextProvider } from 'ui/shared/layout/AppContext';

import InternalTxsIndexingAlert from './InternalTxsIndexingAlert';
import { INTERNAL_TXS_INDEXING_TEXT } from './logic';

const SERVER_KNEW: IndexingStatus = { finished_indexing: false, finished_indexing_blocks: true, indexed_blocks_ratio: '1.00', indexed_internal_transactions_ratio: '0.42' };

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

function renderLayoutBanner(indexingStatus: IndexingStatus | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={ system }>
      <QueryClientProvider client={ queryClient }>
        <AppContextProvider value={{ navCollapsed: null, indexingAlertCookie: null, indexingStatus }}>
          <InternalTxsIndexingAlert/>
        </AppContextProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('the indexing status the banners read', () => {
  it('is the server\'s while the browser\'s request is under way, so the banner is in the first paint, then the browser\'s', async() => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => { answer = resolve; }));
    renderLayoutBanner(SERVER_KNEW);

    // First render, before any answer.
    expect(screen.getByText(INTERNAL_TXS_INDEXING_TEXT)).toBeInTheDocument();
    expect(screen.getByText('42% of blocks with internal transactions indexed')).toBeInTheDocument();

    answer(fakeResponse({ body: { ...SERVER_KNEW, indexed_internal_transactions_ratio: '0.57' } }));
    expect(await screen.findByText('57% of blocks with internal transactions indexed')).toBeInTheDocument();
  });

  it('is nothing until the browser\'s answer when the server knew none', async() => {
    mockFetch(async() => fakeResponse({ body: SERVER_KNEW }));
    renderLayoutBanner(null);

    expect(screen.queryByText(INTERNAL_TXS_INDEXING_TEXT)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(INTERNAL_TXS_INDEXING_TEXT)).toBeInTheDocument());
  });
});
