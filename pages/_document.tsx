import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import React from 'react';

import { pickBrowserEnvs } from 'configs/app/env';
import { collectStyleChunks, createServerEmotionCache, type StyleChunk } from 'theme/emotionSsr';

import type { AppProps } from './_app';

interface Props extends DocumentInitialProps {
  envs: Record<string, string>;
  styleChunks: Array<StyleChunk>;
}

/**
 * Writes the run-time configuration into every page as `window.__ENVS__`, before any bundle
 * runs, so the browser reads the same settings the server was started with; and the page's
 * styles into the head (see theme/emotionSsr.ts).
 */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const emotionCache = createServerEmotionCache();
    const originalRenderPage = ctx.renderPage;
    ctx.renderPage = () => originalRenderPage({
      enhanceApp: (App) => {
        const AppWithCache = App as React.ComponentType<AppProps>;
        return function AppWithEmotionCache(props) {
          return <AppWithCache { ...props as AppProps } emotionCache={ emotionCache }/>;
        };
      },
    });
    const initialProps = await Document.getInitialProps(ctx);
    return { ...initialProps, envs: pickBrowserEnvs(process.env), styleChunks: collectStyleChunks(emotionCache, initialProps.html) };
  }

  render() {
    // JSON in a script tag: escape '<' so no value can close the tag.
    const serialized = JSON.stringify(this.props.envs).replace(/</g, '\\u003c');
    return (
      <Html lang="en" suppressHydrationWarning>
        <Head>
          <script id="__ENVS__" dangerouslySetInnerHTML={{ __html: `window.__ENVS__=${ serialized };` }}/>
          <meta name="color-scheme" content="light dark"/>
          <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
          { this.props.styleChunks.map(({ key, ids, css }) => (
            <style key={ `${ key } ${ ids[0] }` } data-emotion={ `${ key } ${ ids.join(' ') }` } dangerouslySetInnerHTML={{ __html: css }}/>
          )) }
        </Head>
        <body>
          <Main/>
          <NextScript/>
        </body>
      </Html>
    );
  }
}
