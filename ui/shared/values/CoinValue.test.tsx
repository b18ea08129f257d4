import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import React from 'react';

import system from 'theme';

import CoinValue, { formatCoin } from './CoinValue';

describe('coin values', () => {
  it('rounds to 6 decimals in lists and keeps every digit on hover', () => {
    render(<ChakraProvider value={ system }><CoinValue value="1234567891234567891"/></ChakraProvider>);
    const value = screen.getByText('1.234568 QNM');
    expect(value.getAttribute('title')).toBe('1.234567891234567891 QNM');
  });

  it('never shows a tiny non-zero amount as zero', () => {
    expect(formatCoin('7')).toBe('<0.000001');
    expect(formatCoin('-7')).toBe('>-0.000001');
    expect(formatCoin('0')).toBe('0');
    expect(formatCoin('7', 18, true)).toBe('0.000000000000000007');
  });

  it('uses the token decimals and symbol it is given', () => {
    render(<ChakraProvider value={ system }><CoinValue value="2500000" decimals={ 6 } symbol="QUSD"/></ChakraProvider>);
    expect(screen.getByText('2.5 QUSD')).toBeTruthy();
  });
});
