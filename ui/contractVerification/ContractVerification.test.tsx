import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { renderWithAddressData } from 'mocks/address/render';
import { CONTRACT_HASH, UNVERIFIED_HASH, unverifiedContract, verifiedContract } from 'mocks/contract/contract';
import { verificationConfig } from 'mocks/contract/verification';
import ContractVerification from 'ui/pages/ContractVerification';

const mockRouter = { pathname: '/address/[hash]/contract-verification', query: { hash: UNVERIFIED_HASH }, push: jest.fn(), replace: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

function renderPage() {
  // The config has no path params.
  const result = renderWithAddressData(<ContractVerification/>, UNVERIFIED_HASH, [
    [ 'general:contract_verification_config', verificationConfig, undefined, {} ], [ 'general:contract', unverifiedContract ],
  ]);
  const channel = () => result.socket.channelsFor(`addresses:${ UNVERIFIED_HASH.toLowerCase() }`)[0];
  return { ...result, channel };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const submit = () => fireEvent.click(screen.getByTestId('verification-submit'));

function fillFlattened() {
  fireEvent.change(field('Compiler version'), { target: { value: 'v0.8.28+commit.7893614a' } });
  fireEvent.change(field('Contract source code'), { target: { value: 'contract A {}' } });
}

describe('/address/[hash]/contract-verification', () => {
  afterEach(() => {
    mockRouter.query = { hash: UNVERIFIED_HASH };
    mockRouter.replace.mockClear();
  });

  it('sends a fully verified contract\'s visitor to its code instead of the form', async() => {
    mockRouter.query = { hash: CONTRACT_HASH };
    mockFetch();
    renderWithAddressData(<ContractVerification/>, CONTRACT_HASH, [ [ 'general:contract', verifiedContract ] ]);
    expect(screen.getByTestId('verification-already').textContent).toBe('This contract is verified already. Opening its code…');
    expect(screen.queryByTestId('verification-form')).toBeNull();
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith({ pathname: '/address/[hash]', query: { hash: CONTRACT_HASH, tab: 'contract' } }));
  });

  it('keeps the form for a partially verified contract, which may be verified again', () => {
    mockRouter.query = { hash: CONTRACT_HASH };
    mockFetch();
    const partial = { ...verifiedContract, is_fully_verified: false, is_partially_verified: true };
    renderWithAddressData(<ContractVerification/>, CONTRACT_HASH, [ [ 'general:contract', partial ] ]);
    expect(screen.queryByTestId('verification-already')).toBeNull();
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });

  it('checks the form before sending, each message beside its field', () => {
    const fetch = mockFetch();
    renderPage();
    fireEvent.change(field('Optimization runs'), { target: { value: '-1' } });
    submit();
    expect(screen.getByTestId('error-compiler_version').textContent).toBe('Choose a compiler version');
    expect(screen.getByTestId('error-source_code').textContent).toBe('Paste the contract source code');
    expect(screen.getByTestId('error-optimization_runs').textContent).toBe('Runs must be a whole number from 0 to 4294967295');
    expect(screen.getByTestId('field-compiler_version').contains(screen.getByTestId('error-compiler_version'))).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers the methods of the config with their own fields', () => {
    renderPage();
    const options = Array.from((screen.getByTestId('verification-method') as HTMLSelectElement).options).map((option) => option.textContent);
    expect(options).toEqual([ 'Solidity (Flattened source code)', 'Solidity (Standard JSON input)', 'Solidity (Multi-part files)' ]);
    fireEvent.change(screen.getByTestId('verification-method'), { target: { value: 'standard-input' } });
    expect(screen.queryByTestId('field-source_code')).toBeNull();
    submit();
    expect(screen.getByTestId('error-files').textContent).toBe('Add the standard JSON input file');
  });

  it('shows every server error beside its field', async() => {
    mockFetch(async() => fakeResponse({ status: 422, body: { errors: { source_code: [ 'Compilation failed: ParserError' ], 'files[0]': [ 'x' ] } } }));
    renderPage();
    fillFlattened();
    submit();
    await waitFor(() => expect(screen.getByTestId('error-source_code').textContent).toBe('Compilation failed: ParserError'));
  });

  it('posts the form, shows progress, and on the socket result goes to the Code tab', async() => {
    const fetch = mockFetch(async() => fakeResponse({ body: { message: 'Smart-contract verification started' } }));
    const { channel } = renderPage();
    fillFlattened();
    fireEvent.change(field('Contract license'), { target: { value: 'mit' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('verification-progress').textContent).toContain('Verifying'));
    const [ url, init ] = fetch.mock.calls[0];
    expect(url).toContain(`/api/v2/smart-contracts/${ UNVERIFIED_HASH }/verification/via/flattened-code`);
    expect(JSON.parse(String(init.body))).toEqual({
      compiler_version: 'v0.8.28+commit.7893614a', evm_version: 'default', source_code: 'contract A {}', is_optimization_enabled: true,
      optimization_runs: 200, autodetect_constructor_args: true, license_type: 'mit',
    });

    act(() => channel().emit('verification_result', { status: 'success' }));
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/address/[hash]', query: { hash: UNVERIFIED_HASH, tab: 'contract' } });
  });

  it('puts the errors of a failed verification beside their fields', async() => {
    mockFetch(async() => fakeResponse({ body: { message: 'Smart-contract verification started' } }));
    const { channel } = renderPage();
    fillFlattened();
    submit();
    await screen.findByTestId('verification-progress');
    act(() => channel().emit('verification_result', { status: 'error', errors: { compiler_version: [ 'Bytecode does not match' ] } }));
    expect(screen.getByTestId('error-compiler_version').textContent).toBe('Bytecode does not match');
    expect(screen.queryByTestId('verification-progress')).toBeNull();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  it('sends a standard JSON input file as multipart files[0]', async() => {
    const fetch = mockFetch(async() => fakeResponse({ body: { message: 'ok' } }));
    renderPage();
    fireEvent.change(screen.getByTestId('verification-method'), { target: { value: 'standard-input' } });
    fireEvent.change(field('Compiler version'), { target: { value: 'v0.8.28+commit.7893614a' } });
    const file = new File([ '{"language":"Solidity"}' ], 'input.json', { type: 'application/json' });
    fireEvent.change(screen.getByLabelText('Standard JSON input', { exact: false }), { target: { files: [ file ] } });
    submit();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = fetch.mock.calls[0][1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('files[0]') as File).name).toBe('input.json');
    expect(body.get('compiler_version')).toBe('v0.8.28+commit.7893614a');
  });
});
