import { screen, within } from '@testing-library/react';
import React from 'react';

import AppErrorBlockConsensus from './AppErrorBlockConsensus';
import AppErrorHttpStatus from './AppErrorHttpStatus';
import AppErrorTooManyRequests from './AppErrorTooManyRequests';
import AppErrorTxNotFound, { TX_NOT_FOUND_HINTS } from './AppErrorTxNotFound';
import { renderWithChakra } from './testUtils';

function expectButtonLink(name: string, href: string) {
  const link = screen.getByRole('link', { name });
  expect(link).toHaveAttribute('href', href);
}

describe('HTTP status screens', () => {
  it.each([
    [ 404, 'Page not found', 'This page is no longer explorable! If you are lost, use the search bar to find what you are looking for.' ],
    [ 422, 'Request cannot be processed', 'Your request contained an error, perhaps a mistyped tx/block/address hash. Try again, and check the developer tools console for more info.' ],
    [ 500, 'Oops! Something went wrong', 'An unexpected error has occurred. Try reloading the page, or come back soon and try again.' ],
  ] as const)('%s shows its title, text, illustration and home button', (code, title, text) => {
    renderWithChakra(<AppErrorHttpStatus statusCode={ code }/>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Error ${ code }` })).toBeInTheDocument();
    expectButtonLink('Back to home', '/');
  });

  it('draws the real code on the generic screen', () => {
    renderWithChakra(<AppErrorHttpStatus statusCode={ 500 } displayCode={ 503 }/>);
    expect(screen.getByRole('img', { name: 'Error 503' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Something went wrong');
  });

  it('ignores a display code that is not an error status', () => {
    renderWithChakra(<AppErrorHttpStatus statusCode={ 500 } displayCode={ 200 }/>);
    expect(screen.getByRole('img', { name: 'Error 500' })).toBeInTheDocument();
  });
});

describe('AppErrorTxNotFound', () => {
  it('shows the title, the four hints and the home button', () => {
    renderWithChakra(<AppErrorTxNotFound/>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, we are unable to locate this transaction hash');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.textContent)).toEqual([ ...TX_NOT_FOUND_HINTS ]);
    expect(items[0]).toHaveTextContent('please wait for at least 30 seconds');
    expect(items[1]).toHaveTextContent('TX Pool of a different node');
    expect(items[2]).toHaveTextContent('network is busy');
    expect(items[3]).toHaveTextContent('after 1 hour');
    expect(items[3]).toHaveTextContent('sender/exchange/wallet/transaction provider');
    expect(screen.getByRole('img', { name: 'Magnifying glass' })).toBeInTheDocument();
    expectButtonLink('Back to home', '/');
  });
});

describe('AppErrorBlockConsensus', () => {
  it('links to the replacing block when a hash is given', () => {
    renderWithChakra(<AppErrorBlockConsensus hash="0xabc123"/>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Block removed due to chain reorganization');
    expectButtonLink('View reorg', '/block/0xabc123');
    expect(screen.queryByRole('link', { name: 'Back to home' })).not.toBeInTheDocument();
  });

  it('falls back to the home button without a hash', () => {
    renderWithChakra(<AppErrorBlockConsensus/>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Block removed due to chain reorganization');
    expectButtonLink('Back to home', '/');
    expect(screen.queryByRole('link', { name: 'View reorg' })).not.toBeInTheDocument();
  });
});

describe('AppErrorTooManyRequests without a site key', () => {
  it('shows the texts and the home button but no captcha', () => {
    renderWithChakra(<AppErrorTooManyRequests/>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Too many requests');
    expect(screen.getByText(
      'You have exceeded the request rate for a given time period. Please reduce the number of requests and try again soon.',
    )).toBeInTheDocument();
    expect(screen.queryByTestId('app-error-client-key')).not.toBeInTheDocument();
    expectButtonLink('Back to home', '/');
  });
});
