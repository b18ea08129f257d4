// @ts-check
/* eslint-disable @typescript-eslint/no-require-imports -- Next loads this file as CommonJS */
const { version } = require('./package.json');

/**
 * Sent with every response, static assets and API routes included: nothing here depends on the
 * network. The pages' Content-Security-Policy does (API host, features), so pages/_document.tsx
 * builds it per request from the run-time configuration.
 */
const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
];

/** Our API routes answer JSON, never a document: nothing may run in it or frame it. */
const API_HEADERS = [
  { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" },
];

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
  // Sentry's Node SDK (loaded by instrumentation.ts only when a DSN is set) instruments Node's
  // own modules: it runs from node_modules, not from the server bundle.
  serverExternalPackages: [ '@sentry/nextjs' ],
  // Only for profiling a production build (`BROWSER_SOURCE_MAPS=true npx next build`).
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === 'true',
  // No rewrites here: /node-api/* is mapped onto our API routes by proxy.ts (see why there).
  // Unlike rewrites, headers stay on the server: no client code.
  async headers() {
    return [
      // All paths but `next dev`'s own assets: it serves one script as JSON, which nosniff stops.
      { source: '/((?!_next/static/development/).*)', headers: SECURITY_HEADERS },
      { source: '/api/:path*', headers: API_HEADERS },
      { source: '/node-api/:path*', headers: API_HEADERS },
    ];
  },
  // The test command (scripts/test-all.sh) runs tsc over the whole project before it builds and
  // sets NEXT_BUILD_TYPECHECK=off: checking again inside `next build` cost ~35 s. Other builds check.
  typescript: { ignoreBuildErrors: process.env.NEXT_BUILD_TYPECHECK === 'off' },
  experimental: {
    optimizePackageImports: ['@chakra-ui/react'],
    // Turbopack keeps what it compiled for the next build; a build that will have no next one
    // (the test run on a clean clone sets NEXT_BUILD_CACHE=off) skips writing it, ~15 s of CPU.
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== 'off',
    // Next buffers a /node-api request body for proxy.ts before our route reads it, and silently
    // cuts it at this size. It must exceed the routes' 10 MiB limit (lib/api/requestLimits.ts) by
    // more than one socket chunk, or an oversized body would reach the route cut down to a
    // plausible size and be forwarded instead of refused.
    proxyClientMaxBodySize: 11 * 1024 * 1024,
  },
};

module.exports = nextConfig;
