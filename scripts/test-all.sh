#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest:
# static checks, the build (the server renders pages with it: the page suites serve it), then
# unit/integration/engine/property tests (vitest, SQLite), the API suite again on a real PostgreSQL,
# then the built app in Chromium (Playwright) served by the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "Static checks (types, lint, format)"
npm run check

step "Build the app"
npm run build

step "Unit, integration, engine and property tests (SQLite)"
npx vitest run

step "API integration suite on PostgreSQL"
npm run test:pg

step "Browser tests (Playwright, system Chromium)"
npx playwright test
