import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [ '.next/**', 'node_modules/**', 'playwright-report/**', 'test-results/**', 'server/devnet/.build/**', 'next-env.d.ts', '.tmp/**', '.data/**' ],
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
];

export default config;
