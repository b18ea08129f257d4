import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { HydrationBoundary, QueryClientProvider } from '@tanstack/react-query';
import type { AppProps as NextAppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { ThemeProvider } from 'next-themes';
import React from 'react';

import config from 'configs/app';
import useAnalytics from 'lib/analytics/useAnalytics';
import { createQueryClient } from 'lib/api/queryClient';
import { getPageTitle } from 'lib/metadata/titles';
import useErrorMonitor from 'lib/monitoring/useErrorMonitor';
import type { PageProps } from 'lib/next/serverProps';
import { SocketProvider } from 'lib/socket/SocketProvider';
import system from 'theme';
import AppErrorPage from 'ui/shared/AppError/LazyAppErrorPage';
import ErrorBoundary from 'ui/shared/AppError/ErrorBoundary';
import HydrateLater from 'ui/shared/HydrateLater';
import { AppContextProvider } from 'ui/shared/layout/AppContext';
import Layout from 'ui/shared/layout/Layout';
import Toaster from 'ui/shared/toaster';

export type AppProps = NextAppProps<PageProps> & {
  /** Server only: the render's style collector (pages/_document.tsx); the browser uses emotion's default cache. */
  emotionCache?: EmotionCache;
  /** Server only: the response's CSP nonce (pages/_document.tsx), for next-themes' inline script. */
  nonce?: string;
};

export default function App({ Component, pageProps, emotionCache, nonce }: AppProps) {
  const router = useRouter();
  const [ queryClient ] = React.useState(createQueryClient);
  useErrorMonitor();
  useAnalytics(Boolean(pageProps.hasSessionCookie));
  // Every route keeps its own title, also while it shows an error screen (an unknown block is
  // still 'Block details'); a route whose feature is off is not there, so it is 'Page not found';
  // paths no route matches (the catch-all) are 'Unknown page'.
  const title = router.asPath === '/404' || pageProps.error?.routeOff ? getPageTitle('/404') : getPageTitle(router.pathname);

  const page = (
    <ChakraProvider value={ system }>
      <ThemeProvider attribute="class" defaultTheme={ config.app.colorThemeDefault } enableSystem={ false } disableTransitionOnChange nonce={ nonce }>
        <QueryClientProvider client={ queryClient }>
          <HydrationBoundary state={ pageProps.dehydratedState }>
            <AppContextProvider value={ pageProps }>
              <SocketProvider>
                <Head>
                  <title>{ title }</title>
                  <meta name="viewport" content="width=device-width, initial-scale=1"/>
                  <meta name="description" content={ `${ config.chain.name } block explorer: blocks, transactions, addresses and tokens.` }/>
                </Head>
                <Layout isHomepage={ router.pathname === '/' }>
                  { pageProps.error ? (
                    <AppErrorPage error={ pageProps.error }/>
                  ) : (
                    <ErrorBoundary resetKeys={ [ router.asPath ] }>
                      <HydrateLater>
                        <Component { ...pageProps }/>
                      </HydrateLater>
                    </ErrorBoundary>
                  ) }
                </Layout>
                <Toaster/>
              </SocketProvider>
            </AppContextProvider>
          </HydrationBoundary>
        </QueryClientProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
  return emotionCache ? <CacheProvider value={ emotionCache }>{ page }</CacheProvider> : page;
}
