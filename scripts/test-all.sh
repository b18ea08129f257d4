#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine and runs them all:
# type check, unit tests (jest), server tests again on PostgreSQL, PostgreSQL fault tests,
# production build, the roles run from it with production packages only, browser tests (Playwright in Debian Chromium).
# Ends with one line 'N passed, N failed' summing every suite.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\n== %s\n' "$*"; }

# Each phase's wall time, printed at the end (CI's budget is in these figures).
PHASE_TIMES=()
PHASE_NAME=""
PHASE_START=0
phase() {
  local now
  now=$(date +%s)
  [ -n "$PHASE_NAME" ] && PHASE_TIMES+=("$(printf '%5ss  %s' "$((now - PHASE_START))" "$PHASE_NAME")")
  PHASE_NAME="$1"
  PHASE_START=$now
  [ -n "$1" ] && log "$1"
  return 0
}

install_system_packages() {
  local missing=() SUDO=sudo
  [ "$(id -u)" -eq 0 ] && SUDO=""
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  # The server tests run a second time against a real PostgreSQL.
  ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || missing+=(postgresql)
  # Two API processes share one rate-limit budget through Redis (server/api/rateLimitShared.test.ts).
  command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
  # Fonts so that screenshots and layout measurements are stable.
  dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing+=(fonts-dejavu-core)
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing Debian packages: ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
  # The browser specs run in Chromium's headless shell, a third of the CPU per new page
  # (playwright.config.ts); without it they run in the full Chromium.
  if ! command -v chromium-headless-shell >/dev/null 2>&1; then
    log "installing Debian package: chromium-headless-shell"
    { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null; } ||
      log "chromium-headless-shell did not install: the browser specs use chromium"
  fi
}

install_node_packages() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing npm packages"
    # npm install, not npm ci: the registry here lacks other platforms' optional packages.
    npm install --no-audit --no-fund
  fi
}

# Starts the local PostgreSQL cluster and makes a database for the tests; prints its URL.
start_postgres() {
  if [ "$(id -u)" -eq 0 ]; then AS_POSTGRES="runuser -u postgres --"; else AS_POSTGRES="sudo -u postgres"; fi
  local cluster
  cluster=$(pg_lsclusters --no-header 2>/dev/null | awk 'NR==1 {print $1" "$2}')
  if [ -z "$cluster" ]; then
    local version
    version=$(ls /usr/lib/postgresql | sort -n | tail -1)
    $SUDO_OR_NOT pg_createcluster "$version" main >/dev/null 2>&1
    cluster="$version main"
  fi
  pg_ctlcluster $cluster start >/dev/null 2>&1 || true
  local port
  port=$(pg_lsclusters --no-header | awk -v c="$cluster" '$1" "$2==c {print $3}')
  $AS_POSTGRES psql -q -p "$port" -c "ALTER USER postgres PASSWORD 'postgres'" >/dev/null
  $AS_POSTGRES psql -q -p "$port" -tc "SELECT 1 FROM pg_database WHERE datname = 'explorer_test'" | grep -q 1 ||
    $AS_POSTGRES psql -q -p "$port" -c "CREATE DATABASE explorer_test" >/dev/null
  echo "postgres://postgres:postgres@127.0.0.1:${port}/explorer_test"
}

RUN_START=$(date +%s)
phase "installing"
install_system_packages
install_node_packages

mkdir -p .tmp
REPORTS=(.tmp/jest.json .tmp/jest-postgres.json .tmp/jest-faults.json .tmp/jest-production.json .tmp/playwright-desktop.json .tmp/playwright-stack.json)
rm -f "${REPORTS[@]}"
# Two jest workers on two cores: the server tests wait on the devnet and the database as much as they compute.
JEST_WORKERS=${JEST_WORKERS:-2}
# PGlite loads its WebAssembly with a dynamic import, which jest allows only with VM modules.
export NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning ${NODE_OPTIONS:-}"
SUDO_OR_NOT=""; [ "$(id -u)" -eq 0 ] || SUDO_OR_NOT="sudo"
TEST_POSTGRES_URL=$(start_postgres)

phase "type check and lint"
# Each is one process on one core: side by side they take the time of the longer.
npx tsc --noEmit -p . & typecheck=$!
lint_status=0
npx eslint . || lint_status=$?
wait "$typecheck"
[ "$lint_status" -eq 0 ]

phase "unit tests"
unit_status=0
npx jest --ci --maxWorkers="$JEST_WORKERS" --json --outputFile=.tmp/jest.json || unit_status=$?

phase "server tests on PostgreSQL"
TEST_DATABASE_URL="$TEST_POSTGRES_URL" npx jest --ci --maxWorkers="$JEST_WORKERS" --json --outputFile=.tmp/jest-postgres.json server/db server/indexer server/api server/stats server/verification server/account server/devnet/verifyDemo.test.ts || unit_status=$?

phase "fault tests: PostgreSQL restarts and stops under a running backend; the indexer writer killed under its standby; a streaming replica"
# Alone and last of the server tests, one file at a time: restarting the cluster would break any test running beside it.
TEST_DATABASE_URL="$TEST_POSTGRES_URL" TEST_POSTGRES_CLUSTER="$(pg_lsclusters --no-header | awk 'NR==1 {print $1" "$2}')" \
  npx jest --ci --runInBand --json --outputFile=.tmp/jest-faults.json --testMatch '<rootDir>/server/**/*.faults.ts' || unit_status=$?

phase "production build"
# This clone builds once: Turbopack's cache for a next build would be written for nothing.
# The type check phase above has checked every file the build compiles.
NEXT_BUILD_CACHE=off NEXT_BUILD_TYPECHECK=off npx next build
# And the backend compiled to JavaScript, as `npm run build` makes it for the image.
node scripts/build-server.mjs

phase "production roles: the built artifacts with production packages only"
# What the image runs: each role from .next and dist/ in a copy pruned of dev packages (server/start/serve.production.ts).
TEST_DATABASE_URL="$TEST_POSTGRES_URL" npx jest --ci --json --outputFile=.tmp/jest-production.json \
  --testMatch '<rootDir>/server/**/*.production.ts' || unit_status=$?

phase "browser tests: the shell against the stand-in API"
e2e_status=0
# Nobody looks at the specs' pictures of the pages here (playwright/fixtures.ts: keepScreenshot).
export E2E_SCREENSHOTS=${E2E_SCREENSHOTS:-off}
# The shell specs share no state (each starts from its own page), so two run at once.
E2E_PROJECT=desktop PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright-desktop.json \
  npx playwright test --workers=2 --reporter=list,json || e2e_status=$?

phase "browser tests: the pages against the whole explorer"
# Two at once: one spec file leaves the machine ~30% idle while it waits on the devnet's blocks.
E2E_PROJECT=stack PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright-stack.json \
  npx playwright test --workers=2 --reporter=list,json || e2e_status=$?
phase ""

printf '\n== time per phase\n'
printf '%s\n' "${PHASE_TIMES[@]}"
printf '%5ss  in all\n' "$(($(date +%s) - RUN_START))"
node scripts/summarize-tests.mjs "${REPORTS[@]}"
if [ "$unit_status" -ne 0 ] || [ "$e2e_status" -ne 0 ]; then
  exit 1
fi
