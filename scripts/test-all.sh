#!/usr/bin/env bash
# Installs everything the tests need on a fresh machine and runs them all:
# type check, unit tests (jest), production build, browser tests (Playwright in Debian Chromium).
# Ends with one line 'N passed, N failed' summing every suite.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '\n== %s\n' "$*"; }

install_system_packages() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  # Fonts so that screenshots and layout measurements are stable.
  dpkg -s fonts-dejavu-core >/dev/null 2>&1 || missing+=(fonts-dejavu-core)
  if [ ${#missing[@]} -gt 0 ]; then
    log "installing Debian packages: ${missing[*]}"
    if [ "$(id -u)" -eq 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

install_node_packages() {
  if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "installing npm packages"
    # npm install, not npm ci: the registry here lacks other platforms' optional packages.
    npm install --no-audit --no-fund
  fi
}

install_system_packages
install_node_packages

mkdir -p .tmp
rm -f .tmp/jest.json .tmp/playwright.json

log "type check"
npx tsc --noEmit -p .

log "lint"
npx eslint .

log "unit tests"
unit_status=0
npx jest --ci --json --outputFile=.tmp/jest.json || unit_status=$?

log "production build"
npx next build

log "browser tests"
e2e_status=0
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/playwright.json npx playwright test --reporter=list,json || e2e_status=$?

node scripts/summarize-tests.mjs .tmp/jest.json .tmp/playwright.json
if [ "$unit_status" -ne 0 ] || [ "$e2e_status" -ne 0 ]; then
  exit 1
fi
