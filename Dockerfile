# One image for every role and every network: ROLES picks what a container runs (web, api,
# indexer, or a comma list), and every setting is an env var read at run time (docs/ENVS.md,
# deploy/README.md). The same artifacts `npm run build` makes and `npm run serve` runs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund
COPY . .
ENV NEXT_TELEMETRY_DISABLED=1
# The Next.js app and the backend compiled to JavaScript (dist/); then only production packages stay.
RUN npm run build && rm -rf .next/cache && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS run
WORKDIR /app
# Listen on every interface inside the container; the indexer's probes too, for the orchestrator.
# No local sign-in provider (a development stand-in): accounts use ACCOUNT_OIDC_ISSUER when configured.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOST=0.0.0.0 API_HOST=0.0.0.0 INDEXER_HOST=0.0.0.0 ACCOUNT_LOCAL_OIDC=false
RUN useradd --system --uid 1001 explorer && mkdir -p /app/.data && chown explorer /app/.data
COPY --from=build /app/package.json /app/next.config.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/public ./public
COPY --from=build /app/.next ./.next
COPY --from=build /app/dist ./dist
USER explorer
# web, API (and its socket), the indexer's probes when it runs without the API.
EXPOSE 3000 4000 4002
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 CMD ["node", "dist/server/start/healthcheck.js"]
# A bad setting stops the start naming every bad variable.
CMD ["node", "dist/server/start/cli.js"]
