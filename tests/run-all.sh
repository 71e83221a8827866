#!/usr/bin/env bash
# The whole test suite, in order, stopping at the first failure:
# type check, unit tests, the production build of every locale, Japanese prose lint
# (after the build, so it also reads the pages the build generates), then the
# end-to-end tests against that build (and a ja build searching Algolia) in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step 'Type check'
npx tsc

step 'Unit tests'
npx vitest run

step 'Translation freshness (fails on a missing Japanese page, lists stale ones)'
npx tsx scripts/i18n-status.ts

step 'Production build, all seven locales (a broken link or anchor in any locale fails it)'
# Search on the site's own index, as a fork or a preview builds it (no DOCSEARCH_* variables).
env -u DOCSEARCH_APP_ID -u DOCSEARCH_API_KEY -u DOCSEARCH_INDEX_NAME npx docusaurus build

step 'Production build of ja with search on Algolia DocSearch and Ask AI (answered from fixtures in the browser tests)'
npx tsx scripts/build-algolia-variant.ts

step 'Japanese prose lint (textlint), generated pages included'
npx textlint "i18n/ja/**/*.md"

step 'End-to-end tests (Chromium)'
bash scripts/ensure-chromium.sh
npx playwright test

# One closing line in the plain form CI logs understand.
node -e '
const {stats} = require("./test-results/e2e-report.json");
console.log(`e2e: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.skipped} skipped`);
'
