import { screen } from '@testing-library/react';
import React from 'react';

import { AppPageError } from 'lib/errors/AppPageError';

import AppErrorPage from './AppErrorPage';
import { renderWithChakra } from './testUtils';

const apiError = (status: number, payload?: unknown) => ({ status, statusText: '', payload });

function expectTitle(title: string) {
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
}

describe('AppErrorPage', () => {
  it('shows the rate-limit screen for 429', () => {
    renderWithChakra(<AppErrorPage error={ apiError(429) }/>);
    expectTitle('Too many requests');
  });

  it('shows the tx-not-found screen for an invalid tx hash', () => {
    renderWithChakra(<AppErrorPage error={ apiError(422, { message: 'Invalid tx hash' }) }/>);
    expectTitle('Sorry, we are unable to locate this transaction hash');
  });

  it('shows the reorg screen with a link to the new block', () => {
    const cause = apiError(404, { message: 'Block lost consensus', hash: '0xfeed' });
    renderWithChakra(<AppErrorPage error={ new AppPageError('block failed', { cause }) }/>);
    expectTitle('Block removed due to chain reorganization');
    expect(screen.getByRole('link', { name: 'View reorg' })).toHaveAttribute('href', '/block/0xfeed');
  });

  it('shows 404 and 422 screens', () => {
    const { unmount } = renderWithChakra(<AppErrorPage error={ apiError(404) }/>);
    expectTitle('Page not found');
    unmount();
    renderWithChakra(<AppErrorPage error={ apiError(422) }/>);
    expectTitle('Request cannot be processed');
  });

  it('shows the generic screen with the real code for other statuses', () => {
    renderWithChakra(<AppErrorPage error={ apiError(503) }/>);
    expectTitle('Oops! Something went wrong');
    expect(screen.getByRole('img', { name: 'Error 503' })).toBeInTheDocument();
  });

  it('shows the generic 500 screen for errors without a status', () => {
    renderWithChakra(<AppErrorPage error={ new Error('boom') }/>);
    expectTitle('Oops! Something went wrong');
    expect(screen.getByRole('img', { name: 'Error 500' })).toBeInTheDocument();
  });
});
