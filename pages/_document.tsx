import Document, { Head, Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import React from 'react';

import { pickBrowserEnvs } from 'configs/app/env';

interface Props extends DocumentInitialProps {
  envs: Record<string, string>;
}

/**
 * Writes the run-time configuration into every page as `window.__ENVS__`, before any bundle
 * runs, so the browser reads the same settings the server was started with.
 */
export default class AppDocument extends Document<Props> {
  static async getInitialProps(ctx: DocumentContext): Promise<Props> {
    const initialProps = await Document.getInitialProps(ctx);
    return { ...initialProps, envs: pickBrowserEnvs(process.env) };
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
        </Head>
        <body>
          <Main/>
          <NextScript/>
        </body>
      </Html>
    );
  }
}
