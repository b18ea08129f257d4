import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import React from 'react';

import { erc1155Instance, hostileInstance, httpNftInstance, nftInstance } from 'mocks/tokens/tokens';
import system from 'theme';

import { instanceAttributes } from './instanceMetadata';
import TokenInstanceDetails from './TokenInstanceDetails';

const renderIn = (ui: React.ReactElement) => render(<ChakraProvider value={ system }>{ ui }</ChakraProvider>);
const TOKEN = nftInstance.token?.address_hash as string;

describe('TokenInstanceDetails', () => {
  it('shows the inline SVG picture as an <img>, the owner, id, metadata text, attributes and raw JSON', () => {
    const { container } = renderIn(<TokenInstanceDetails instance={ nftInstance } tokenAddress={ TOKEN } transfersCount={ 3 } holdersHref="#"/>);
    const image = screen.getByRole('img', { name: 'QNM Glyph #56' });
    expect(image.tagName).toBe('IMG');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(within(screen.getByTestId('details-owner')).getByRole('link', { name: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' })).toBeTruthy();
    expect(screen.getByTestId('details-token-id').textContent).toContain('56');
    expect(screen.getByTestId('details-transfers').textContent).toBe('3');
    expect(screen.getByTestId('details-description').textContent).toBe('A devnet NFT whose metadata lives on chain.');
    const chips = within(screen.getByTestId('instance-attributes')).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([ 'shapecircle', 'generation6' ]);
    expect(container.querySelector('pre')?.textContent).toContain('"trait_type": "generation"');
  });

  it('shows an http picture and links the token', () => {
    renderIn(<TokenInstanceDetails instance={ httpNftInstance } tokenAddress={ TOKEN } transfersCount={ 0 } holdersHref="#"/>);
    expect(screen.getByRole('img', { name: 'QNM Glyph #57' }).getAttribute('src')).toBe('http://127.0.0.1:8651/images/57.png');
    expect(screen.getByRole('link', { name: 'QNM Glyphs (GLYPH)' }).getAttribute('href')).toBe(`/token/${ TOKEN }`);
  });

  it('keeps hostile metadata as text: no markup, no script links, no frames', () => {
    const { container } = renderIn(<TokenInstanceDetails instance={ hostileInstance } tokenAddress={ TOKEN } transfersCount={ 1 } holdersHref="#"/>);
    expect(screen.getByTestId('details-name').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(screen.getByTestId('details-description').textContent).toBe('<script>alert(2)</script>');
    expect(screen.getByText('<b>trait</b>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script, iframe, video, b, i')).toBeNull();
    expect(screen.queryByTestId('details-external-url')).toBeNull();
    expect(container.innerHTML).not.toMatch(/href="javascript:/i);
    expect(screen.getByTestId('instance-media-placeholder')).toBeTruthy();
  });

  it('points ERC-1155 ids without one owner to their holders', () => {
    renderIn(<TokenInstanceDetails instance={ erc1155Instance } tokenAddress={ TOKEN } transfersCount={ 9 } holdersHref="/token/x/instance/1?tab=holders"/>);
    expect(screen.getByRole('link', { name: 'See the holders of this id' }).getAttribute('href')).toBe('/token/x/instance/1?tab=holders');
  });
});

describe('instance attributes', () => {
  it('reads trait/value pairs and bare values, skipping what is neither', () => {
    expect(instanceAttributes({ attributes: [ { trait_type: 'a', value: 1 }, 'bare', null, { value: { x: 1 } }, { trait_type: 'no value' } ] }))
      .toEqual([ { trait: 'a', value: '1' }, { trait: null, value: 'bare' }, { trait: null, value: '{"x":1}' } ]);
    expect(instanceAttributes({ attributes: 'nope' })).toEqual([]);
    expect(instanceAttributes(null)).toEqual([]);
  });
});
