import { act, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { getCookie, INTERNAL_TXS_INDEXING_ALERT, removeCookie } from 'lib/cookies';
import { AppContextProvider } from 'ui/shared/layout/AppContext';

import InternalTxsIndexingAlert from './InternalTxsIndexingAlert';
import { INTERNAL_TXS_INDEXING_TEXT } from './logic';
import { INDEXING, renderBanner } from './testUtils';

jest.mock('./useIndexingStatus', () => {
  const utils = jest.requireActual('./testUtils');
  return { useIndexingStatus: utils.useTestIndexingStatus, getIndexingStatusKey: () => utils.STATUS_KEY };
});

const skeleton = () => screen.queryByTestId('internal-txs-indexing-skeleton');
const withCookie = (value: string | null) => (
  <AppContextProvider value={{ navCollapsed: null, indexingAlertCookie: null, internalTxsIndexingCookie: value }}>
    <InternalTxsIndexingAlert/>
  </AppContextProvider>
);

describe('InternalTxsIndexingAlert', () => {
  afterEach(() => removeCookie(INTERNAL_TXS_INDEXING_ALERT));

  it('keeps the banner\'s place while loading when the last visit saw it, so the page does not move down', () => {
    renderBanner(withCookie('true'), 'pending');
    expect(skeleton()).toBeInTheDocument();
    // The placeholder is the banner itself, hidden: the same height at every width.
    expect(skeleton()).toHaveTextContent(INTERNAL_TXS_INDEXING_TEXT);
  });

  it('keeps no place while loading when the last visit did not see it', () => {
    const { container } = renderBanner(withCookie('false'), 'pending');
    expect(skeleton()).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');
  });

  it('remembers for the next visit whether internal transactions are still being indexed', async() => {
    const first = renderBanner(withCookie(null), INDEXING);
    await screen.findByText(INTERNAL_TXS_INDEXING_TEXT);
    expect(getCookie(INTERNAL_TXS_INDEXING_ALERT)).toBe('true');
    first.unmount();

    renderBanner(withCookie('true'), { ...INDEXING, finished_indexing: true });
    await waitFor(() => expect(getCookie(INTERNAL_TXS_INDEXING_ALERT)).toBe('false'));
    expect(skeleton()).not.toBeInTheDocument();
  });
  it('warns that counts may be inaccurate and shows the percent indexed', async() => {
    renderBanner(<InternalTxsIndexingAlert/>, INDEXING);

    expect(await screen.findByText('We\'re indexing this chain right now. Some of the counts may be inaccurate.')).toBeInTheDocument();
    expect(screen.getByText('50% of blocks with internal transactions indexed')).toBeInTheDocument();
  });

  it('shows the warning without a percent when the ratio is unknown', async() => {
    renderBanner(<InternalTxsIndexingAlert/>, { ...INDEXING, indexed_internal_transactions_ratio: null });

    expect(await screen.findByText(INTERNAL_TXS_INDEXING_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/internal transactions indexed/)).not.toBeInTheDocument();
  });

  it('shows nothing once indexing is finished, and does not subscribe', async() => {
    const { container, socket, queryClient } = renderBanner(<InternalTxsIndexingAlert/>, { ...INDEXING, finished_indexing: true });

    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(container).toHaveTextContent('');
    expect(socket.channels).toHaveLength(0);
  });

  it('shows nothing while loading or after an error', async() => {
    const loading = renderBanner(<InternalTxsIndexingAlert/>, 'pending');
    expect(loading.container).toHaveTextContent('');
    loading.unmount();

    const failed = renderBanner(<InternalTxsIndexingAlert/>, 'error');
    await waitFor(() => expect(failed.queryClient.isFetching()).toBe(0));
    expect(failed.container).toHaveTextContent('');
  });

  it('follows live progress on its topic and disappears when indexing finishes', async() => {
    const { socket } = renderBanner(<InternalTxsIndexingAlert/>, INDEXING);
    await screen.findByText(INTERNAL_TXS_INDEXING_TEXT);
    const [ channel ] = socket.channelsFor('blocks:indexing_internal_transactions');
    await waitFor(() => expect(channel.listenerCount('internal_txs_index_status')).toBe(1));

    act(() => channel.emit('internal_txs_index_status', { finished: false, ratio: '0.734' }));
    expect(await screen.findByText('73% of blocks with internal transactions indexed')).toBeInTheDocument();

    act(() => channel.emit('index_status', { finished: true, ratio: '1' }));
    await waitFor(() => expect(screen.queryByText(INTERNAL_TXS_INDEXING_TEXT)).not.toBeInTheDocument());
    expect(channel.leaves).toBe(1);
  });
});
