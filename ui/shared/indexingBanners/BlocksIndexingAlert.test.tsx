import { act, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { getCookie, INDEXING_ALERT, removeCookie, setCookie } from 'lib/cookies';
import { AppContextProvider } from 'ui/shared/layout/AppContext';

import BlocksIndexingAlert from './BlocksIndexingAlert';
import { INDEXING, renderBanner } from './testUtils';

jest.mock('./useIndexingStatus', () => {
  const utils = jest.requireActual('./testUtils');
  return { useIndexingStatus: utils.useTestIndexingStatus, getIndexingStatusKey: () => utils.STATUS_KEY };
});

const skeleton = () => screen.queryByTestId('blocks-indexing-skeleton');

describe('BlocksIndexingAlert', () => {
  afterEach(() => removeCookie(INDEXING_ALERT));

  it('shows a placeholder while loading when the last visit saw indexing', () => {
    renderBanner(<BlocksIndexingAlert indexingAlertCookie="true"/>, 'pending');
    expect(skeleton()).toBeInTheDocument();
  });

  it('shows nothing while loading when the last visit did not see indexing', () => {
    const { container } = renderBanner(<BlocksIndexingAlert indexingAlertCookie="false"/>, 'pending');
    expect(skeleton()).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');
  });

  it('takes the cookie from the app context when no prop is given', () => {
    renderBanner(
      <AppContextProvider value={{ navCollapsed: null, indexingAlertCookie: 'true' }}><BlocksIndexingAlert/></AppContextProvider>,
      'pending',
    );
    expect(skeleton()).toBeInTheDocument();
  });

  it('shows the floored percent of blocks indexed and remembers that indexing is going on', async() => {
    renderBanner(<BlocksIndexingAlert indexingAlertCookie={ null }/>, INDEXING);

    expect(await screen.findByText('29% Blocks Indexed')).toBeInTheDocument();
    expect(skeleton()).not.toBeInTheDocument();
    expect(getCookie(INDEXING_ALERT)).toBe('true');
  });

  it('shows nothing once blocks are indexed, remembers it and does not subscribe', async() => {
    const { container, socket } = renderBanner(
      <BlocksIndexingAlert indexingAlertCookie="true"/>,
      { ...INDEXING, finished_indexing_blocks: true, indexed_blocks_ratio: '1' },
    );

    await waitFor(() => expect(getCookie(INDEXING_ALERT)).toBe('false'));
    expect(skeleton()).not.toBeInTheDocument();
    expect(container).toHaveTextContent('');
    expect(socket.channels).toHaveLength(0);
  });

  it('shows nothing and keeps the cookie when the status request fails', async() => {
    setCookie(INDEXING_ALERT, 'true');
    const { container } = renderBanner(<BlocksIndexingAlert indexingAlertCookie="true"/>, 'error');

    await waitFor(() => expect(skeleton()).not.toBeInTheDocument());
    expect(container).toHaveTextContent('');
    expect(getCookie(INDEXING_ALERT)).toBe('true');
  });

  it('follows live progress and leaves the topic when indexing finishes', async() => {
    const { socket } = renderBanner(<BlocksIndexingAlert/>, INDEXING);
    await screen.findByText('29% Blocks Indexed');
    const [ channel ] = socket.channelsFor('blocks:indexing');
    // The listener attaches in the render after the channel is handed out.
    await waitFor(() => expect(channel.listenerCount('block_index_status')).toBe(1));

    act(() => channel.emit('block_index_status', { finished: false, ratio: '0.57' }));
    expect(await screen.findByText('57% Blocks Indexed')).toBeInTheDocument();

    // Blockscout's name for the same event is understood too.
    act(() => channel.emit('index_status', { finished: false, ratio: '0.9' }));
    expect(await screen.findByText('90% Blocks Indexed')).toBeInTheDocument();

    act(() => channel.emit('block_index_status', { finished: true, ratio: '1' }));
    await waitFor(() => expect(screen.queryByText(/Blocks Indexed/)).not.toBeInTheDocument());
    expect(channel.leaves).toBe(1);
    expect(getCookie(INDEXING_ALERT)).toBe('false');
  });

  it('warns while the backend cannot reach the node, live, and returns to the percent when it can', async() => {
    const { socket } = renderBanner(<BlocksIndexingAlert/>, { ...INDEXING, indexed_blocks_ratio: '1.00', node_reachable: false });
    expect(await screen.findByText(/cannot reach the network's node/)).toBeInTheDocument();
    expect(screen.queryByText(/Blocks Indexed/)).not.toBeInTheDocument();
    const [ channel ] = socket.channelsFor('blocks:indexing');
    await waitFor(() => expect(channel.listenerCount('block_index_status')).toBe(1));

    act(() => channel.emit('block_index_status', { finished: false, ratio: '0.91', node_reachable: true }));
    expect(await screen.findByText('91% Blocks Indexed')).toBeInTheDocument();
    expect(screen.queryByText(/cannot reach the network's node/)).not.toBeInTheDocument();

    act(() => channel.emit('block_index_status', { finished: false, ratio: '0.91', node_reachable: false }));
    expect(await screen.findByText(/cannot reach the network's node/)).toBeInTheDocument();
  });
});
