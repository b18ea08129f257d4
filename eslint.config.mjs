import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

/**
 * The layers (issue 24): pages → ui → lib → types/configs, and server/ takes from the frontend
 * only types/. Paths are compared after resolution, so 'ui/…' and '../../lib/…' both count,
 * while the server's own server/api/lib/ and ui/pages/ (a ui folder) do not.
 */
const LIB_ZONE = { target: './lib', from: [ './ui', './pages' ], message: 'lib/ sits below ui/ and pages/: move the shared piece down into lib/.' };
const LAYER_ZONES = [
  LIB_ZONE,
  { target: './ui', from: './pages', message: 'ui/ sits below pages/: move the shared piece into ui/ or lib/.' },
  {
    target: [ './types', './configs' ],
    from: [ './ui', './lib', './pages', './server' ],
    message: 'types/ and configs/ are the bottom layer: they import nothing of ui/, lib/, pages/ or server/.',
  },
  {
    target: './server',
    from: [ './lib', './ui', './pages', './configs', './theme' ],
    message: 'server/ takes from the frontend only types/: keep a server copy or move the shared piece to types/.',
  },
];

/**
 * Inside server/: the API (server/api) and the start (server/start) sit on top; the features
 * (account, stats, verification, visualizer), the indexer, the devnet and the shared floors
 * (http, db, serializers, events, settings, common) never import the API. Tests, benches and
 * fault tests may drive the API from anywhere.
 */
const SERVER_FLOORS_ZONE = {
  target: [ 'account', 'stats', 'verification', 'visualizer', 'indexer', 'devnet', 'http', 'db', 'serializers', 'events', 'settings', 'common' ]
    .map((folder) => `./server/${ folder }`),
  from: './server/api',
  message: 'server/api sits on top of the features and the shared floors: move the shared piece down (server/http, server/db, server/serializers).',
};

const layers = (zones) => ({ 'import/no-restricted-paths': [ 'error', { basePath: import.meta.dirname, zones } ] });

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [ '.next/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'server/devnet/.build/**', 'next-env.d.ts', '.tmp/**', '.data/**', 'dist/**' ],
  },
  {
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-unused-vars': [ 'error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' } ],
    },
  },
  {
    // Command-line scripts report to the terminal.
    files: [ 'scripts/**' ],
    rules: { 'no-console': 'off' },
  },
  {
    files: [ 'lib/**', 'ui/**', 'types/**', 'configs/**', 'server/**' ],
    rules: layers([ ...LAYER_ZONES, SERVER_FLOORS_ZONE ]),
  },
  {
    files: [ 'server/**/*.test.ts', 'server/**/*.bench.ts', 'server/**/*.faults.ts', 'server/**/*.production.ts', 'server/**/test/**', 'server/**/testing/**' ],
    rules: layers(LAYER_ZONES),
  },
  {
    // lib's tests drive the pages built on it (the error page, the API proxy route); a test file
    // cannot live in pages/, where Next would take it for a route.
    files: [ 'lib/**/*.test.ts', 'lib/**/*.test.tsx' ],
    rules: layers([ { ...LIB_ZONE, from: './ui' } ]),
  },
];

export default config;
