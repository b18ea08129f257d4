/**
 * Jest reads this file through ts-node; type-checking it there cost 2–5 s of CPU per run, and `tsc` checks it anyway.
 *
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "node"}}
 */
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  testEnvironment: 'jsdom',
  moduleDirectories: [ 'node_modules', '<rootDir>' ],
  setupFilesAfterEnv: [ '<rootDir>/jest.setup.ts' ],
  // The shared chain fixture: built once per run for the files that read it (server/api/test/chainFixture.ts).
  globalSetup: '<rootDir>/server/api/test/jestGlobalSetup.ts',
  globalTeardown: '<rootDir>/server/api/test/jestGlobalTeardown.ts',
  testMatch: [ '<rootDir>/{configs,lib,ui,theme,types,pages,server,scripts}/**/*.test.{ts,tsx}' ],
  clearMocks: true,
  // A worker that has grown past this after a file is replaced by a fresh one. Server files leave native memory
  // behind (each devnet's EDR, each PGlite's WebAssembly heap): without it two workers reached 6.7 and 4.3 GB over
  // the run and spent the difference collecting garbage (measured: the whole run 389 s → 299 s, CPU 704 → 511 s).
  workerIdleMemoryLimit: '1GB',
  modulePathIgnorePatterns: [ '<rootDir>/.next/', '<rootDir>/dist/' ],
};

/**
 * Packages published only as ES modules (the account's OpenID Connect client and local
 * provider, wagmi): Jest runs CommonJS, so these are compiled like our sources instead of skipped.
 */
const ESM_ONLY_PACKAGES = [ 'openid-client', 'oauth4webapi', 'jose', 'oidc-provider',
  // mercurius (GraphQL) loads @fastify/static, which loads the ESM-only content-disposition 1 from its own node_modules.
  '@fastify/static', 'content-disposition',
  // The wallet's one wagmi config (lib/web3): wagmi and its core ship ES modules only.
  'wagmi', '@wagmi', 'mipd' ];

export default async function jestConfig(): Promise<Config> {
  const resolved = await createJestConfig(config)();
  // Next's pattern skips node_modules except its own transpiled packages: ours join that list.
  const packages = ESM_ONLY_PACKAGES.join('|');
  const transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((item) =>
    item.startsWith('/node_modules/(?!.pnpm)(?!(') ? item.replace('(?!(', `(?!(${ packages }|`) : item);
  return { ...resolved, transformIgnorePatterns };
}
