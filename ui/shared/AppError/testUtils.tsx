/** Test helpers for the error screens. */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import React from 'react';

/** Renders inside the default Chakra system, as the screens need its context. */
export function renderWithChakra(ui: React.ReactElement) {
  const wrapper = ({ children }: { children: React.ReactNode }) => (
    <ChakraProvider value={ defaultSystem }>{ children }</ChakraProvider>
  );
  return render(ui, { wrapper });
}
