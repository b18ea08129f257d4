/**
 * Lets Fastify's `inject` run under Jest on Node < 24.9. light-my-request requires
 * `cookie` 2, which is ESM only; Node loads it (require(esm)), Jest's module system
 * cannot yet. light-my-request uses it only to encode request cookies, which these tests
 * never send, so a stub stands in (doMock: not hoisted above the path lookup). Import
 * this module before the first `inject`.
 */
import path from 'node:path';

const lightMyRequest = path.dirname(require.resolve('light-my-request'));
const cookie = require.resolve('cookie', { paths: [ lightMyRequest ] });

jest.doMock(cookie, () => ({
  stringifySetCookie: () => {
    throw new Error('request cookies are not supported under Jest here (see server/api/test/injectUnderJest.ts)');
  },
}));
