import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import React from 'react';

import appConfig from 'configs/app';
import { pickBrowserEnvs } from 'configs/app/env';
import { loopbackRedirect } from 'lib/next/loopbackRedirect';
import { buildContentSecurityPolicy, createNonce } from 'lib/security/contentSecurityPolicy';
import { collectStyleChunks, createServerEmotionCache, type StyleChunk } from 'theme/emotionSsr';

import type { AppProps } from './_app';

interface Props extends DocumentInitialProps {
  envs: Record<string, string>;
  styleChunks: Array<StyleChunk>;
  nonce: string;
}

/**
 * Writes the run-time configuration into every page as `window.__ENVS__`, before any bundle
 * runs, so the browser reads the same settings the server was started with; and the page's
 * styles into the head (see theme/emotionSsr.ts).
 *
 * A page asked for under another loopback name than the configured one (127.0.0.1 for
 * localhost) is redirected there first (lib/next/loopbackRedirect.ts).
 *
 * Also sends the page's Content-Security-Policy with a nonce of its own, which every script of
 * the page carries (Next's, `__ENVS__`, next-themes'). Here rather than in proxy.ts, as Next's
 * guide does it: every page renders per request, so this runs for each one, while a proxy.ts
 * that matched the pages would make Next's client router send a data request for each link it
 * prefetches, and make pages fail with 500 on methods a fetch Request cannot carry (TRACE).
 */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const nonce = createNonce();
    // Before anything renders, and with an empty page: the browser follows the Location. (Ending the response
    // here would make Next 16 read the styles of a document it never got and log a TypeError per request.)
    const redirect = loopbackRedirect(appConfig.app.baseUrl, ctx.req?.headers.host, ctx.req?.url);
    if (redirect && ctx.res) {
      ctx.res.statusCode = 307;
      ctx.res.setHeader('Location', redirect);
      return { html: '', styles: [], head: [], envs: {}, styleChunks: [], nonce };
    }
    ctx.res?.setHeader('Content-Security-Policy', buildContentSecurityPolicy(appConfig, {
      nonce,
      allowEval: process.env.NODE_ENV === 'development',
    }));
    const emotionCache = createServerEmotionCache();
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () => originalRenderPage({
      enhanceApp: (App) => {
        const AppWithCache = App as React.ComponentType<AppProps>;
        return function AppWithEmotionCache(props) {
          return <AppWithCache { ...props as AppProps } emotionCache={ emotionCache } nonce={ nonce }/>;
        };
      },
    });
    const initialProps = await Document.getInitialProps(ctx);
    return {
      ...initialProps,
      envs: pickBrowserEnvs(process.env),
      styleChunks: collectStyleChunks(emotionCache, initialProps.html),
      nonce,
    };
  }

  render() {
    const { nonce } = this.props;
    // JSON in a script tag: escape '<' so no value can close the tag.
    const serialized = JSON.stringify(this.props.envs).replace(/</g, '\\u003c');
    return (
      <Html lang="en" suppressHydrationWarning>
        <Head nonce={ nonce }>
          <script id="__ENVS__" nonce={ nonce } dangerouslySetInnerHTML={{ __html: `window.__ENVS__=${ serialized };` }}/>
          <meta name="color-scheme" content="light dark"/>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
          { this.props.styleChunks.map(({ key, ids, css }) => (
            <style key={ `${ key } ${ ids[0] }` } data-emotion={ `${ key } ${ ids.join(' ') }` } dangerouslySetInnerHTML={{ __html: css }}/>
          )) }
        </Head>
        <body>
          <Main/>
          <NextScript nonce={ nonce }/>
        </body>
      </Html>
    );
  }
}
