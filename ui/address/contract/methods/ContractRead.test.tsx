import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { EOA_HASH } from 'mocks/address/address';
import { renderWithAddressData } from 'mocks/address/render';
import { CONTRACT_HASH } from 'mocks/contract/contract';
import { balanceOfResult, checkpointResult, readMethods, revertResult } from 'mocks/contract/methods';

import { parseArgs, toViemArgs } from './args';
import ContractRead from './ContractRead';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/address/[hash]', query: {}, push: jest.fn() }) }));

const renderRead = () =>
  renderWithAddressData(<ContractRead hash={ CONTRACT_HASH } kind="regular"/>, CONTRACT_HASH, [ [ 'general:contract_methods_read', readMethods ] ]);

function submit(method: string, values: Array<string>) {
  const block = screen.getByTestId(`method-${ method }`);
  within(block).queryAllByRole('textbox').forEach((input, index) => fireEvent.change(input, { target: { value: values[index] } }));
  fireEvent.click(within(block).getByRole('button', { name: 'Query' }));
  return block;
}

describe('ContractRead', () => {
  it('shows the current values of methods without inputs, an address as a link', () => {
    renderRead();
    expect(within(screen.getByTestId('method-name')).getByTestId('method-value').textContent).toBe('Quantum Dollar');
    expect(within(screen.getByTestId('method-owner')).getByRole('link').getAttribute('href')).toBe(`/address/${ EOA_HASH }`);
  });

  it('queries a method with its arguments and shows the output inline', async() => {
    const fetch = mockFetch(async() => fakeResponse({ body: balanceOfResult }));
    renderRead();
    const block = submit('balanceOf', [ EOA_HASH ]);
    await waitFor(() => expect(within(block).getByTestId('method-result').textContent).toContain('1000000'));
    const [ url, init ] = fetch.mock.calls[0];
    expect(url).toContain(`/api/v2/smart-contracts/${ CONTRACT_HASH }/query-read-method`);
    expect(JSON.parse(String(init.body))).toEqual({ args: [ EOA_HASH ], method_id: '70a08231', contract_type: 'regular' });
  });

  it('shows a tuple output with its field names and the addresses in it as links', async() => {
    mockFetch(async() => fakeResponse({ body: checkpointResult }));
    renderRead();
    const block = submit('checkpoint', [ '7' ]);
    const tuple = await within(block).findByTestId('method-value-tuple');
    expect(tuple.textContent).toContain('fromBlock (uint32):42');
    expect(within(tuple).getByRole('link').getAttribute('href')).toBe(`/address/${ EOA_HASH }`);
  });

  it('shows the revert message of a failed call', async() => {
    mockFetch(async() => fakeResponse({ body: revertResult }));
    renderRead();
    const block = submit('mustRevert', [ '11' ]);
    await waitFor(() => expect(within(block).getByTestId('method-error').textContent).toBe('execution reverted: x must be below 10'));
  });

  it('checks arguments against their types before sending anything', () => {
    const fetch = mockFetch();
    renderRead();
    const block = submit('balanceOf', [ '0x123' ]);
    expect(within(block).getByRole('alert').textContent).toBe('Enter an address: 0x and 40 hex digits');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops the answer to earlier inputs when new inputs fail their checks', async() => {
    mockFetch(async() => fakeResponse({ body: balanceOfResult }));
    renderRead();
    const block = submit('balanceOf', [ EOA_HASH ]);
    await waitFor(() => expect(within(block).getByTestId('method-result').textContent).toContain('1000000'));
    submit('balanceOf', [ '0x123' ]);
    expect(within(block).getByRole('alert').textContent).toBe('Enter an address: 0x and 40 hex digits');
    expect(within(block).queryByTestId('method-result')).toBeNull();
  });
});

describe('parseArgs', () => {
  it('parses integers, bools, arrays and tuples and reports each bad field', () => {
    const inputs = [
      { name: 'a', type: 'uint8' }, { name: 'b', type: 'bool' }, { name: 'c', type: 'uint256[]' },
      { name: 'd', type: 'tuple', components: [ { name: 'x', type: 'address' }, { name: 'y', type: 'int16' } ] },
    ];
    const parsed = parseArgs(inputs, [ '255', 'true', '[1, "2"]', `["${ EOA_HASH }", -3]` ]);
    expect(parsed.values).toEqual([ '255', true, [ '1', '2' ], [ EOA_HASH, '-3' ] ]);
    expect(toViemArgs(inputs, parsed.values ?? [])).toEqual([ 255n, true, [ 1n, 2n ], [ EOA_HASH, -3n ] ]);
    expect(parseArgs(inputs, [ '256', 'yes', '1', '[]' ]).errors).toEqual({
      0: 'Out of range for uint8', 1: 'Enter true or false', 2: 'Enter an array, e.g. [1, 2]', 3: 'Enter 2 values as a JSON array',
    });
  });
});
