import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import React from 'react';

import { trackEvent } from 'lib/analytics/trackEvent';
import { fakeResponse, mockFetch } from 'lib/api/testUtils';
import { contract, EOA_HASH, eoa } from 'mocks/address/address';
import { renderWithAddressData } from 'mocks/address/render';
import { CONTRACT_HASH, UNVERIFIED_HASH, unverifiedContract, verifiedContract } from 'mocks/contract/contract';
import { verificationConfig } from 'mocks/contract/verification';
import ContractVerification from 'ui/pages/ContractVerification';
import ErrorBoundary from 'ui/shared/AppError/ErrorBoundary';
import { toaster } from 'ui/shared/toaster';

jest.mock('lib/analytics/trackEvent', () => ({ trackEvent: jest.fn() }));
jest.mock('lib/monitoring/reportError', () => ({ __esModule: true, default: jest.fn(), reportError: jest.fn() }));

const mockRouter = { pathname: '/address/[hash]/contract-verification', query: { hash: UNVERIFIED_HASH }, push: jest.fn(), replace: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

/** The unverified contract's address as `/addresses/{hash}` answers it (checksummed, whatever case the URL has). */
const unverifiedAddress = { ...contract, hash: UNVERIFIED_HASH, name: null, token: null };
const verifiedAddress = { ...contract, is_verified: true };

/** The page for `urlHash` (the unverified contract by default, as the URL spells it). */
function renderPage(urlHash = UNVERIFIED_HASH) {
  mockRouter.query = { hash: urlHash };
  // The config has no path params.
  const result = renderWithAddressData(<ContractVerification/>, urlHash, [
    [ 'general:contract_verification_config', verificationConfig, undefined, {} ], [ 'general:contract', unverifiedContract ],
    [ 'general:address', unverifiedAddress ],
  ]);
  const channel = () => result.socket.channelsFor(`addresses:${ UNVERIFIED_HASH.toLowerCase() }`)[0];
  return { ...result, channel };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });
/** The native file input behind the "Choose file(s)" button (the label names it). */
const fileInput = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByTestId('verification-submit'));

function fillFlattened() {
  fireEvent.change(field('Compiler version'), { target: { value: 'v0.8.28+commit.7893614a' } });
  fireEvent.change(field('Contract source code'), { target: { value: 'contract A {}' } });
}

describe('/address/[hash]/contract-verification', () => {
  afterEach(() => {
    mockRouter.query = { hash: UNVERIFIED_HASH };
    mockRouter.replace.mockClear();
    mockRouter.push.mockClear();
  });

  it('sends a fully verified contract\'s visitor to its code instead of the form', async() => {
    mockRouter.query = { hash: CONTRACT_HASH };
    mockFetch();
    renderWithAddressData(<ContractVerification/>, CONTRACT_HASH, [ [ 'general:contract', verifiedContract ], [ 'general:address', verifiedAddress ] ]);
    expect(screen.getByTestId('verification-already').textContent).toBe('This contract is verified already. Opening its code…');
    expect(screen.queryByTestId('verification-form')).toBeNull();
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith({ pathname: '/address/[hash]', query: { hash: CONTRACT_HASH, tab: 'contract' } }));
  });

  it('keeps the form for a partially verified contract, which may be verified again', () => {
    mockRouter.query = { hash: CONTRACT_HASH };
    mockFetch();
    const partial = { ...verifiedContract, is_fully_verified: false, is_partially_verified: true };
    renderWithAddressData(<ContractVerification/>, CONTRACT_HASH, [ [ 'general:contract', partial ], [ 'general:address', verifiedAddress ] ]);
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
    const toast = jest.spyOn(toaster, 'create');
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
    expect(toast).toHaveBeenCalledWith({ title: 'Success', description: 'The contract is verified. Opening its code…', type: 'success' });
    expect(mockRouter.push).toHaveBeenCalledWith({ pathname: '/address/[hash]', query: { hash: UNVERIFIED_HASH, tab: 'contract' } });
    expect(trackEvent).toHaveBeenCalledWith('Contract verification', { Method: 'flattened-code', Status: 'success' });
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
    expect(trackEvent).toHaveBeenCalledWith('Contract verification', { Method: 'flattened-code', Status: 'failure' });
  });

  it('sends a standard JSON input file as multipart files[0]', async() => {
    const fetch = mockFetch(async() => fakeResponse({ body: { message: 'ok' } }));
    renderPage();
    fireEvent.change(screen.getByTestId('verification-method'), { target: { value: 'standard-input' } });
    fireEvent.change(field('Compiler version'), { target: { value: 'v0.8.28+commit.7893614a' } });
    const file = new File([ '{"language":"Solidity"}' ], 'input.json', { type: 'application/json' });
    fireEvent.change(fileInput('Standard JSON input'), { target: { files: [ file ] } });
    submit();
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const body = fetch.mock.calls[0][1].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('files[0]') as File).name).toBe('input.json');
    expect(body.get('compiler_version')).toBe('v0.8.28+commit.7893614a');
  });

  it('names each licence in the form, its id as the value sent', () => {
    renderPage();
    const options = Array.from((field('Contract license') as HTMLSelectElement).options).map((option) => [ option.value, option.textContent ]);
    expect(options).toEqual([
      [ '', 'No license selected' ], [ 'none', 'No License (None)' ], [ 'unlicense', 'The Unlicense (Unlicense)' ], [ 'mit', 'MIT License (MIT)' ],
    ]);
  });

  it('picks files with a "Choose file" button and lists the chosen names', () => {
    renderPage();
    fireEvent.change(screen.getByTestId('verification-method'), { target: { value: 'standard-input' } });
    const button = screen.getByRole('button', { name: 'Standard JSON input Choose file' });
    const input = fileInput('Standard JSON input');
    const openDialog = jest.spyOn(input, 'click').mockImplementation(() => {});
    fireEvent.click(button);
    expect(openDialog).toHaveBeenCalled();
    expect(screen.getByTestId('files-chosen').textContent).toBe('No file chosen');
    fireEvent.change(input, { target: { files: [ new File([ '{}' ], 'input.json', { type: 'application/json' }) ] } });
    expect(screen.getByTestId('files-chosen').textContent).toBe('input.json');
    expect(button.getAttribute('aria-describedby')).toContain('verify-files-chosen');

    fireEvent.change(screen.getByTestId('verification-method'), { target: { value: 'multi-part' } });
    expect(screen.getByRole('button', { name: 'Source files Choose files' })).toBeTruthy();
    fireEvent.change(fileInput('Source files'), { target: { files: [ new File([ 'a' ], 'A.sol'), new File([ 'b' ], 'B.sol') ] } });
    expect(within(screen.getByTestId('files-chosen')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([ 'A.sol', 'B.sol' ]);
  });

  it('shows the address checksummed even when the URL has it in lower case', () => {
    mockFetch();
    renderPage(UNVERIFIED_HASH.toLowerCase());
    expect(screen.queryByTitle(UNVERIFIED_HASH.toLowerCase())).toBeNull();
    expect(within(screen.getByTestId('verification-address')).getByTitle(UNVERIFIED_HASH).textContent).toBe(UNVERIFIED_HASH);
  });

  it('tells that an address without code is not a contract, and offers no form', () => {
    mockFetch();
    mockRouter.query = { hash: EOA_HASH };
    renderWithAddressData(<ContractVerification/>, EOA_HASH, [
      [ 'general:contract_verification_config', verificationConfig, undefined, {} ], [ 'general:address', eoa ],
    ]);
    expect(screen.queryByTestId('verification-form')).toBeNull();
    expect(screen.getByTestId('verification-not-contract').textContent)
      .toBe('This address is not a contractIt holds no code, so there is no source code to verify.');
  });

  it('shows "Request cannot be processed" for a malformed hash', async() => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch(async() => fakeResponse({ status: 422, statusText: 'Unprocessable Entity', body: { message: 'Invalid parameter(s)' } }));
    mockRouter.query = { hash: '0xzz' };
    renderWithAddressData(<ErrorBoundary><ContractVerification/></ErrorBoundary>, '0xzz', [
      [ 'general:contract_verification_config', verificationConfig, undefined, {} ],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Request cannot be processed' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByTestId('verification-form')).toBeNull();
    consoleError.mockRestore();
  });

  it('keeps the line breaks of a compiler error and renders it as text', async() => {
    mockFetch(async() => fakeResponse({ body: { message: 'Smart-contract verification started' } }));
    const { channel, container } = renderPage();
    fillFlattened();
    submit();
    await screen.findByTestId('verification-progress');
    const message = 'ParserError: Expected \';\'\n --> A.sol:1:14:\n  |\n1 | contract A {} <b>x</b>\n  |              ^';
    const warning = 'Warning: SPDX license identifier not provided in source file.\n --> A.sol';
    act(() => channel().emit('verification_result', { status: 'error', errors: { source_code: [ message, warning ] } }));
    const error = screen.getByTestId('error-source_code');
    expect(error.textContent).toBe(`${ message }\n${ warning }`);
    expect(getComputedStyle(error).whiteSpace).toBe('pre-wrap');
    expect(container.querySelector('b')).toBeNull();
  });
});
