import { fireEvent, screen, within } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import React from 'react';

import { contract, eoa, EOA_HASH } from 'mocks/address/address';
import { renderWithAddressData } from 'mocks/address/render';

import AddressHeader from './AddressHeader';

// The qrcode package encodes text with TextEncoder, which browsers have and jsdom lacks.
beforeAll(() => {
  Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder });
});

describe('AddressHeader', () => {
  it('titles an account "Address details", marks it EOA and shows the whole hash with copy and QR buttons', () => {
    renderWithAddressData(<AddressHeader hash={ EOA_HASH.toLowerCase() } address={ eoa } isLoading={ false }/>, EOA_HASH, []);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Address details');
    expect(screen.getByTestId('address-kind').textContent).toBe('EOA');
    // The checksummed hash from the API, not the lower-cased one of the URL.
    expect(screen.getByTestId('address-hash').textContent).toBe(EOA_HASH);
    expect(screen.getByRole('button', { name: 'Copy to clipboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show QR code' })).toBeTruthy();
    expect(screen.queryByTestId('address-names')).toBeNull();
  });

  it('titles a contract "Contract details" and lists its names once each', () => {
    renderWithAddressData(<AddressHeader hash={ contract.hash } address={ contract } isLoading={ false }/>, contract.hash, []);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contract details');
    expect(screen.getByTestId('address-kind').textContent).toBe('Contract');
    expect(Array.from(screen.getByTestId('address-names').children).map((node) => node.textContent)).toEqual([ 'Quantum Dollar', 'dollar.qnm' ]);
  });

  it('renders a hostile name as text', () => {
    const hostile = { ...contract, name: '<img src=x onerror=alert(1)>' };
    const { container } = renderWithAddressData(<AddressHeader hash={ contract.hash } address={ hostile } isLoading={ false }/>, contract.hash, []);
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens a dialog with the QR code of the hash', async() => {
    renderWithAddressData(<AddressHeader hash={ EOA_HASH } address={ eoa } isLoading={ false }/>, EOA_HASH, []);
    fireEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    const dialog = await screen.findByRole('dialog');
    const code = await within(dialog).findByRole('img', { name: `QR code of ${ EOA_HASH }` });
    // A real code: many dark modules drawn as one path.
    expect(code.querySelector('path')?.getAttribute('d')?.split('M').length).toBeGreaterThan(100);
    expect(within(dialog).getByText(EOA_HASH)).toBeTruthy();
  });
});
