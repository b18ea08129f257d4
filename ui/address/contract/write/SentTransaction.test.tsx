import { screen, waitFor, within } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { renderWithAddressData } from 'mocks/address/render';
import { CONTRACT_HASH } from 'mocks/contract/contract';
import { pendingTx, revertedTx, tokenTransferTx } from 'mocks/tx/tx';

import SentTransaction from './SentTransaction';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/address/[hash]', query: {}, push: jest.fn() }) }));

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('SentTransaction', () => {
  /** The API answers 404 until the indexer has the transaction, then `answers` in turn (the last one again). */
  function serveTransaction(answers: Array<object>) {
    let calls = 0;
    return mockFetch(async() => {
      calls += 1;
      if (calls === 1) return fakeResponse({ status: 404, body: { message: 'Not found' } });
      return fakeResponse({ body: answers[Math.min(calls - 2, answers.length - 1)] });
    });
  }

  it('waits for the transaction to be mined, then says it failed and why', async() => {
    serveTransaction([ pendingTx, revertedTx ]);
    renderWithAddressData(<SentTransaction hash={ revertedTx.hash }/>, CONTRACT_HASH, []);
    const result = screen.getByTestId('write-result');
    expect(result.getAttribute('data-status')).toBe('pending');
    expect(result.textContent).toContain('waiting for it to be mined');
    await waitFor(() => expect(screen.getByTestId('write-result').getAttribute('data-status')).toBe('failed'), { timeout: 8000 });
    const failed = screen.getByTestId('write-result');
    expect(failed.textContent).toContain('Transaction failed:');
    expect(within(failed).getByTestId('revert-reason')).toBeTruthy();
    expect(within(failed).getByRole('link').getAttribute('href')).toBe(`/tx/${ revertedTx.hash }`);
  }, 15_000);

  it('while the failure awaits its trace, says so and asks again until the reason comes', async() => {
    const awaiting = { ...revertedTx, result: 'awaiting_internal_transactions', revert_reason: null };
    serveTransaction([ awaiting, awaiting, revertedTx ]);
    renderWithAddressData(<SentTransaction hash={ revertedTx.hash }/>, CONTRACT_HASH, []);
    await waitFor(() => expect(screen.getByTestId('write-result').getAttribute('data-status')).toBe('failed'), { timeout: 8000 });
    expect(screen.getByTestId('write-result-reason').textContent).toBe('Awaiting internal transactions for reason');
    await waitFor(() => expect(within(screen.getByTestId('write-result')).getByTestId('revert-reason')).toBeTruthy(), { timeout: 8000 });
    expect(screen.queryByTestId('write-result-reason')).toBeNull();
  }, 20_000);

  it('says a mined transaction succeeded', async() => {
    serveTransaction([ tokenTransferTx ]);
    renderWithAddressData(<SentTransaction hash={ tokenTransferTx.hash }/>, CONTRACT_HASH, []);
    await waitFor(() => expect(screen.getByTestId('write-result').getAttribute('data-status')).toBe('success'), { timeout: 8000 });
    expect(screen.getByTestId('write-result').textContent).toContain('Transaction succeeded:');
  }, 15_000);
});
