#!/usr/bin/env bash
# Every test of the project, in the order that fails fastest:
# static checks beside the build (the server renders pages with it: the page suites serve it), then
# unit/integration/engine/property tests (vitest, SQLite), the API suite again on a real PostgreSQL,
# then the built app in Chromium (Playwright) served by the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

# The type checks and the bundler each keep about one core busy, and neither reads what the other
# writes (the build writes dist/, which the checks ignore): side by side on two cores they take the
# time of the longer one. Each one's output is printed whole when both have ended.
step "Static checks (types, lint, format) and the build, side by side"
logs="$(mktemp -d)"
npm run check >"$logs/check.log" 2>&1 &
check=$!
npm run build >"$logs/build.log" 2>&1 &
build=$!
check_status=0
build_status=0
wait "$check" || check_status=$?
wait "$build" || build_status=$?
step "Static checks: exit $check_status"
cat "$logs/check.log"
step "Build: exit $build_status"
cat "$logs/build.log"
rm -rf "$logs"
[ "$check_status" -eq 0 ] && [ "$build_status" -eq 0 ]

step "Unit, integration, engine and property tests (SQLite)"
npx vitest run

step "API integration suite on PostgreSQL"
npm run test:pg

step "Browser tests (Playwright, system Chromium)"
npx playwright test
