import { fireEvent, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { renderWithAddressData } from 'mocks/address/render';
import { CONTRACT_HASH, unverifiedContract, verifiedContract } from 'mocks/contract/contract';
import Sol2Uml from 'ui/pages/Sol2Uml';

const mockRouter = { pathname: '/visualize/sol2uml', query: { address: CONTRACT_HASH }, push: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const HOSTILE_SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><text>DemoToken</text></svg>';

describe('/visualize/sol2uml', () => {
  beforeEach(() => setTestConfig({ NEXT_PUBLIC_VISUALIZE_API_HOST: 'https://visualizer.example.org' }));
  afterEach(() => resetTestConfig());

  it('posts the verified sources and shows the diagram as an <img> with a data: URL, never as markup', async() => {
    const fetch = mockFetch(async() => fakeResponse({ body: { svg: HOSTILE_SVG } }));
    const { container } = renderWithAddressData(<Sol2Uml/>, CONTRACT_HASH, [ [ 'general:contract', verifiedContract ] ]);
    const image = await screen.findByTestId('uml-image');
    expect(image.tagName).toBe('IMG');
    const src = image.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(atob(src.split(',')[1])).toBe(HOSTILE_SVG);
    expect(container.querySelector('svg script, script')).toBeNull();
    expect(screen.getByTestId('uml-download').getAttribute('href')).toBe(src);
    expect(screen.getByTestId('uml-download').getAttribute('download')).toBe('DemoToken.svg');

    const [ url, init ] = fetch.mock.calls[0];
    expect(url).toBe('https://visualizer.example.org/api/v1/solidity:visualize-contracts');
    expect(JSON.parse(String(init.body))).toEqual({ sources: {
      'contracts/DemoToken.sol': verifiedContract.source_code, 'contracts/Strings.sol': 'library Strings {}\n',
    } });

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByTestId('uml-zoom').textContent).toBe('150%');
    expect((image as HTMLImageElement).style.width).toBe('150%');
  });

  it('says so for a contract without verified sources, and asks the visualizer nothing', async() => {
    const fetch = mockFetch();
    renderWithAddressData(<Sol2Uml/>, CONTRACT_HASH, [ [ 'general:contract', unverifiedContract ] ]);
    await waitFor(() => expect(screen.getByTestId('uml-error').textContent).toContain('not verified'));
    expect(fetch).not.toHaveBeenCalled();
  });
});
