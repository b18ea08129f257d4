import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { VAULT_FACTORY } from 'mocks/tx/addresses';
import { decodedLog, hostileDecodedLog, rawLog } from 'mocks/tx/logs';
import system from 'theme';
import type { Log } from 'types/api/log';

import LogsListItems from './LogsListItems';

function renderList(items: Array<Log>, showTxInfo?: boolean) {
  return render(<ChakraProvider value={ system }><LogsListItems items={ items } showTxInfo={ showTxInfo }/></ChakraProvider>);
}

describe('LogsListItems', () => {
  it('shows a decoded event with its name and each parameter, addresses as links', () => {
    renderList([ decodedLog ]);
    const item = screen.getByTestId('log-item');
    expect(within(item).getByRole('link', { name: VAULT_FACTORY.hash }).getAttribute('href')).toBe(`/address/${ VAULT_FACTORY.hash }`);
    expect(within(item).getByTestId('log-event').textContent).toBe(decodedLog.decoded?.method_call);
    const params = within(item).getAllByTestId('decoded-param');
    expect(params.map((row) => row.firstElementChild?.textContent)).toEqual([ 'vault', 'creator', 'deterministic', 'salt' ]);
    expect(within(params[0]).getByRole('link', { name: '0xc72ACaD82B5aB0D16bCb91f342e527FB6c43c51C' })).toBeTruthy();
    expect(within(params[2]).getByTestId('decoded-value').textContent).toBe('true');
    // The raw form stays available below the decoded one.
    expect(within(within(item).getByTestId('log-topics')).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows topics and data raw when the event is not decoded, skipping empty topics', () => {
    renderList([ rawLog ]);
    const item = screen.getByTestId('log-item');
    expect(within(item).queryByTestId('log-decoded')).toBeNull();
    const topics = within(within(item).getByTestId('log-topics')).getAllByRole('listitem');
    expect(topics).toHaveLength(1);
    expect(topics[0].textContent).toContain(rawLog.topics[0]);
    expect(within(item).getByTestId('log-data').textContent).toBe(rawLog.data);
  });

  it('renders decoded strings as text, never as markup', () => {
    const { container } = renderList([ hostileDecodedLog ]);
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
  });

  it('links the transaction and block only when asked', () => {
    const { unmount } = renderList([ decodedLog ]);
    expect(screen.queryByText('Transaction')).toBeNull();
    unmount();
    renderList([ decodedLog ], true);
    expect(screen.getByRole('link', { name: '0x6078…7f1e' }).getAttribute('href')).toBe(`/tx/${ decodedLog.transaction_hash }`);
    expect(screen.getByRole('link', { name: '78' }).getAttribute('href')).toBe('/block/78');
  });
});
