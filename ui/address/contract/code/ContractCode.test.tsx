import { screen, within } from '@testing-library/react';
import React from 'react';

import { renderWithAddressData } from 'mocks/address/render';
import {
  CONTRACT_HASH, hostileContract, IMPLEMENTATION_HASH, proxyContract, TWIN_HASH, twinContract, unverifiedContract, verifiedContract,
} from 'mocks/contract/contract';

import ContractCode from './ContractCode';
import { tokenizeSolidity } from './solidityTokens';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/address/[hash]', query: {}, push: jest.fn() }) }));

const renderCode = (contract: unknown) =>
  renderWithAddressData(<ContractCode hash={ CONTRACT_HASH }/>, CONTRACT_HASH, [ [ 'general:contract', contract ] ]);

describe('ContractCode', () => {
  it('shows a verified contract: facts, decoded constructor args, every source file, ABI and bytecode', async() => {
    renderCode(verifiedContract);
    expect(screen.getByTestId('details-contract-name').textContent).toBe('DemoToken');
    expect(screen.getByTestId('verification-badge').textContent).toBe('Verified');
    expect(screen.getByTestId('details-compiler-version').textContent).toBe('v0.8.28+commit.7893614a');
    expect(screen.getByTestId('details-optimization').textContent).toBe('Yes, 200 runs');
    expect(within(screen.getByTestId('constructor-args')).getByText('Quantum Dollar')).toBeTruthy();
    expect(screen.getAllByTestId('source-file-name').map((node) => node.textContent)).toEqual([ 'contracts/DemoToken.sol', 'contracts/Strings.sol' ]);
    // The viewer is its own chunk, loaded with the tab.
    const viewers = await screen.findAllByTestId('source-viewer');
    expect(viewers[0].textContent).toContain('function transfer(address to, uint256 amount)');
    expect(screen.getByTestId('contract-abi').textContent).toContain('"transfer"');
    expect(screen.getByTestId('creation-bytecode').textContent).toContain(verifiedContract.creation_bytecode);
    expect(screen.queryByTestId('verify-link')).toBeNull();
  });

  it('names the licence, not its id', () => {
    renderCode(verifiedContract);
    expect(screen.getByTestId('details-license').textContent).toBe('MIT License (MIT)');
  });

  it('renders hostile source as text and marks Trojan-source bidi controls visibly', async() => {
    const { container } = renderCode(hostileContract);
    const viewer = await screen.findByTestId('source-viewer');
    expect(viewer.textContent).toContain('<script>alert(1)</script><img src=x onerror=alert(2)>');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('details-contract-name').textContent).toBe('<b>Evil</b>');
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByTestId('bidi-warning')).toBeTruthy();
    expect(within(viewer).getAllByTestId('bidi-char').map((node) => node.textContent)).toEqual([ 'U+202E', 'U+2066', 'U+2069', 'U+2066' ]);
    // The controls themselves are not in the page, so nothing is reordered.
    expect(viewer.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
  });

  it('offers "Verify & publish" and the bytecode for an unverified contract', () => {
    renderCode(unverifiedContract);
    expect(screen.getByTestId('verify-link').getAttribute('href')).toBe(`/address/${ CONTRACT_HASH }/contract-verification`);
    expect(screen.getByTestId('deployed-bytecode').textContent).toContain(unverifiedContract.deployed_bytecode);
    expect(screen.queryByTestId('contract-sources')).toBeNull();
  });

  it('says a contract is verified through its twin and links the twin', () => {
    renderCode(twinContract);
    const verification = screen.getByTestId('details-verification');
    expect(within(verification).getByTestId('verification-badge').textContent).toBe('Verified');
    const twin = within(verification).getByTestId('verified-twin');
    expect(twin.textContent).toContain('via its twin');
    expect(within(twin).getByRole('link').getAttribute('href')).toBe(`/address/${ TWIN_HASH }?tab=contract`);
  });

  it('names no twin for a contract verified on its own', () => {
    renderCode(verifiedContract);
    expect(screen.queryByTestId('verified-twin')).toBeNull();
  });

  it('links a proxy to its implementation', () => {
    renderCode(proxyContract);
    const link = within(screen.getByTestId('details-implementation')).getByRole('link', { name: /BoxV1/ });
    expect(link.getAttribute('href')).toBe(`/address/${ IMPLEMENTATION_HASH }`);
  });
});

describe('tokenizeSolidity', () => {
  it('keeps every character and tells comments, strings, keywords, types and numbers apart', () => {
    const source = 'uint256 x = 0x10; // c\nstring s = "a\\"b"; /* d */ return 42;';
    const tokens = tokenizeSolidity(source);
    expect(tokens.map((token) => token.text).join('')).toBe(source);
    const kinds = (kind: string) => tokens.filter((token) => token.kind === kind).map((token) => token.text);
    expect(kinds('type')).toEqual([ 'uint256', 'string' ]);
    expect(kinds('number')).toEqual([ '0x10', '42' ]);
    expect(kinds('comment')).toEqual([ '// c', '/* d */' ]);
    expect(kinds('string')).toEqual([ '"a\\"b"' ]);
    expect(kinds('keyword')).toEqual([ 'return' ]);
  });
});
