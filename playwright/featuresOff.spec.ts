/**
 * The app with every optional feature off (the defaults, FEATURES_OFF_ENV): in Chromium, on a
 * desktop and on a phone, its pages talk to nobody but the web app and the API, and none of the
 * optional features' code arrives — analytics, error monitor, ad networks, captchas — nor the
 * wallet's, which loads only when a visitor asks for it.
 */
import { devices } from '@playwright/test';

import { FEATURES_OFF_WEB_PORT, STAND_IN_PORT } from './env';
import { expect, test } from './fixtures';
import { CODE_SIGNATURES, recordPages } from './networkLog';
import { STAND_IN_BLOCK } from './standIn/data';

const APP = `http://127.0.0.1:${ FEATURES_OFF_WEB_PORT }`;
const API = `http://127.0.0.1:${ STAND_IN_PORT }`;

for (const [ device, options ] of [ [ 'desktop', {} ], [ 'phone', devices['Pixel 5'] ] ] as const) {
  test(`features off on a ${ device }: no request beyond the app and its API, no optional feature's code`, async({ browser }) => {
    const { requests, code } = await recordPages(browser, APP, [ '/', '/blocks', `/block/${ STAND_IN_BLOCK.height }`, '/tokens' ], { options });

    expect(requests.filter((url) => !url.startsWith(`${ APP }/`) && !url.startsWith(`${ API }/`) && !url.startsWith('ws://127.0.0.1') &&
      !url.startsWith('data:'))).toEqual([]);
    expect(code.length).toBeGreaterThan(100_000);
    expect(Object.entries(CODE_SIGNATURES).filter(([ , signature ]) => code.includes(signature)).map(([ feature ]) => feature)).toEqual([]);
  });
}
