import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import React from 'react';

import system from 'theme';

import Toaster, { toaster } from './toaster';

describe('Toaster', () => {
  it('shows nothing until the first toast, then shows it and the ones after it', async() => {
    render(<ChakraProvider value={ system }><Toaster/></ChakraProvider>);
    expect(screen.queryByRole('region')).toBeNull();

    act(() => {
      toaster.create({ type: 'error', title: 'Error', description: 'Unable to get client key.' });
    });
    expect(await screen.findByText('Unable to get client key.')).toBeInTheDocument();

    act(() => {
      toaster.create({ type: 'success', title: 'Success', description: 'Successfully added network to your wallet' });
    });
    expect(await screen.findByText('Successfully added network to your wallet')).toBeInTheDocument();
    expect(screen.getByText('Unable to get client key.')).toBeInTheDocument();
    act(() => toaster.remove());
  });
});
