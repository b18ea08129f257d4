import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import React from 'react';

import { resetAdBlockDetection } from 'lib/ads/adBlock';
import { AD_URLS } from 'lib/ads/providers';
import { fakeResponse, mockFetch, resetTestConfig, setTestConfig } from 'lib/api/testUtils';
import { AppContextProvider } from 'ui/shared/layout/AppContext';

import TextAd from './TextAd';

const TEXT_ADS = { NEXT_PUBLIC_AD_TEXT_PROVIDER: 'coinzilla', NEXT_PUBLIC_AD_COINZILLA_TEXT_ZONE: 'zone-1' };
const AD = { ad: { name: 'DEX', description_short: '<img src=x onerror=alert(1)>', url: 'https://dex.example.org', cta_button: 'Try it',
  impressionUrl: 'https://ads.example.org/impression' } };

function renderAd(adBlockCookie: string | null = null) {
  return render(
    <ChakraProvider value={ defaultSystem }>
      <AppContextProvider value={{ navCollapsed: null, indexingAlertCookie: null, adBlockCookie }}><TextAd/></AppContextProvider>
    </ChakraProvider>,
  );
}

afterEach(() => {
  resetTestConfig();
  resetAdBlockDetection();
  document.cookie = 'adblock_detected=; max-age=0; path=/';
});

describe('text ad', () => {
  it('keeps its room from the first render, then shows the ad as text once no blocker is found', async() => {
    setTestConfig(TEXT_ADS);
    const fetchMock = mockFetch(async(url) => url.startsWith(AD_URLS.coinzillaTextApi) ? fakeResponse({ body: AD }) : fakeResponse({ body: '' }));
    renderAd();
    expect(screen.getByTestId('text-ad')).toBeEmptyDOMElement();
    expect(await screen.findByText('DEX')).toBeInTheDocument();
    expect(screen.getByTestId('text-ad')).toHaveTextContent('Sponsored:DEX – <img src=x onerror=alert(1)>Try it');
    expect(screen.getByTestId('text-ad').querySelector('img[src="x"]')).toBeNull();
    expect(fetchMock.mock.calls.map(([ url ]) => url)).toEqual([ AD_URLS.adBlockProbe, `${ AD_URLS.coinzillaTextApi }?z=zone-1` ]);
    expect(document.cookie).toContain('adblock_detected=false');
  });

  it('goes away when the probe is blocked, and asks for no ad', async() => {
    setTestConfig(TEXT_ADS);
    const fetchMock = mockFetch(async() => {
      throw new TypeError('Failed to fetch');
    });
    renderAd();
    await waitFor(() => expect(screen.queryByTestId('text-ad')).toBeNull());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(document.cookie).toContain('adblock_detected=true');
  });

  it('reserves nothing for a visitor whose blocker an earlier page found', () => {
    setTestConfig(TEXT_ADS);
    mockFetch(async() => new Promise<Response>(() => {}));
    renderAd('true');
    expect(screen.queryByTestId('text-ad')).toBeNull();
  });

  it('is not there, and probes nothing, with the feature off', async() => {
    setTestConfig({});
    const fetchMock = mockFetch();
    renderAd();
    expect(screen.queryByTestId('text-ad')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
