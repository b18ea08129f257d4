/**
 * A local stand-in for the API and the operator's JSON documents, for the shell's browser
 * tests only. It answers the few paths the layout and error screens need, including the error
 * statuses a real backend gives, so the tests can drive every screen. Loopback only.
 */
import http from 'node:http';

import { FEATURES_OFF_WEB_PORT, MONITORED_WEB_PORT, STAND_IN_PORT, WEB_PORT } from '../env';

import { handleCollector } from './collectors';
import { CANONICAL_HASH, INVALID_TX_HASH_ID, REORG_HASH, STAND_IN_BLOCK } from './data';
import { BLOCK } from '../../mocks/blocks/blocks';

/** The web apps the tests start: every feature on, every feature off, and with analytics and the monitor. */
const ORIGINS = [ WEB_PORT, FEATURES_OFF_WEB_PORT, MONITORED_WEB_PORT ].map((port) => `http://127.0.0.1:${ port }`);
const SELF = `http://127.0.0.1:${ STAND_IN_PORT }`;


type Reply = [ number, unknown ];

function routeApi(pathname: string, cookie: string): Reply {
  if (pathname === '/api/v2/config/backend-version') return [ 200, { backend_version: 'v0.1.0-stand-in' } ];
  if (pathname === '/api/v2/main-page/indexing-status') {
    return [ 200, { finished_indexing_blocks: false, indexed_blocks_ratio: '0.4267', finished_indexing: false, indexed_internal_transactions_ratio: '0.179' } ];
  }
  if (pathname === '/api/account/v1/user/info') {
    return cookie.includes('_explorer_key=') ?
      [ 200, { name: 'Alice Example', nickname: 'alice', email: 'alice@example.org', avatar: `${ SELF }/missing-avatar.png`, address_hash: null } ] :
      [ 401, { message: 'Unauthorized' } ];
  }
  const block = pathname.match(/^\/api\/v2\/blocks\/([^/]+)$/);
  if (block) {
    const id = decodeURIComponent(block[1]);
    if (id === String(STAND_IN_BLOCK.height) || id === STAND_IN_BLOCK.hash) {
      return [ 200, { ...BLOCK, height: STAND_IN_BLOCK.height, hash: STAND_IN_BLOCK.hash, timestamp: '2026-11-21T12:00:00.000000Z', transactions_count: 3 } ];
    }
    if (id === REORG_HASH) return [ 404, { message: `Block lost consensus`, hash: CANONICAL_HASH } ];
    if (id === '429') return [ 429, { message: 'Too many requests' } ];
    if (id === '500') return [ 500, { message: 'Internal server error' } ];
    if (!/^(\d+|0x[0-9a-fA-F]{64})$/.test(id)) return [ 422, { message: 'Invalid parameter(s)' } ];
    return [ 404, { message: 'Not found' } ];
  }
  // As the API does (GUIDE §1.1): 422 for a malformed hash, 404 for an unknown one. One id answers
  // with the message that names the transaction-not-found screen (spec §8).
  const tx = pathname.match(/^\/api\/v2\/transactions\/([^/]+)$/);
  if (tx) {
    if (tx[1] === INVALID_TX_HASH_ID) return [ 422, { message: 'Invalid tx hash' } ];
    return /^0x[0-9a-fA-F]{64}$/.test(tx[1]) ? [ 404, { message: 'Not found' } ] : [ 422, { message: 'Invalid parameter(s)' } ];
  }
  const entity = pathname.match(/^\/api\/v2\/(?:addresses|tokens)\/([^/]+)(?:\/instances\/[^/]+)?$/);
  if (entity && !/^0x[0-9a-fA-F]{40}$/.test(entity[1])) return [ 422, { message: 'Invalid parameter(s)' } ];
  return [ 404, { message: 'Not found' } ];
}

const DOCUMENTS: Record<string, unknown> = {
  '/config/featured-networks.json': [
    { title: 'QNM Mainnet', url: 'https://qnm.example.org', group: 'Mainnets', isActive: true },
    { title: 'QNM Testnet', url: 'https://testnet.qnm.example.org', group: 'Testnets' },
  ],
  '/config/footer-links.json': [
    { title: 'Company', links: [ { text: 'About', url: 'https://example.org/about' } ] },
    { title: 'Community', links: [ { text: 'Forum', url: 'https://example.org/forum' } ] },
    { title: 'Developers', links: [ { text: 'Docs', url: 'https://example.org/docs' } ] },
    { title: 'Fourth group', links: [ { text: 'Hidden', url: 'https://example.org/hidden' } ] },
  ],
  '/config/marketplace.json': [],
};

const server = http.createServer(async(req, res) => {
  const url = new URL(req.url ?? '/', SELF);
  const origin = req.headers.origin;
  // The specs' own web apps (ads.spec.ts starts some) live on other loopback ports.
  const isOurs = origin && (ORIGINS.includes(origin) || /^http:\/\/127\.0\.0\.1:\d+$/.test(origin));
  res.setHeader('access-control-allow-origin', isOurs ? origin : ORIGINS[0]);
  res.setHeader('vary', 'Origin');
  res.setHeader('access-control-allow-credentials', 'true');
  res.setHeader('access-control-allow-headers', 'content-type, x-csrf-token, authorization, updated-gas-oracle');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  if (await handleCollector(req, res, url.pathname)) return;
  const [ status, body ] = url.pathname in DOCUMENTS ?
    [ 200, DOCUMENTS[url.pathname] ] :
    url.pathname.startsWith('/api/') ? routeApi(url.pathname, req.headers.cookie ?? '') : [ 404, { message: 'Not found' } ];
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
});

server.listen(STAND_IN_PORT, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
process.on('SIGINT', () => server.close(() => process.exit(0)));
