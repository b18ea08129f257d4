import { screen } from '@testing-library/react';
import React from 'react';

import reportError from 'lib/monitoring/reportError';

import ErrorBoundary from './ErrorBoundary';
import { renderWithChakra } from './testUtils';

jest.mock('lib/monitoring/reportError', () => ({ __esModule: true, default: jest.fn() }));

jest.mock('configs/app', () => ({
  __esModule: true,
  default: { reCaptcha: { siteKey: '' }, api: { endpoint: 'https://api.test', basePath: '' } },
}));

function Thrower({ error }: { error: unknown }): React.ReactElement {
  throw error;
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  // React logs caught render errors; keep the test output readable.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('ErrorBoundary', () => {
  it('renders children when nothing throws', () => {
    renderWithChakra(<ErrorBoundary><p>page content</p></ErrorBoundary>);
    expect(screen.getByText('page content')).toBeInTheDocument();
  });

  it('renders the 500 screen for a thrown error and reports it', async() => {
    const error = new Error('render failed');
    renderWithChakra(<ErrorBoundary context={{ page: 'tx' }}><Thrower error={ error }/></ErrorBoundary>);
    // The screens load in their own chunk.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Oops! Something went wrong');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(reportError).toHaveBeenCalledWith(error, expect.objectContaining({ page: 'tx', source: 'ErrorBoundary' }));
  });

  it('renders the 404 screen for an error with status 404', () => {
    const error = Object.assign(new Error('not found'), { status: 404 });
    renderWithChakra(<ErrorBoundary><Thrower error={ error }/></ErrorBoundary>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('renders the 404 screen for a thrown API error object', () => {
    renderWithChakra(<ErrorBoundary><Thrower error={{ status: 404, statusText: 'Not Found', payload: {} }}/></ErrorBoundary>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });

  it('resets when a reset key changes', () => {
    const error = new Error('broken page');
    const { rerender } = renderWithChakra(
      <ErrorBoundary resetKeys={ [ '/tx/0x1' ] }><Thrower error={ error }/></ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oops! Something went wrong');

    rerender(<ErrorBoundary resetKeys={ [ '/tx/0x1' ] }><p>next page</p></ErrorBoundary>);
    expect(screen.queryByText('next page')).not.toBeInTheDocument();

    rerender(<ErrorBoundary resetKeys={ [ '/blocks' ] }><p>next page</p></ErrorBoundary>);
    expect(screen.getByText('next page')).toBeInTheDocument();
  });

  it('uses a custom fallback when given', () => {
    renderWithChakra(
      <ErrorBoundary fallback={ () => <p>custom fallback</p> }><Thrower error={ new Error('x') }/></ErrorBoundary>,
    );
    expect(screen.getByText('custom fallback')).toBeInTheDocument();
  });
});
