import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import React from 'react';

import system from 'theme';

import { AddressEntity, TxEntity } from './entities';
import HashText, { HASH_TAIL_LENGTH } from './HashText';

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);

const ADDRESS = '0xC014BA5EC014ba5ec014Ba5EC014ba5Ec014bA5E';
const TX = `0x${ 'ab'.repeat(31) }1234`;

describe('HashText', () => {
  it('draws a long hash as a head that may give way and a 4-character tail that may not', () => {
    renderIn(<HashText hash={ TX } title={ TX } testId="hash"/>);
    const root = screen.getByTestId('hash');
    expect(root.textContent).toBe(TX);
    expect(root.getAttribute('title')).toBe(TX);
    const [ head, tail ] = [ ...root.children ] as Array<HTMLElement>;
    expect(tail.textContent).toBe(TX.slice(-HASH_TAIL_LENGTH));
    expect(getComputedStyle(tail).flexShrink).toBe('0');
    expect(head.textContent).toBe(TX.slice(0, -HASH_TAIL_LENGTH));
    expect(getComputedStyle(head).textOverflow).toBe('ellipsis');
  });

  it('leaves short and already shortened hashes in one piece', () => {
    renderIn(<><HashText hash="0x1234" testId="short"/><HashText hash="0xabab…abab" testId="shortened"/></>);
    expect(screen.getByTestId('short').children).toHaveLength(0);
    expect(screen.getByTestId('shortened').children).toHaveLength(0);
  });

  it('passes each part with its offset, so a match can be marked across the cut', () => {
    const parts: Array<[ string, number ]> = [];
    renderIn(<HashText hash={ TX } renderPart={ (part, start) => { parts.push([ part, start ]); return part; } }/>);
    expect(parts).toEqual([ [ TX.slice(0, -4), 0 ], [ TX.slice(-4), TX.length - 4 ] ]);
  });
});

describe('entities with the whole hash', () => {
  it('link with the whole hash as their name, and never cut it at the end', () => {
    renderIn(<><AddressEntity address={{ hash: ADDRESS, name: null, is_contract: false }} truncation="dynamic"/><TxEntity hash={ TX } truncation="dynamic"/></>);
    expect(screen.getByRole('link', { name: ADDRESS })).toHaveAttribute('href', `/address/${ ADDRESS }`);
    expect(screen.getByRole('link', { name: TX })).toHaveAttribute('href', `/tx/${ TX }`);
    expect(screen.getByText(TX.slice(-4))).toBeInTheDocument();
    expect(screen.getByText(ADDRESS.slice(-4))).toBeInTheDocument();
  });
});
