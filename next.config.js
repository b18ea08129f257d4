// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- Next loads this file as CommonJS */
const { version } = require('./package.json');

/**
 * Build-time settings only. Everything network-specific (chain, API host, features)
 * is read from env vars at run time by configs/app, so one build serves any network.
 * @type {import('next').NextConfig}
 */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The Docker image runs the self-contained server; `npm start` uses `next start`.
  output: process.env.NEXT_OUTPUT === 'standalone' ? 'standalone' : undefined,
  env: {
    // The frontend version is a property of the build, not of the deployment.
    FRONTEND_VERSION: version,
  },
  // Only for profiling a production build (`BROWSER_SOURCE_MAPS=true npx next build`).
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === 'true',
  // No rewrites here: /node-api/* is mapped onto our API routes by proxy.ts (see why there).
  experimental: {
    optimizePackageImports: ['@chakra-ui/react'],
  },
};

module.exports = nextConfig;
