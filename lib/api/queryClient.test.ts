import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { createQueryClient, MAX_RETRIES, shouldRetry, shouldThrowOnError } from './queryClient';
import { ResourceError } from './ResourceError';

function failure(status: number) {
  return new ResourceError({ status, statusText: String(status) });
}

/** Runs a failing query through a real client with the app policy and counts the attempts. */
async function countAttempts(error: unknown): Promise<number> {
  const client = createQueryClient();
  let attempts = 0;
  await client.fetchQuery({
    queryKey: [ 'attempts' ],
    queryFn: () => {
      attempts++;
      throw error;
    },
    retryDelay: 0,
  }).catch(() => undefined);
  return attempts;
}

describe('retry policy', () => {
  it('does not retry client errors', async() => {
    expect(await countAttempts(failure(404))).toBe(1);
    expect(await countAttempts(failure(422))).toBe(1);
    expect(await countAttempts(failure(429))).toBe(1);
  });

  it('retries server and network errors at most twice', async() => {
    expect(MAX_RETRIES).toBe(2);
    expect(await countAttempts(failure(500))).toBe(3);
    expect(await countAttempts(failure(0))).toBe(3);
    expect(await countAttempts(new Error('boom'))).toBe(3);
  });

  it('decides per failure count', () => {
    expect(shouldRetry(0, failure(503))).toBe(true);
    expect(shouldRetry(1, failure(503))).toBe(true);
    expect(shouldRetry(2, failure(503))).toBe(false);
    expect(shouldRetry(0, failure(400))).toBe(false);
  });
});

describe('error boundary policy', () => {
  it('throws only rate limiting to the boundary', () => {
    expect(shouldThrowOnError(failure(429))).toBe(true);
    expect(shouldThrowOnError(failure(404))).toBe(false);
    expect(shouldThrowOnError(failure(500))).toBe(false);
  });

  it('does not refetch on window focus', () => {
    expect(createQueryClient().getDefaultOptions().queries?.refetchOnWindowFocus).toBe(false);
  });

  class Boundary extends React.Component<{ children: React.ReactNode }, { error?: unknown }> {
    state: { error?: unknown } = {};
    static getDerivedStateFromError(error: unknown) {
      return { error };
    }
    render() {
      const status = (this.state.error as ResourceError | undefined)?.status;
      return this.state.error ? React.createElement('p', null, `boundary ${ status }`) : this.props.children;
    }
  }

  function Failing({ status }: { status: number }) {
    const query = useQuery<never, ResourceError>({ queryKey: [ 'failing', status ], queryFn: () => Promise.reject(failure(status)) });
    return React.createElement('p', null, query.isError ? `inline ${ query.error.status }` : 'loading');
  }

  function renderFailing(status: number) {
    const client = createQueryClient();
    render(React.createElement(QueryClientProvider, { client },
      React.createElement(Boundary, null, React.createElement(Failing, { status }))));
  }

  it('sends a 429 to the error boundary', async() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(429);
    await waitFor(() => expect(screen.getByText('boundary 429')).toBeInTheDocument());
  });

  it('keeps other client errors in the component', async() => {
    renderFailing(404);
    await waitFor(() => expect(screen.getByText('inline 404')).toBeInTheDocument());
  });
});
